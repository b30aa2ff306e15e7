// GET /api/preview-mode/disable on Netlify and Vercel: the way out of preview mode, answered exactly as the local
// server answers it (render/preview/): clears the preview cookie.
import { disablePreviewMode } from '../../render/preview/preview-mode.ts'
import { defineFunction } from '../lib/define-function.ts'
import { plainText } from '../lib/http.ts'

export default defineFunction({
  name: 'preview-mode-disable',
  path: '/api/preview-mode/disable',
  methods: ['GET'],
  handler: async (request) => {
    if (request.method !== 'GET') return plainText(405, 'Method not allowed', { Allow: 'GET' })
    return disablePreviewMode(request)
  },
  local: { instead: 'the local server answers it itself (render/preview/)' },
})
