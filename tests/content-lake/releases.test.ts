// Content Releases in the lake, as @sanity/client and the Studio's Releases tool speak them: release documents and
// their states, versions, perspective stacks, all-or-nothing publishing, the scheduler (also across a restart), and
// that a visitor (the site, the assistant) never reads a version before its release is published.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { SEED, TOKEN, startLake, studioApi, writeSeed, type TestLake } from './harness.ts'
import type { ReleaseValidator } from '../../server/content-lake/releases.ts'
import { getSanityClient } from '../../functions/lib/sanity-client.ts'
import { loadKnowledge } from '../../functions/chat/knowledge.ts'

const lakes: TestLake[] = []
afterEach(async () => {
  while (lakes.length) await lakes.pop()!.close()
})

async function lake(options: Parameters<typeof startLake>[0] = {}) {
  const started = await startLake(options)
  lakes.push(started)
  return started
}

const release = (actionType: string, releaseId: string, extra: object = {}) => ({
  actionType: `sanity.action.release.${actionType}`,
  releaseId,
  ...extra,
})

async function act(t: TestLake, ...list: object[]) {
  const response = await studioApi(t).actions(list)
  return { status: response.status, body: (await response.json()) as { error?: { description: string } } }
}

const statValue = (t: TestLake, perspective: string | string[]) =>
  t.editor.fetch('*[_id == "stat-1"][0].value', {}, { perspective: perspective as 'raw' })

/** A release "rLaunch" whose version of stat-1 says 200+, and a new stat in it. */
async function launchRelease(t: TestLake) {
  await t.editor.releases.create({ releaseId: 'rLaunch', metadata: { title: 'Launch', releaseType: 'asap' } })
  await t.editor.createVersion({ baseId: 'stat-1', publishedId: 'stat-1', releaseId: 'rLaunch' })
  await act(t, {
    actionType: 'sanity.action.document.edit',
    draftId: 'versions.rLaunch.stat-1',
    publishedId: 'stat-1',
    patch: { set: { value: '200+' } },
  })
  await t.editor.createVersion({
    document: { _id: 'versions.rLaunch.stat-new', _type: 'stat', value: '30', label: 'Countries' },
    publishedId: 'stat-new',
    releaseId: 'rLaunch',
  })
}

describe('releases are documents at _.releases.<id>', () => {
  test('create makes an active release with its metadata; a second create of the id is a 409', async () => {
    const t = await lake()
    await t.editor.releases.create({
      releaseId: 'rLaunch',
      metadata: { title: 'Launch', releaseType: 'asap' },
    })
    const doc = await t.editor.getDocument('_.releases.rLaunch')
    expect(doc).toMatchObject({
      _type: 'system.release',
      name: 'rLaunch',
      state: 'active',
      metadata: { title: 'Launch', releaseType: 'asap' },
    })
    const again = await act(t, release('create', 'rLaunch', { metadata: { title: 'Again' } }))
    expect(again.status).toBe(409)
    expect(again.body.error?.description).toBe('Release "rLaunch" already exists')
  })

  test('edit changes the metadata only', async () => {
    const t = await lake()
    await t.editor.releases.create({
      releaseId: 'rLaunch',
      metadata: { title: 'Launch', releaseType: 'asap' },
    })
    await t.editor.releases.edit({
      releaseId: 'rLaunch',
      patch: { set: { 'metadata.title': 'Monday launch' } },
    })
    expect((await t.editor.getDocument('_.releases.rLaunch'))?.metadata).toMatchObject({
      title: 'Monday launch',
    })
    const state = await act(t, release('edit', 'rLaunch', { patch: { set: { state: 'published' } } }))
    expect(state.status).toBe(400)
    expect(state.body.error?.description).toBe(
      'release.edit: only the metadata of release "rLaunch" can be edited, not "state"',
    )
  })

  test('a release is not written by mutations: its actions change it', async () => {
    const t = await lake()
    await t.editor.releases.create({ releaseId: 'rLaunch', metadata: { title: 'Launch' } })
    await expect(t.editor.patch('_.releases.rLaunch').set({ state: 'published' }).commit()).rejects.toThrow(
      '"_.releases.rLaunch" is a release: change it with the release actions (sanity.action.release.*)',
    )
  })

  test('visitors never read releases or versions, whatever perspective they ask for', async () => {
    const t = await lake()
    await launchRelease(t)
    expect(await t.visitor.fetch('*[_id in path("_.releases.*")]')).toEqual([])
    expect(await t.visitor.fetch('*[_id == "stat-1"][0].value', {}, { perspective: ['rLaunch'] })).toBe(
      '150+',
    )
    expect(await t.visitor.fetch('count(*[_id == "stat-new"])', {}, { perspective: 'raw' })).toBe(0)
    // What the site's renders and the assistant's knowledge ask, in process.
    expect(await t.lake.query('*[_type == "stat"].value', {})).toEqual(['150+', '24/7'])
  })
})

