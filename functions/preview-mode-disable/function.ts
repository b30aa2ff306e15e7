// GET /api/preview-mode/disable on Netlify and Vercel: the way out of preview mode, answered exactly as the local
// server answers it (render/preview/): clears the preview cookie.
import { disablePreviewMode } from '../../render/preview/preview-mode.ts'
import { defineFunction } from '../lib/define-function.ts'

export default defineFunction({
  name: 'preview-mode-disable',
  path: '/api/preview-mode/disable',
  methods: ['GET'],
  answers: 'text',
  handler: async (request) => disablePreviewMode(request),
  local: { instead: 'the local server answers it itself (render/preview/)' },
})
