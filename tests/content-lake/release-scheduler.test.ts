// The scheduler on its own, with a clock the test moves: what its timer does at the edges of a release's time.
import { afterEach, expect, test } from 'vitest'
import { ReleaseScheduler } from '../../server/content-lake/release-scheduler.ts'
import type { ReleaseDocument } from '../../server/content-lake/releases.ts'
import type { DocumentStore } from '../../server/content-lake/store.ts'

const schedulers: ReleaseScheduler[] = []
afterEach(() => schedulers.splice(0).forEach((scheduler) => scheduler.stop()))

/** A store of release documents only: what the scheduler reads. */
function releaseStore(releases: Record<string, { state: string; publishAt: number }>) {
  const documents = new Map(
    Object.entries(releases).map(([name, { state, publishAt }]) => [
      `_.releases.${name}`,
      {
        _id: `_.releases.${name}`,
        _type: 'system.release',
        name,
        state,
        publishAt: new Date(publishAt).toISOString(),
      } as unknown as ReleaseDocument,
    ]),
  )
  const store = {
    subscribe: () => () => {},
    idsWithPrefix: (prefix: string) => [...documents.keys()].filter((id) => id.startsWith(prefix)),
    get: (id: string) => documents.get(id) ?? null,
  } as unknown as DocumentStore
  return { store, documents }
}

test('a timer that fires a moment before the time does not stop the scheduler: the release goes when due', async () => {
  const publishAt = Date.parse('2026-12-01T09:00:00Z')
  const { store, documents } = releaseStore({ rLaunch: { state: 'scheduled', publishAt } })
  let clock = publishAt - 1
  const published: string[] = []
  const scheduler = new ReleaseScheduler(store, {
    now: () => clock,
    publish: async (releaseId) => {
      published.push(releaseId)
      documents.get(`_.releases.${releaseId}`)!.state = 'published'
    },
  })
  schedulers.push(scheduler)
  // Node's timers keep their own clock: one may fire when the wall clock is a millisecond short of the time.
  await scheduler.publishDue()
  expect(published).toEqual([])
  clock = publishAt
  await scheduler.publishDue()
  expect(published).toEqual(['rLaunch'])
})
