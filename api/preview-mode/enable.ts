// Vercel entry for GET /api/preview-mode/enable, the Presentation tool's link into preview mode
// (functions/preview-mode.ts).
import { enablePreview } from '../../functions/preview-mode.ts'
import { forVercel } from '../../functions/lib/platforms.ts'

export default forVercel(enablePreview)
