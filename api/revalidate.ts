// Vercel entry for POST /api/revalidate, Sanity's webhook after a publish (functions/revalidate.ts).
import revalidate from '../functions/revalidate.ts'
import { forVercel } from '../functions/lib/platforms.ts'

export default forVercel(revalidate)
