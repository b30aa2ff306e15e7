import type { SanityDocument } from './store.ts'

export type Perspective = 'published' | 'drafts' | 'raw'

/** The API's default: `published` from API version 2025-02-19 on, `raw` before (Sanity's own rule). */
export function defaultPerspective(apiVersion: string): Perspective {
  const date = apiVersion.replace(/^v/, '')
  return date === 'X' || (/^\d{4}-\d{2}-\d{2}$/.test(date) && date >= '2025-02-19') ? 'published' : 'raw'
}

const isDraft = (id: string) => id.startsWith('drafts.')
const isVersion = (id: string) => id.startsWith('versions.')

/**
 * What a query sees. `published` hides drafts; `drafts` shows each document's draft in place of its published
 * version, under the published id (as Sanity does); `raw` shows everything.
 */
export function documentsFor(perspective: Perspective, documents: SanityDocument[]): SanityDocument[] {
  if (perspective === 'raw') return documents
  const published = documents.filter((doc) => !isDraft(doc._id) && !isVersion(doc._id))
  if (perspective === 'published') return published
  const byId = new Map(published.map((doc) => [doc._id, doc]))
  for (const doc of documents) {
    if (isDraft(doc._id))
      byId.set(doc._id.slice('drafts.'.length), { ...doc, _id: doc._id.slice('drafts.'.length) })
  }
  return [...byId.values()]
}
