// Vercel entry for POST /api/send-contact-email: Vercel serves every file of the root api/ folder as a function.
import sendContactEmail from '../functions/send-contact-email.ts'
import { forVercel } from '../functions/lib/platforms.ts'

export default forVercel(sendContactEmail)
