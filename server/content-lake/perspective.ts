import type { SanityDocument } from './store.ts'

export type Perspective = 'published' | 'drafts' | 'raw'

/** The API's default: `published` from API version 2025-02-19 on, `raw` before (Sanity's own rule). */
export function defaultPerspective(apiVersion: string): Perspective {
  const date = apiVersion.replace(/^v/, '')
  return date === 'X' || (/^\d{4}-\d{2}-\d{2}$/.test(date) && date >= '2025-02-19') ? 'published' : 'raw'
}

const DRAFT = 'drafts.'
const isDraft = (id: string) => id.startsWith(DRAFT)
const isVersion = (id: string) => id.startsWith('versions.')

// A perspective is applied one document at a time, so that a query which reads a few documents (by id, type, slug,
// reference: query-planner.ts) never builds the whole dataset's view. `published` hides drafts and release versions;
// `drafts` shows each document's draft in place of its published version, under the published id (as Sanity does),
// and hides versions; `raw` shows all.

/** The id under which a stored document appears in a perspective, or null when the perspective hides it. */
export function viewId(id: string, perspective: Perspective): string | null {
  if (perspective === 'raw') return id
  if (isVersion(id)) return null
  if (isDraft(id)) return perspective === 'drafts' ? id.slice(DRAFT.length) : null
  return id
}

/** The stored ids that may appear as `id` in a perspective, the one shown first. */
export function sourceIds(id: string, perspective: Perspective): string[] {
  if (perspective === 'raw') return [id]
  const plain = !isDraft(id) && !isVersion(id)
  if (perspective === 'published') return plain ? [id] : []
  return plain ? [DRAFT + id, id] : [DRAFT + id]
}

/** A stored document as it appears under `id`: a draft shown in the drafts perspective gets its published id. */
export function asViewed(doc: SanityDocument, id: string): SanityDocument {
  return doc._id === id ? doc : { ...doc, _id: id }
}

/**
 * Where `id` sits in the whole view, as the stored id whose place it takes: a draft shown in place of its published
 * version takes the published version's place; a draft with no published version keeps its own.
 */
export function placeId(
  id: string,
  perspective: Perspective,
  exists: (id: string) => boolean,
): string | null {
  const sources = sourceIds(id, perspective)
  const shown = sources.filter(exists)
  if (shown.length === 0) return null
  return shown.includes(id) ? id : shown[0]!
}
