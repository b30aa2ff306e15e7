// GET /api/preview-mode/enable on Netlify and Vercel: the Presentation tool's link into preview mode, answered exactly
// as the local server answers it (render/preview/). With hosted Sanity only: SANITY_API_READ_TOKEN checks the
// Studio's secret; a valid link sets the signed preview cookie (which lets the Studio frame the pages,
// page/function.ts) and hands the page the token in the address's fragment, which no server sees.
import { hostedPreviewOptions, PREVIEW_UNAVAILABLE } from '../../render/preview/hosted-preview-mode.ts'
import { enablePreviewMode } from '../../render/preview/preview-mode.ts'
import { defineFunction } from '../lib/define-function.ts'
import { plainText } from '../lib/http.ts'

export default defineFunction({
  name: 'preview-mode-enable',
  path: '/api/preview-mode/enable',
  methods: ['GET'],
  answers: 'text',
  handler: async (request, context) => {
    const options = hostedPreviewOptions(context.env ?? process.env)
    if (!options) return plainText(501, PREVIEW_UNAVAILABLE)
    return enablePreviewMode(request, options)
  },
  local: { instead: 'the local server answers it itself, with the embedded lake too (render/preview/)' },
})
