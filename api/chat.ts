// Vercel entry for POST /api/chat: Vercel serves every file of the root api/ folder as a function.
import chat from '../functions/chat.ts'
import { forVercel } from '../functions/lib/platforms.ts'

export default forVercel(chat)
