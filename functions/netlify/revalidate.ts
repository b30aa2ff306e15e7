// Netlify entry for POST /api/revalidate, Sanity's webhook after a publish (revalidate.ts).
import revalidate from '../revalidate.ts'
import { forNetlify } from '../lib/platforms.ts'

export default forNetlify(revalidate)
export const config = { path: '/api/revalidate' }
