// GET /api/preview-mode/enable and /disable on Netlify and Vercel: the Presentation tool's link into preview mode,
// and the way out, exactly as the local server answers them (server/preview/). With hosted Sanity only:
// SANITY_API_READ_TOKEN checks the Studio's secret; a valid link sets the signed preview cookie (which lets the
// Studio frame the pages, page.ts) and hands the page the token in the address's fragment, which no server sees.
import { hostedPreviewOptions, PREVIEW_UNAVAILABLE } from '../server/preview/hosted-preview-mode.ts'
import { disablePreviewMode, enablePreviewMode } from '../server/preview/preview-mode.ts'
import type { FunctionHandler } from './lib/context.ts'

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })

export const enablePreview: FunctionHandler = async (request, context) => {
  if (request.method !== 'GET') return plain(405, 'Method not allowed', { Allow: 'GET' })
  const options = hostedPreviewOptions(context.env ?? process.env)
  if (!options) return plain(501, PREVIEW_UNAVAILABLE)
  return enablePreviewMode(request, options)
}

export const disablePreview: FunctionHandler = async (request) => {
  if (request.method !== 'GET') return plain(405, 'Method not allowed', { Allow: 'GET' })
  return disablePreviewMode(request)
}