test('the assistant reads no version: its content client sees the published figure only', async () => {
  const t = await lake()
  await launchRelease(t)
  // The chat function's own client, with the editor's token in its environment as on the local server.
  const content = getSanityClient({ CONTENT_LAKE_URL: t.url, CONTENT_LAKE_TOKEN: TOKEN }, 'public')
  expect(await content.fetch('*[_type == "stat"].value')).toEqual(['150+', '24/7'])
  expect(JSON.stringify(await loadKnowledge(content))).not.toContain('200+')
})

describe('versions and perspective stacks', () => {
  test('a release stack shows its versions under the published ids, published below them', async () => {
    const t = await lake()
    await launchRelease(t)
    expect(await statValue(t, ['rLaunch'])).toBe('200+')
    expect(await statValue(t, 'rLaunch')).toBe('200+')
    expect(await statValue(t, 'published')).toBe('150+')
    // drafts.stat-1 (175+) is under the release in the stack, so the release wins; without it, the draft shows.
    expect(await statValue(t, ['rLaunch', 'drafts'])).toBe('200+')
    expect(await statValue(t, 'drafts')).toBe('175+')
    expect(
      await t.editor.fetch('*[_type == "stat"] | order(_id)._id', {}, { perspective: ['rLaunch'] }),
    ).toEqual(['stat-1', 'stat-2', 'stat-new'])
    expect(
      await t.editor.fetch('*[sanity::partOfRelease("rLaunch")]._id | order(@)', {}, { perspective: 'raw' }),
    ).toEqual(['versions.rLaunch.stat-1', 'versions.rLaunch.stat-new'])
    expect(await t.editor.fetch('count(*[sanity::versionOf("stat-1")])', {}, { perspective: 'raw' })).toBe(3)
  })

  test('a source map names the version a stack shows, so a click in a release preview edits the version', async () => {
    const t = await lake()
    await launchRelease(t)
    const answer = await t.editor.fetch(
      '*[_id == "stat-1"][0]{value}',
      {},
      { perspective: ['rLaunch', 'drafts'], filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    expect(answer.result).toEqual({ value: '200+' })
    expect(answer.resultSourceMap?.documents).toEqual([{ _id: 'versions.rLaunch.stat-1', _type: 'stat' }])
  })

  test('two releases touching one document: the first in the stack wins', async () => {
    const t = await lake()
    await launchRelease(t)
    await t.editor.releases.create({ releaseId: 'rLater', metadata: { title: 'Later' } })
    await t.editor.createVersion({
      document: { _id: 'versions.rLater.stat-1', _type: 'stat', value: '250+', label: 'Implementations' },
      publishedId: 'stat-1',
      releaseId: 'rLater',
    })
    expect(await statValue(t, ['rLater', 'rLaunch'])).toBe('250+')
    expect(await statValue(t, 'rLaunch,rLater')).toBe('200+')
  })

  test('a version that unpublishes its document hides it in the stack', async () => {
    const t = await lake()
    await launchRelease(t)
    await t.editor.unpublishVersion({ releaseId: 'rLaunch', publishedId: 'stat-2' })
    expect(await t.editor.fetch('*[_type == "stat"]._id', {}, { perspective: ['rLaunch'] })).not.toContain(
      'stat-2',
    )
    expect(await t.editor.fetch('*[_id == "stat-2"][0]', {}, { perspective: ['rLaunch'] })).toBeNull()
  })

  test('a stack on an API version before 2025-02-19 is refused, as Sanity does', async () => {
    const t = await lake()
    const response = await fetch(`${t.url}/v2021-06-07/data/query/production?query=*&perspective=rLaunch`, {
      headers: { Authorization: `Bearer ${(t.editor.config().token as string) ?? ''}` },
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { description: string } }).error.description).toBe(
      'Complex perspectives are not supported for this version',
    )
  })
})

describe('states: schedule, publish, archive, delete', () => {
  test('a scheduled release freezes its versions until it is unscheduled', async () => {
    const t = await lake({ scheduleReleases: false })
    await launchRelease(t)
    const past = await act(t, release('schedule', 'rLaunch', { publishAt: '2020-01-01T00:00:00Z' }))
    expect(past.status).toBe(400)
    expect(past.body.error?.description).toBe('release.schedule: "publishAt" must be in the future')
    const publishAt = new Date(Date.now() + 3_600_000).toISOString()
    await t.editor.releases.schedule({ releaseId: 'rLaunch', publishAt })
    expect(await t.editor.getDocument('_.releases.rLaunch')).toMatchObject({ state: 'scheduled', publishAt })
    const edit = await act(t, {
      actionType: 'sanity.action.document.edit',
      draftId: 'versions.rLaunch.stat-1',
      publishedId: 'stat-1',
      patch: { set: { value: '300+' } },
    })
    expect(edit.status).toBe(409)
    expect(edit.body.error?.description).toBe(
      'Release "rLaunch" is scheduled: unschedule it to change its documents',
    )
    await t.editor.releases.unschedule({ releaseId: 'rLaunch' })
    expect((await t.editor.getDocument('_.releases.rLaunch'))?.state).toBe('active')
    expect(
      (
        await act(t, {
          actionType: 'sanity.action.document.edit',
          draftId: 'versions.rLaunch.stat-1',
          publishedId: 'stat-1',
          patch: { set: { value: '300+' } },
        })
      ).status,
    ).toBe(200)
  })

  test('publish writes every version over its document at once and keeps the versions in the history', async () => {
    const t = await lake()
    await launchRelease(t)
    await t.editor.unpublishVersion({ releaseId: 'rLaunch', publishedId: 'stat-2' })
    await t.editor.releases.publish({ releaseId: 'rLaunch' })
    expect(await t.visitor.fetch('*[_type == "stat"] | order(_id) {_id, value}')).toEqual([
      { _id: 'stat-1', value: '200+' },
      { _id: 'stat-new', value: '30' },
    ])
    expect(await t.editor.fetch('count(*[_id in path("versions.**")])', {}, { perspective: 'raw' })).toBe(0)
    const published = await t.editor.getDocument('_.releases.rLaunch')
    expect(published).toMatchObject({ state: 'published' })
    expect(published?.publishedAt).toEqual(expect.any(String))
    expect(published?.finalDocumentStates).toEqual([
      { id: 'versions.rLaunch.stat-1' },
      { id: 'versions.rLaunch.stat-new' },
      { id: 'versions.rLaunch.stat-2' },
    ])
    // The Releases tool reads a published release's documents from the history.
    const history = await studioApi(t).request(
      '/data/history/production/documents/versions.rLaunch.stat-1?lastRevision=true',
    )
    expect(((await history.json()) as { documents: { value: string }[] }).documents[0]?.value).toBe('200+')
    const again = await act(t, release('publish', 'rLaunch'))
    expect(again.status).toBe(409)
    expect(again.body.error?.description).toBe(
      'Release "rLaunch" is published: only active or scheduled releases can be published',
    )
  })

  test('the Studio’s dry runs (may the editor schedule, publish?) check the state, not the time or contents', async () => {
    const t = await lake()
    await t.editor.releases.create({ releaseId: 'rEmpty', metadata: { title: 'Empty' } })
    const dryRun = (action: object) =>
      studioApi(t).request('/data/actions/production', {
        method: 'POST',
        body: JSON.stringify({ actions: [action], dryRun: true, skipCrossDatasetReferenceValidation: true }),
      })
    expect(
      (await dryRun(release('schedule', 'rEmpty', { publishAt: new Date().toISOString() }))).status,
    ).toBe(200)
    expect((await dryRun(release('publish', 'rEmpty'))).status).toBe(200)
    expect((await dryRun(release('unschedule', 'rEmpty'))).status).toBe(409)
    expect((await t.editor.getDocument('_.releases.rEmpty'))?.state).toBe('active')
  })

  test('a published release can be reverted as the Releases tool does it, from the history', async () => {
    const t = await lake()
    await launchRelease(t)
    const { transactionId } = await t.editor.releases.publish({ releaseId: 'rLaunch' })
    const history = (path: string) => studioApi(t).request(`/data/history/production/${path}`)
    // The release's documents end in its publish transaction.
    const final = (await (
      await history('documents/versions.rLaunch.stat-1,versions.rLaunch.stat-new?lastRevision=true')
    ).json()) as { documents: { _id: string; _rev: string }[] }
    expect(final.documents.map((doc) => doc._rev)).toEqual([transactionId, transactionId])
    // Before it: the seeded figure's own revision; the new stat was made by the publish itself.
    const log = (
      await (
        await history(
          `transactions/stat-1,stat-new?toTransaction=${transactionId}&reverse=true&limit=1000&effectFormat=mendoza`,
        )
      ).text()
    )
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { id: string; documentIDs: string[]; effects: Record<string, unknown> },
      )
    expect(log[0]?.id).toBe(transactionId)
    expect(log[0]?.effects['stat-new']).toMatchObject({ revert: [0, null] })
    const before = log.find((entry) => entry.id !== transactionId && entry.documentIDs.includes('stat-1'))!
    const old = (await (await history(`documents/stat-1?revision=${before.id}`)).json()) as {
      documents: Record<string, unknown>[]
    }
    expect(old.documents[0]).toMatchObject({ _id: 'stat-1', value: '150+' })
    // The revert: a release that puts the old figure back and unpublishes the new stat, published at once.
    await t.editor.releases.create({
      releaseId: 'rRevert',
      metadata: { title: 'Revert', releaseType: 'asap' },
    })
    const { _rev: _ignored, ...newStat } = final.documents[1]!
    await act(
      t,
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'stat-1',
        document: { ...old.documents[0], _id: 'versions.rRevert.stat-1' },
      },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'stat-new',
        document: { ...newStat, _id: 'versions.rRevert.stat-new', _system: { delete: true } },
      },
    )
    await t.editor.releases.publish({ releaseId: 'rRevert' })
    expect(await t.visitor.fetch('*[_type == "stat"] | order(_id).value')).toEqual(['150+', '24/7'])
  })

  test('an empty release is not published', async () => {
    const t = await lake()
    await t.editor.releases.create({ releaseId: 'rEmpty', metadata: { title: 'Empty' } })
    const result = await act(t, release('publish', 'rEmpty'))
    expect(result.status).toBe(409)
    expect(result.body.error?.description).toBe('Release "rEmpty" has no documents to publish')
  })

  test('archive removes the versions, unarchive brings them back, delete needs an archived release', async () => {
    const t = await lake()
    await launchRelease(t)
    const active = await act(t, release('delete', 'rLaunch'))
    expect(active.status).toBe(409)
    expect(active.body.error?.description).toBe(
      'Release "rLaunch" is active: only archived or published releases can be deleted',
    )
    await t.editor.releases.archive({ releaseId: 'rLaunch' })
    expect(await statValue(t, ['rLaunch'])).toBe('150+')
    expect((await t.editor.getDocument('_.releases.rLaunch'))?.state).toBe('archived')
    await t.editor.releases.unarchive({ releaseId: 'rLaunch' })
    expect(await statValue(t, ['rLaunch'])).toBe('200+')
    await t.editor.releases.archive({ releaseId: 'rLaunch' })
    await t.editor.releases.delete({ releaseId: 'rLaunch' })
    expect(await t.editor.getDocument('_.releases.rLaunch')).toBeUndefined()
  })

  test('a version is replaced or discarded while its release is active, not once it is scheduled', async () => {
    const t = await lake({ scheduleReleases: false })
    await launchRelease(t)
    const replace = {
      actionType: 'sanity.action.document.version.replace',
      document: { _id: 'versions.rLaunch.stat-1', _type: 'stat', value: '210+', label: 'Implementations' },
    }
    expect((await act(t, replace)).status).toBe(200)
    expect(await statValue(t, ['rLaunch'])).toBe('210+')
    const discard = {
      actionType: 'sanity.action.document.version.discard',
      versionId: 'versions.rLaunch.stat-new',
    }
    await t.editor.releases.schedule({
      releaseId: 'rLaunch',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    for (const action of [replace, discard]) {
      const refused = await act(t, action)
      expect(refused.status).toBe(409)
      expect(refused.body.error?.description).toBe(
        'Release "rLaunch" is scheduled: unschedule it to change its documents',
      )
    }
    await t.editor.releases.unschedule({ releaseId: 'rLaunch' })
    expect((await act(t, discard)).status).toBe(200)
    expect(await t.editor.fetch('count(*[_id == "stat-new"])', {}, { perspective: ['rLaunch'] })).toBe(0)
  })

  test('a version is created only in an active release that exists', async () => {
    const t = await lake()
    const missing = await act(t, {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'stat-1',
      document: { _id: 'versions.rNone.stat-1', _type: 'stat', value: '1' },
    })
    expect(missing.status).toBe(404)
    expect(missing.body.error?.description).toBe('Release "rNone" does not exist')
    const wrong = await act(t, {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'stat-2',
      document: { _id: 'versions.rNone.stat-1', _type: 'stat', value: '1' },
    })
    expect(wrong.status).toBe(400)
  })
})

