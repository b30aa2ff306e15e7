import type { ClientPerspective } from '@sanity/client'

const TOKEN_KEY = 'preview-token'

/**
 * Draft preview: a link from the Studio opens a page with `?preview=drafts`; the choice is kept for the tab so
 * navigation stays in preview until `?preview=off`. The Studio's link also carries a short-lived, read-only preview
 * token in its fragment (`#preview-token=…`, never sent to a server); it is kept for the tab and taken off the URL.
 */
export function previewPerspective(
  location: Location,
  storage: Storage = window.sessionStorage,
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
export function previewToken(storage: Storage = window.sessionStorage): string | undefined {
  return storage.getItem(TOKEN_KEY) ?? undefined
}
