// Netlify entry for POST /api/send-contact-email (directory set in netlify.toml).
import sendContactEmail from '../send-contact-email.ts'
import { forNetlify } from '../lib/platforms.ts'

export default forNetlify(sendContactEmail)
export const config = { path: '/api/send-contact-email' }
