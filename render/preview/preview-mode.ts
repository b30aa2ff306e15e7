// Preview mode: the Presentation tool opens the site through its preview-mode link,
//   /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…
// The secret is one the Studio has just written to the content lake (@sanity/preview-url-secret); a valid one
// marks this browser as previewing (preview-cookie.ts, so the server lets the Studio frame the pages) and sends it
// to the page with a short-lived read-only token in the fragment, which browsers never send to a server: the page
// reads drafts with it (web/src/data/preview.ts). A visitor without a valid link never gets either.
import type { SanityClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { isSitePath } from '../../schemas/lib/redirect-target.ts'
import { clearPreviewCookie, setPreviewCookie } from './preview-cookie.ts'

export const ENABLE_PATH = '/api/preview-mode/enable'
export const DISABLE_PATH = '/api/preview-mode/disable'

export interface PreviewModeOptions {
  /** A client whose token reads the Studio's secret documents (drafts). */
  secretReader(request: Request): SanityClient
  /** The token the page reads drafts with. */
  issueToken(): Promise<string> | string
  /** Signs the preview cookie. */
  cookieKey: string
}

const NO_STORE = { 'Cache-Control': 'no-store' }
/** Where the Presentation tool names its perspective: `published`, `drafts` or a release stack (`rSummer,drafts`). */
const PERSPECTIVE_PARAM = 'sanity-preview-perspective'
const STUDIO_PERSPECTIVE = /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,15}$/

/** A path on this site (one leading slash), whatever the link said. */
function sitePath(value: string | null | undefined): string {
  const url = new URL(value || '/', 'http://site.invalid')
  const path = `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`
  return isSitePath(path) ? path : '/'
}

export async function enablePreviewMode(request: Request, options: PreviewModeOptions): Promise<Response> {
  const { isValid, redirectTo } = await validatePreviewUrl(options.secretReader(request), request.url)
  if (!isValid) {
    return new Response('This preview link is not valid (any more): open the page again from the Studio.', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
    })
  }
  const target = new URL(sitePath(redirectTo), 'http://site.invalid')
  // Later changes of the Studio's perspective reach the page over its connection to the Studio; a release (or
  // published) the preview starts in goes to the page with the address, which the page then takes off it. Drafts
  // is where a preview starts anyway.
  const perspective = target.searchParams.get(PERSPECTIVE_PARAM)
  target.searchParams.delete(PERSPECTIVE_PARAM)
  target.searchParams.set('preview', 'drafts')
  if (perspective && perspective !== 'drafts' && STUDIO_PERSPECTIVE.test(perspective))
    target.searchParams.set(PERSPECTIVE_PARAM, perspective)
  target.hash = `preview-token=${encodeURIComponent(await options.issueToken())}`
  return new Response(null, {
    status: 307,
    headers: {
      Location: `${target.pathname}${target.search}${target.hash}`,
      'Set-Cookie': setPreviewCookie(options.cookieKey),
      ...NO_STORE,
    },
  })
}

/** Leaves preview: the cookie goes, and the page forgets its token (`?preview=off`). */
export function disablePreviewMode(request: Request): Response {
  const target = new URL(sitePath(new URL(request.url).searchParams.get('redirect')), 'http://site.invalid')
  target.searchParams.set('preview', 'off')
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${target.pathname}${target.search}`,
      'Set-Cookie': clearPreviewCookie(),
      ...NO_STORE,
    },
  })
}
