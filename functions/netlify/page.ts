// Netlify entry for every page and the sitemaps (page.ts). It answers before Netlify's static files, so the
// prerendered HTML of the build never shadows a page a publish has changed; the hashed assets, the favicon and
// robots.txt stay static files, and /api/* stays with the other functions.
import page from '../page.ts'
import { forNetlify } from '../lib/platforms.ts'

export default forNetlify(page)
export const config = {
  path: '/*',
  excludedPath: ['/api/*', '/assets/*', '/favicon.svg', '/robots.txt'],
  preferStatic: false,
}
