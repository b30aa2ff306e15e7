// What the lake checks before it publishes a release: every rule of the content model, as the Studio runs them, on
// every version; errors block it, in words that name the document and the field (server/release-validation.ts).
import { expect, test } from 'vitest'
import { validateRelease } from '../../server/release-validation.ts'
import { releaseTimeQuery } from '../../schemas/lib/queries.ts'
import type { SanityDocument } from '../../server/content-lake/store.ts'

const stamp = { _rev: 'r', _createdAt: '2026-11-01T00:00:00Z', _updatedAt: '2026-11-01T00:00:00Z' }
/** A dataset where every address is free and the release goes live on 15 January 2027. */
const dataset = {
  fetch: async (query: string) =>
    query === releaseTimeQuery ? { title: 'January launch', at: '2027-01-15T09:00:00.000Z' } : true,
  exists: () => true,
}

test('a complete version passes', async () => {
  const stat = {
    _id: 'versions.rJan.stat-1',
    _type: 'stat',
    value: '200+',
    label: 'Implementations',
    ...stamp,
  }
  expect(await validateRelease([stat as SanityDocument], dataset)).toEqual([])
})

test('a required field left empty blocks the release, named by the document and the field', async () => {
  const stat = { _id: 'versions.rJan.stat-1', _type: 'stat', label: 'Implementations', ...stamp }
  expect(await validateRelease([stat as SanityDocument], dataset)).toEqual([
    { documentId: 'versions.rJan.stat-1', message: '"Implementations" (stat-1), value: Required' },
  ])
}, 30_000)

test('an article dated after its release’s day blocks the release', async () => {
  const problems = await validateRelease(
    [
      {
        _id: 'versions.rJan.blogPost-x',
        _type: 'blogPost',
        title: 'Launch news',
        publishedAt: '2027-02-01',
        ...stamp,
      },
    ],
    dataset,
  )
  expect(problems).toContainEqual({
    documentId: 'versions.rJan.blogPost-x',
    message:
      '"Launch news" (blogPost-x), publishedAt: "January launch" goes live on 2027-01-15, before this date: move the date, or schedule the release for that day.',
  })
}, 30_000)
