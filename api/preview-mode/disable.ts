// Vercel entry for GET /api/preview-mode/disable, the way out of preview mode (functions/preview-mode.ts).
import { disablePreview } from '../../functions/preview-mode.ts'
import { forVercel } from '../../functions/lib/platforms.ts'

export default forVercel(disablePreview)
