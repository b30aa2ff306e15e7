// Vercel entry for every page and the sitemaps (functions/page.ts): vercel.json rewrites every path but the assets
// and the functions here, and the Vercel build removes the prerendered HTML that Vercel would serve first.
import page from '../functions/page.ts'
import { forVercel } from '../functions/lib/platforms.ts'

export default forVercel(page)
