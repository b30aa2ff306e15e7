import type { ClientPerspective } from '@sanity/client'

const TOKEN_KEY = 'preview-token'

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
 */
export function previewPerspective(
  location: Location,
  storage: TabStorage = tabStorage(),
): ClientPerspective {
  const requested = new URLSearchParams(location.search).get('preview')
  if (requested === 'drafts') storage.setItem('preview', 'drafts')
  if (requested === 'off') {
    storage.removeItem('preview')
    storage.removeItem(TOKEN_KEY)
  }
  const token = new URLSearchParams(location.hash.slice(1)).get(TOKEN_KEY)
  if (token) {
    storage.setItem(TOKEN_KEY, token)
    if (typeof history !== 'undefined')
      history.replaceState(history.state, '', location.pathname + location.search)
  }
  return storage.getItem('preview') === 'drafts' ? 'drafts' : 'published'
}

/** The preview token of this tab, if a Studio preview link gave one. */
export function previewToken(storage: TabStorage = tabStorage()): string | undefined {
  return storage.getItem(TOKEN_KEY) ?? undefined
}
