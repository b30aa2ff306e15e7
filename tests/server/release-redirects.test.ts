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
const GERMAN_PAGE = {
  _id: 'de-page-offer',
  _type: 'page',
  language: 'de',
  title: 'Angebot',
  path: '/de/angebot',
}

let t: TestLake
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'release-redirects-'))
  t = await startLake({
    seedFile: await writeSeed(dir, [PAGE, STAT, GERMAN_PAGE]),
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

test("a release that moves a German page redirects its old German address, and leaves the English page's alone", async () => {
  await t.editor.releases.create({ releaseId: 'rUmzug', metadata: { title: 'Frühjahrsangebot' } })
  await t.editor.createVersion({
    document: { ...GERMAN_PAGE, _id: 'versions.rUmzug.de-page-offer', path: '/de/fruehjahrsangebot' },
    publishedId: 'de-page-offer',
    releaseId: 'rUmzug',
  })
  await t.editor.releases.publish({ releaseId: 'rUmzug' })
  expect(await t.editor.fetch('*[_type == "redirect"] | order(from asc){from, "to": target._ref}')).toEqual([
    { from: '/de/angebot', to: 'de-page-offer' },
    { from: '/offer', to: 'page-offer' },
  ])
  expect((await t.editor.getDocument('de-page-offer'))?.path).toBe('/de/fruehjahrsangebot')
})
