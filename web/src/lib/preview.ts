import type { ClientPerspective } from '@sanity/client'

/**
 * Draft preview: a link from the Studio opens a page with `?preview=drafts`; the choice is kept for the tab so
 * navigation stays in preview until `?preview=off`.
 */
export function previewPerspective(
  location: Location,
  storage: Storage = window.sessionStorage,
): ClientPerspective {
  const requested = new URLSearchParams(location.search).get('preview')
  if (requested === 'drafts') storage.setItem('preview', 'drafts')
  if (requested === 'off') storage.removeItem('preview')
  return storage.getItem('preview') === 'drafts' ? 'drafts' : 'published'
}
