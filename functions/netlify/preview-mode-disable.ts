// Netlify entry for GET /api/preview-mode/disable, the way out of preview mode (preview-mode.ts).
import { disablePreview } from '../preview-mode.ts'
import { forNetlify } from '../lib/platforms.ts'

export default forNetlify(disablePreview)
export const config = { path: '/api/preview-mode/disable' }
