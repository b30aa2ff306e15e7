// A release that moves a page keeps its old address working, as the Studio's publish button does: the redirect is
// committed with the release's versions (server/release-redirects.ts), and a release that moves nothing adds none.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { releaseMoveRedirects } from '../../server/release-redirects.ts'
import { startLake, writeSeed, type TestLake } from '../content-lake/harness.ts'

const PAGE = { _id: 'page-offer', _type: 'page', title: 'Offer', path: '/offer' }
const STAT = { _id: 'stat-1', _type: 'stat', value: '150+', label: 'Implementations' }

let t: TestLake
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'release-redirects-'))
  t = await startLake({
    seedFile: await writeSeed(dir, [PAGE, STAT]),
    onReleasePublish: releaseMoveRedirects,
  })
})
afterAll(() => t.close())

test('publishing a release that moves a page redirects its old address to it, in the same transaction', async () => {
  await t.editor.releases.create({ releaseId: 'rMove', metadata: { title: 'Move the offer' } })
  await t.editor.createVersion({
    document: { ...PAGE, _id: 'versions.rMove.page-offer', path: '/spring-offer' },
    publishedId: 'page-offer',
    releaseId: 'rMove',
  })
  const { transactionId } = await t.editor.releases.publish({ releaseId: 'rMove' })
  const redirect = await t.editor.getDocument('redirect-from-offer')
  expect(redirect).toMatchObject({
    _type: 'redirect',
    from: '/offer',
    target: { _type: 'reference', _ref: 'page-offer', _weak: true },
    permanent: true,
    _rev: transactionId,
  })
  expect((await t.editor.getDocument('page-offer'))?.path).toBe('/spring-offer')
})

test('a release that moves nothing adds no redirect', async () => {
  await t.editor.releases.create({ releaseId: 'rFigure', metadata: { title: 'New figure' } })
  await t.editor.createVersion({
    document: { ...STAT, _id: 'versions.rFigure.stat-1', value: '200+' },
    publishedId: 'stat-1',
    releaseId: 'rFigure',
  })
  await t.editor.releases.publish({ releaseId: 'rFigure' })
  expect(await t.editor.fetch('count(*[_type == "redirect"])')).toBe(1)
})
