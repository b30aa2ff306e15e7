// Document history is pruned by age (LAKE_HISTORY_DAYS), keeping what the Releases tool and restoring a deleted
// document read: a published release's documents and its revert still work after its edits are pruned.
import { expect, test } from 'vitest'
import { historyDays } from '../../server/content-lake/history.ts'
import { lakeForTests, studioApi } from './harness.ts'

const t = lakeForTests()
const DAY_MS = 24 * 60 * 60 * 1000

const history = async (path: string) => {
  const response = await studioApi(t).request(`/data/history/production/${path}`)
  return response.headers.get('content-type')?.includes('ndjson')
    ? (await response.text())
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id: string; documentIDs: string[] })
    : ((await response.json()) as { documents: Record<string, unknown>[] }).documents
}

test('history older than the period goes, but what releases and restores read stays', async () => {
  const { editor } = t
  // A release that changes stat-1 and makes a new stat, published; stat-1 is edited again afterwards.
  await editor.releases.create({ releaseId: 'rLaunch', metadata: { title: 'Launch', releaseType: 'asap' } })
  await editor.createVersion({ baseId: 'stat-1', publishedId: 'stat-1', releaseId: 'rLaunch' })
  await editor.patch('versions.rLaunch.stat-1').set({ value: '200+' }).commit()
  await editor.createVersion({
    document: { _id: 'versions.rLaunch.stat-new', _type: 'stat', value: '30', label: 'Countries' },
    publishedId: 'stat-new',
    releaseId: 'rLaunch',
  })
  const { transactionId } = await editor.releases.publish({ releaseId: 'rLaunch' })
  await editor.patch('stat-1').set({ label: 'Projects' }).commit()
  // A public document edited twice, then deleted; a lead (private) made and deleted.
  await editor.patch('stat-2').set({ value: 'a' }).commit()
  await editor.patch('stat-2').set({ value: 'b' }).commit()
  await editor.delete('stat-2')
  await editor.create({ _id: 'contactSubmission.gone', _type: 'contactSubmission', name: 'Erased' })
  await editor.delete('contactSubmission.gone')

  // Nothing is old yet.
  expect(await t.lake.pruneHistory()).toBe(0)
  // 91 days later, with the default 90 days kept.
  const later = Date.now() + 91 * DAY_MS
  expect(await t.lake.pruneHistory(later)).toBeGreaterThan(0)
  expect(await t.lake.pruneHistory(later)).toBe(0)

  // stat-2's edits are gone; its last revision, which restoring it reads, stays.
  const stat2 = (await history('transactions/stat-2')) as { id: string }[]
  expect(stat2).toHaveLength(2) // how it was before (from the deletion's row), and the deletion
  expect(await history('documents/stat-2?lastRevision=true')).toMatchObject([{ _id: 'stat-2', value: 'b' }])
  // A private document keeps nothing past the period.
  expect(await history('documents/contactSubmission.gone?lastRevision=true')).toEqual([])

  // The release: its versions still end in its publish transaction...
  const final = (await history(
    'documents/versions.rLaunch.stat-1,versions.rLaunch.stat-new?lastRevision=true',
  )) as { _rev: string }[]
  expect(final.map((doc) => doc._rev)).toEqual([transactionId, transactionId])
  // ...and the revision before it can still be read, to revert it.
  const log = (await history(
    `transactions/stat-1,stat-new?toTransaction=${transactionId}&reverse=true&limit=1000`,
  )) as { id: string; documentIDs: string[] }[]
  expect(log[0]?.id).toBe(transactionId)
  const before = log.find((entry) => entry.id !== transactionId && entry.documentIDs.includes('stat-1'))!
  expect(await history(`documents/stat-1?revision=${before.id}`)).toMatchObject([
    { _id: 'stat-1', value: '150+' },
  ])
  // The later edit of stat-1 was pruned; the document itself is untouched.
  expect(await editor.getDocument('stat-1')).toMatchObject({ value: '200+', label: 'Projects' })
})

test('LAKE_HISTORY_DAYS: 90 unless set, a positive number of days', () => {
  expect(historyDays(undefined)).toBe(90)
  expect(historyDays('30')).toBe(30)
  expect(historyDays('0.5')).toBe(0.5)
  expect(() => historyDays('0')).toThrow('LAKE_HISTORY_DAYS must be a positive number of days, got "0"')
  expect(() => historyDays('forever')).toThrow('LAKE_HISTORY_DAYS must be a positive number of days')
})
