// What a page in preview shows and keeps for the tab, read by the preview's own code (features/preview/, loaded only in
// preview mode). What every page reads as it starts, whether this is a preview at all, is preview-link.ts.
import { PERSPECTIVE_KEY, TOKEN_KEY, tabStorage, type TabStorage } from './preview-link.ts'

/**
 * What a page in preview shows: published content, drafts, or a stack of releases over the drafts (`['rSummer',
 * 'drafts']`: the page as the release will publish it), as the content lake reads `perspective`.
 */
export type SitePerspective = 'published' | 'drafts' | string[]

/** A release id as Sanity makes them (and the lake accepts in a perspective): no dots, no commas. */
const RELEASE_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The Studio's perspective as the site queries with it. The Studio sends a name, or a release stack as an array
 * (visual editing) or comma-joined (the preview link); `raw` and anything unknown preview drafts.
 */
export function sitePerspective(value: unknown): SitePerspective {
  if (value === 'published') return 'published'
  const parts = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .filter((part): part is string => typeof part === 'string')
    .map((part) => (part.trim() === 'previewDrafts' ? 'drafts' : part.trim()))
  const stack = [...new Set(parts)].filter(
    (part) => part !== 'published' && part !== 'raw' && RELEASE_ID.test(part),
  )
  if (stack.some((part) => part !== 'drafts')) return stack
  return parts.length > 0 && parts.every((part) => part === 'published') ? 'published' : 'drafts'
}

/** One string per perspective, for comparing two and keeping one: `published`, `drafts`, `rSummer,drafts`. */
export const perspectiveKey = (perspective: SitePerspective): string =>
  typeof perspective === 'string' ? perspective : perspective.join(',')

/** The release a perspective previews (the top of its stack), or null for published and drafts. */
export function previewedRelease(perspective: SitePerspective): string | null {
  return typeof perspective === 'string' ? null : (perspective.find((part) => part !== 'drafts') ?? null)
}

/** The perspective a page in preview starts in: the one the Studio last named in this tab, else drafts. */
export function previewStartPerspective(storage: TabStorage = tabStorage()): SitePerspective {
  const kept = storage.getItem(PERSPECTIVE_KEY)
  return kept === null ? 'drafts' : sitePerspective(kept)
}

/** Keeps the Studio's latest perspective for the tab, so a reload or the next page of the preview starts in it. */
export function keepPreviewPerspective(perspective: SitePerspective, storage: TabStorage = tabStorage()) {
  storage.setItem(PERSPECTIVE_KEY, perspectiveKey(perspective))
}

/** The preview token of this tab, if a Studio preview link gave one. */
export function previewToken(storage: TabStorage = tabStorage()): string | undefined {
  return storage.getItem(TOKEN_KEY) ?? undefined
}
