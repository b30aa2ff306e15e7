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
  // The Studio's perspective reaches the page over its connection to the Studio; the address stays the site's own.
  target.searchParams.delete('sanity-preview-perspective')
  target.searchParams.set('preview', 'drafts')
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