describe('publishing is all or nothing', () => {
  const rejectNew: ReleaseValidator = async (versions) =>
    versions
      .filter((version) => version.value === '30')
      .map((version) => ({ documentId: version._id, message: 'stat-new, label: Too long' }))

  test('a version that fails validation blocks the release with the reason; nothing is written', async () => {
    const t = await lake({ validateRelease: rejectNew })
    await launchRelease(t)
    const result = await act(t, release('publish', 'rLaunch'))
    expect(result.status).toBe(409)
    expect(result.body.error?.description).toBe(
      'Release "rLaunch" cannot be published: stat-new, label: Too long',
    )
    expect(await t.visitor.fetch('*[_id == "stat-1"][0].value')).toBe('150+')
    expect(await statValue(t, ['rLaunch'])).toBe('200+')
    expect((await t.editor.getDocument('_.releases.rLaunch'))?.state).toBe('active')
  })
})

describe('the scheduler', () => {
  const waitFor = async (check: () => Promise<boolean>, ms = 8_000) => {
    const until = Date.now() + ms
    while (Date.now() < until) {
      if (await check()) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('timed out')
  }

  test('publishes a scheduled release at its time', async () => {
    const t = await lake()
    await launchRelease(t)
    const publishAt = Date.now() + 3_000
    await t.editor.releases.schedule({ releaseId: 'rLaunch', publishAt: new Date(publishAt).toISOString() })
    const early = await t.visitor.fetch('*[_id == "stat-1"][0].value')
    // An answer that arrived before its time is the old figure (on a loaded machine scheduling alone can take longer).
    if (Date.now() < publishAt) expect(early).toBe('150+')
    await waitFor(async () => (await t.visitor.fetch('*[_id == "stat-1"][0].value')) === '200+')
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt)
    expect(await t.visitor.fetch('*[_id == "stat-new"][0].value')).toBe('30')
    expect((await t.editor.getDocument('_.releases.rLaunch'))?.state).toBe('published')
  })

  test('a scheduled draft (a release of one document, from its draft) is published at its time', async () => {
    const t = await lake()
    // The Studio's "Schedule" of a draft: a release of cardinality one, a version made from the draft, a time.
    const intendedPublishAt = new Date(Date.now() + 3_600_000).toISOString()
    await t.editor.releases.create({
      releaseId: 'rDraft',
      metadata: {
        title: 'Scheduled draft',
        releaseType: 'scheduled',
        cardinality: 'one',
        intendedPublishAt,
      },
    })
    const draft = await t.editor.getDocument('drafts.stat-1')
    await t.editor.createVersion({
      baseId: 'drafts.stat-1',
      ifBaseRevisionId: draft?._rev,
      publishedId: 'stat-1',
      releaseId: 'rDraft',
    })
    // Its time is set as it is scheduled: two seconds from the request, which a loaded machine answers well within.
    await t.editor.releases.schedule({
      releaseId: 'rDraft',
      publishAt: new Date(Date.now() + 2_000).toISOString(),
    })
    await waitFor(async () => (await t.visitor.fetch('*[_id == "stat-1"][0].value')) === '175+')
  })

  test('a scheduled release scheduled again goes at its new time, not the old one', async () => {
    const t = await lake()
    await launchRelease(t)
    // Times far enough apart that each request is answered before the time it sets, even on a loaded machine.
    const first = Date.now() + 3_000
    await t.editor.releases.schedule({ releaseId: 'rLaunch', publishAt: new Date(first).toISOString() })
    const later = first + 3_000
    await t.editor.releases.schedule({ releaseId: 'rLaunch', publishAt: new Date(later).toISOString() })
    // Past the first time and before the new one, the release has not gone out (an answer that arrived after the new
    // time says nothing about the old one).
    await new Promise((resolve) => setTimeout(resolve, first + 500 - Date.now()))
    const between = await t.visitor.fetch('*[_id == "stat-1"][0].value')
    if (Date.now() < later) expect(between).toBe('150+')
    await waitFor(async () => (await t.visitor.fetch('*[_id == "stat-1"][0].value')) === '200+')
    expect(Date.now()).toBeGreaterThanOrEqual(later)
  })

  test('a server that was down at the release’s time publishes it as soon as it starts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lake-overdue-'))
    const seedFile = await writeSeed(dir, SEED)
    const dataDir = join(dir, 'data')
    const first = await startLake({ seedFile, dataDir })
    await launchRelease(first)
    // Far enough ahead to still be in the future when the request arrives on a loaded machine.
    const publishAt = Date.now() + 2_000
    await first.editor.releases.schedule({
      releaseId: 'rLaunch',
      publishAt: new Date(publishAt).toISOString(),
    })
    await first.close()
    // The lake is down when the release's time passes.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now()) + 100))
    const second = await lake({ seedFile, dataDir })
    await waitFor(async () => (await second.visitor.fetch('*[_id == "stat-1"][0].value')) === '200+')
    expect((await second.editor.getDocument('_.releases.rLaunch'))?.state).toBe('published')
  })

  test('a release that fails validation at its time goes back to active with the reason', async () => {
    const t = await lake({
      validateRelease: async (versions) =>
        versions.map((version) => ({ documentId: version._id, message: 'Launch, value: Required' })),
    })
    await launchRelease(t)
    await t.editor.releases.schedule({
      releaseId: 'rLaunch',
      // Two seconds: the request reaches the lake before its time even on a loaded machine.
      publishAt: new Date(Date.now() + 2_000).toISOString(),
    })
    await waitFor(async () => (await t.editor.getDocument('_.releases.rLaunch'))?.state === 'active')
    const failed = await t.editor.getDocument('_.releases.rLaunch')
    expect(failed?.error?.message).toBe(
      'Release "rLaunch" cannot be published: Launch, value: Required; Launch, value: Required',
    )
    expect(failed?.publishAt).toBeUndefined()
    expect(await t.visitor.fetch('*[_id == "stat-1"][0].value')).toBe('150+')
  })
})
