import { publishedIdOf } from './source-ids.ts'
import type { SanityDocument } from './store.ts'

/**
 * How a query sees the documents: `published`, `drafts`, `raw`, or a stack of releases (Content Releases): release
 * ids and `drafts`, the first that has a version of a document wins and the published version is the last resort,
 * as hosted Sanity reads `perspective=rSummer,rSpring,drafts`.
 */
export type Perspective = 'published' | 'drafts' | 'raw' | PerspectiveStack
export type PerspectiveStack = readonly string[]

/** The API's default: `published` from API version 2025-02-19 on, `raw` before (Sanity's own rule). */
export function defaultPerspective(apiVersion: string): Perspective {
  return supportsReleases(apiVersion) ? 'published' : 'raw'
}

/** API versions that know release versions and perspective stacks: 2025-02-19 and later, and `X`. */
export function supportsReleases(apiVersion: string): boolean {
  const date = apiVersion.replace(/^v/, '')
  return date === 'X' || (/^\d{4}-\d{2}-\d{2}$/.test(date) && date >= '2025-02-19')
}

const NAMED = new Set(['published', 'drafts', 'raw', 'previewDrafts'])
/** What a release id may be: Sanity's document id characters, no dot. */
const RELEASE_ID = /^[a-zA-Z0-9_-]{1,64}$/

/**
 * The `perspective` parameter as Sanity reads it: a named perspective, or a comma-separated stack of release ids
 * (with `drafts` and `published` allowed in it). Null when it is neither.
 */
export function parsePerspective(value: string): Perspective | null {
  if (NAMED.has(value)) return value === 'previewDrafts' ? 'drafts' : (value as Perspective)
  const stack = value.split(',').map((part) => part.trim())
  if (stack.some((part) => part === 'raw' || part === 'previewDrafts' || !RELEASE_ID.test(part))) return null
  if (stack.length === 1 && (stack[0] === 'published' || stack[0] === 'drafts')) return stack[0]
  return stack
}

/** A perspective as one string, for caches and logs. */
export const perspectiveKey = (perspective: Perspective): string =>
  typeof perspective === 'string' ? perspective : `[${perspective.join(',')}]`

const DRAFT = 'drafts.'
const VERSION = 'versions.'
const isDraft = (id: string) => id.startsWith(DRAFT)
const isVersion = (id: string) => id.startsWith(VERSION)
/** The release a `versions.<release>.<id>` belongs to. */
export const releaseOfVersion = (id: string): string | null => (isVersion(id) ? id.split('.')[1]! : null)

/**
 * A version that unpublishes its document when its release is published (the Studio's "unpublish when releasing"):
 * in a stack that shows it, the document is gone.
 */
export const isUnpublishingVersion = (doc: SanityDocument | null | undefined): boolean =>
  !!doc && isVersion(doc._id) && (doc._system as { delete?: unknown } | undefined)?.delete === true

// A perspective is applied one document at a time, so that a query which reads a few documents (by id, type, slug,
// reference: query-planner.ts) never builds the whole dataset's view. `published` hides drafts and release versions;
// `drafts` shows each document's draft in place of its published version, under the published id (as Sanity does),
// and hides versions; a stack shows the version of the highest release that has one; `raw` shows all.

/** The id under which a stored document appears in a perspective, or null when the perspective hides it. */
export function viewId(id: string, perspective: Perspective): string | null {
  if (perspective === 'raw') return id
  if (typeof perspective !== 'string') {
    const release = releaseOfVersion(id)
    if (release !== null) return perspective.includes(release) ? publishedIdOf(id) : null
    if (isDraft(id)) return perspective.includes('drafts') ? publishedIdOf(id) : null
    return id
  }
  if (isVersion(id)) return null
  if (isDraft(id)) return perspective === 'drafts' ? id.slice(DRAFT.length) : null
  return id
}

/** The stored ids that may appear as `id` in a perspective, the one shown first. */
export function sourceIds(id: string, perspective: Perspective): string[] {
  if (perspective === 'raw') return [id]
  // An id that is itself a draft's or a version's (`drafts.x` asked for by name) has no published version.
  const plain = !isDraft(id) && !isVersion(id)
  if (perspective === 'published') return plain ? [id] : []
  if (perspective === 'drafts') return plain ? [DRAFT + id, id] : [DRAFT + id]
  const ids: string[] = []
  for (const entry of perspective) {
    if (entry === 'drafts') ids.push(DRAFT + id)
    else if (entry !== 'published') ids.push(`${VERSION}${entry}.${id}`)
    else if (plain) ids.push(id)
  }
  if (plain && !ids.includes(id)) ids.push(id)
  return ids
}

/** A stored document as it appears under `id`: a draft shown in the drafts perspective gets its published id. */
export function asViewed(doc: SanityDocument, id: string): SanityDocument {
  return doc._id === id ? doc : { ...doc, _id: id }
}

/**
 * Where `id` sits in the whole view, as the stored id whose place it takes: a draft or version shown in place of
 * its published version takes the published version's place; one with no published version keeps its own (the
 * one shown).
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
