import type { ClientPerspective } from '@sanity/client'

const TOKEN_KEY = 'preview-token'
const PERSPECTIVE_KEY = 'preview-perspective'
/** The Presentation tool's name for the perspective a preview starts in (@sanity/preview-url-secret). */
export const PERSPECTIVE_PARAM = 'sanity-preview-perspective'

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

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const memory = new Map<string, string>()
/**
 * The tab's session storage; a browser may refuse it to a page framed by another site (the Studio's visual
 * editing), which then keeps its preview for this page load only.
 */
function tabStorage(): TabStorage {
  try {
    return window.sessionStorage
  } catch {
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    }
  }
}

/**
 * Draft preview: a link from the Studio opens a page with `?preview=drafts`; the choice is kept for the tab so
 * navigation stays in preview until `?preview=off`. The Studio's link also carries a short-lived, read-only preview
 * token in its fragment (`#preview-token=…`, never sent to a server); it is kept for the tab and taken off the URL.
 * A link that previews a release names it in `sanity-preview-perspective` (kept for the tab and taken off the URL
 * too, see previewStartPerspective); a link without it starts in drafts.
 */
export function previewPerspective(
  location: Location,
  storage: TabStorage = tabStorage(),
): ClientPerspective {
  const search = new URLSearchParams(location.search)
  const requested = search.get('preview')
  const studioPerspective = search.get(PERSPECTIVE_PARAM)
  if (requested === 'drafts') {
    storage.setItem('preview', 'drafts')
    if (studioPerspective === null) storage.removeItem(PERSPECTIVE_KEY)
  }
  if (requested === 'off') {
    storage.removeItem('preview')
    storage.removeItem(TOKEN_KEY)
    storage.removeItem(PERSPECTIVE_KEY)
  }
  if (studioPerspective !== null && requested !== 'off')
    storage.setItem(PERSPECTIVE_KEY, perspectiveKey(sitePerspective(studioPerspective)))
  const token = new URLSearchParams(location.hash.slice(1)).get(TOKEN_KEY)
  if (token) storage.setItem(TOKEN_KEY, token)
  if ((token || studioPerspective !== null) && typeof history !== 'undefined') {
    search.delete(PERSPECTIVE_PARAM)
    const query = search.toString()
    const hash = token ? '' : location.hash
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${hash}`)
  }
  return storage.getItem('preview') === 'drafts' ? 'drafts' : 'published'
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
