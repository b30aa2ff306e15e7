// Netlify entry for POST /api/chat (directory set in netlify.toml).
import chat from '../chat.ts'
import { forNetlify } from '../lib/platforms.ts'

export default forNetlify(chat)
export const config = { path: '/api/chat' }
