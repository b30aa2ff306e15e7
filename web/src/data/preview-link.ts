// Whether this page is a preview, as every page reads it first thing (app/start.tsx): a Studio preview link's
// parameters, kept for the tab. Small on purpose, as it is part of every page's initial JavaScript; what a preview
// then shows (drafts, a release) is preview.ts, loaded only in preview mode.
import type { ClientPerspective } from '@sanity/client'

export const TOKEN_KEY = 'preview-token'
export const PERSPECTIVE_KEY = 'preview-perspective'
/** The Presentation tool's name for the perspective a preview starts in (@sanity/preview-url-secret). */
export const PERSPECTIVE_PARAM = 'sanity-preview-perspective'

export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const memory = new Map<string, string>()
/**
 * The tab's session storage; a browser may refuse it to a page framed by another site (the Studio's visual
 * editing), which then keeps its preview for this page load only.
 */
export function tabStorage(): TabStorage {
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
    // Kept as the Studio wrote it: previewStartPerspective reads it as the site queries with it.
    storage.setItem(PERSPECTIVE_KEY, studioPerspective)
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
