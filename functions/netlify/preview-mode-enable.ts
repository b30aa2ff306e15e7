// Netlify entry for GET /api/preview-mode/enable, the Presentation tool's link into preview mode (preview-mode.ts).
import { enablePreview } from '../preview-mode.ts'
import { forNetlify } from '../lib/platforms.ts'

export default forNetlify(enablePreview)
export const config = { path: '/api/preview-mode/enable' }
