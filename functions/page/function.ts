// GET of any page of the site, and of its sitemaps, on Netlify and Vercel: renders the page with the app's server
// entry against hosted Sanity, as the build prerenders it, and lets the platform's CDN keep the answer until a publish
// purges it (revalidate/function.ts). A page published after the build is served at its first request, like any other.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { collapseRedirects, redirectLocation } from '../../schemas/lib/redirect-target.ts'
import { sitemapFiles } from '../../render/page-files.ts'
import {
  createPageRenderer,
  preferProductionReact,
  TEMPLATE_FILE,
  VITE_MANIFEST_FILE,
  type PageRenderer,
  type RenderModule,
} from '../../render/renderer.ts'
import type { RouteTable } from '../../render/route-table.ts'
import { contentConnectSources, securityHeaderValues } from '../../render/security-headers.ts'
import { readAnalyticsSources } from '../../render/analytics-settings.ts'
import { NO_CSP_SOURCES, type CspSources } from '#shared/analytics-providers.ts'
import { getSanityClient } from '../lib/sanity-client.ts'
import { studioOrigins } from '../../render/preview/frame-ancestors.ts'
import { hostedPreviewCookieKey } from '../../render/preview/hosted-preview-mode.ts'
import { isPreviewCookieValid, PREVIEW_COOKIE, readCookie } from '../../render/preview/preview-cookie.ts'
import type { FunctionContext, FunctionHandler } from '../lib/context.ts'
import { cdnCacheHeaders } from '../lib/platforms.ts'
import { defineFunction } from '../lib/define-function.ts'
import { PAGE_TAG, pathTag, SITEMAP_TAG } from '../revalidate/function.ts'

/**
 * How long the CDN answers with its copy without asking the function: one minute. A publish purges the copies at
 * once, so this only bounds how stale a page can get when no purge comes (the webhook not set up or failing, or a
 * render that read content Sanity's API CDN had not refreshed yet). After that, for a day, the CDN still answers at
 * once with its copy while the function renders the new one, so a visitor waits for a render only on a page's first
 * visit after a purge or a deploy.
 */
export const PAGE_CACHE = { maxAge: 60, staleWhileRevalidate: 86_400 }

/** The browser always asks again (cheaply: the CDN answers), so a reload after a publish shows the new page. */
const BROWSER_CACHE = 'public, max-age=0, must-revalidate'

/** Where vercel.json's rewrite sends pages, with the requested path as `?path=`. */
const VERCEL_REWRITE_PATH = '/api/page' as const

const UNAVAILABLE = 'This page could not be rendered just now; please try again shortly'

/** A page in preview: drafts are read in the browser, and nothing may keep the answer. */
const PREVIEW_CACHE = 'private, no-store'

/**
 * Whether this request comes from a browser in preview mode: it carries a preview cookie signed by the
 * preview-mode link (preview-mode-enable/function.ts), which needs SANITY_API_READ_TOKEN. Only then may the Studio frame the page.
 */
function inPreview(request: Request, env: Record<string, string | undefined>): boolean {
  const cookie = readCookie(request.headers.get('cookie'), PREVIEW_COOKIE)
  const key = cookie === undefined ? undefined : hostedPreviewCookieKey(env)
  return key !== undefined && isPreviewCookieValid(key, cookie)
}

/**
 * A preview address (`?preview=…`, where the preview-mode link sends the editor). Its answer is never kept by the
 * CDN even without a valid cookie: the CDN's copy would otherwise answer the editor's request first, with a page
 * the Studio may not frame (the CDN's cache key has the address, not the cookie).
 */
const isPreviewAddress = (url: string) => new URL(url).searchParams.has('preview')

/** The sitemap index and its child sitemaps (`sitemapFiles` names them). */
const SITEMAP_FILE = /^\/sitemap[\w-]*\.xml$/

interface Answer {
  status: number
  body: string | null
  headers: Record<string, string>
  tags: string[]
}

/**
 * The decoded path asked for, without trailing slashes (the local server's rule), or null when its encoding is
 * broken. Behind vercel.json's rewrite the function may see its own address, with the page's path as `?path=`.
 */
function requestedPath(url: string): string | null {
  const { pathname, searchParams } = new URL(url)
  let path: string
  try {
    const rewritten = pathname === VERCEL_REWRITE_PATH ? searchParams.get('path') : null
    path = rewritten === null ? decodeURIComponent(pathname) : `/${rewritten.replace(/^\/+/, '')}`
  } catch {
    return null
  }
  if (path.includes('\0')) return null
  return path.replace(/(?<=.)\/+$/, '')
}

/**
 * The query the visitor asked with (`?utm_source=…`, or ''), which a CMS redirect passes on. Behind vercel.json's
 * rewrite the function's own `?path=` is not the visitor's.
 */
function requestedQuery(url: string): string {
  const { pathname, search, searchParams } = new URL(url)
  if (pathname !== VERCEL_REWRITE_PATH) return search
  searchParams.delete('path')
  const query = searchParams.toString()
  return query ? `?${query}` : ''
}

/**
 * The CMS redirect of a path, under the rules of the build's `_redirects` file: never off the site by accident,
 * chains in one hop, never in place of a page that lives at the path (schemas/lib/redirect-target.ts).
 */
function redirectFor(table: RouteTable, path: string) {
  // Most requests are for pages: only a path some redirect starts at needs the routes and the chains.
  if (!table.redirects.some((redirect) => redirect.from === path)) return null
  const livePaths = new Set(table.routes.map((route) => route.path))
  const answer = collapseRedirects(table.redirects, livePaths).get(path)
  return answer ? { to: answer.to, status: answer.permanent ? 301 : 302 } : null
}

async function answerFor(renderer: PageRenderer, path: string, search = ''): Promise<Answer> {
  // The route table first: it has the sitemaps and the redirects, and rendering a redirected path would only warn
  // about a redirect during a server render.
  const table = await renderer.routes()
  const sitemap = SITEMAP_FILE.test(path)
    ? sitemapFiles(table.routes, table.siteUrl, table.translations).get(path.slice(1))
    : undefined
  if (sitemap !== undefined)
    return {
      status: 200,
      body: sitemap,
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
      tags: [SITEMAP_TAG],
    }
  const tags = [PAGE_TAG, pathTag(path)].filter((tag): tag is string => tag !== null)
  const redirect = redirectFor(table, path)
  if (redirect)
    return {
      status: redirect.status,
      body: null,
      headers: { Location: redirectLocation(redirect.to, search) },
      tags,
    }
  const page = await renderer.render(path)
  // The app answers unknown paths itself: the catch-all route renders the 404 page with status 404.
  return {
    status: page.status,
    body: page.html,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: page.etag },
    tags,
  }
}

/** How long an instance keeps the analytics provider's CSP hosts before it asks Sanity again. */
export const ANALYTICS_TTL_MS = 60_000

type AnalyticsReader = (env: Record<string, string | undefined>) => Promise<CspSources>

/**
 * The CSP hosts of the analytics provider the published Site Settings choose (docs/analytics.md, "CSP"), asked at
 * most once per `ttl` by an instance. A failed read keeps what was known (none at first): never a wider policy
 * than the settings last said.
 */
export function cachedAnalyticsSources(
  read: AnalyticsReader,
  { ttl = ANALYTICS_TTL_MS, now = Date.now } = {},
): AnalyticsReader {
  let known: CspSources = NO_CSP_SOURCES
  let readAt = -Infinity
  let reading: Promise<CspSources> | null = null
  return (env) => {
    if (now() - readAt < ttl) return Promise.resolve(known)
    reading ??= read(env)
      .then(
        (sources) => (known = sources),
        (error: unknown) => {
          console.error('[page] could not read the analytics settings:', error)
          return known
        },
      )
      .finally(() => {
        readAt = now()
        reading = null
      })
    return reading
  }
}

/** The provider's hosts from the content the pages render from (hosted Sanity, published). */
export const readPublishedAnalytics: AnalyticsReader = (env) =>
  readAnalyticsSources({ query: (query, params) => getSanityClient(env, 'public').fetch(query, params) })

/**
 * The page handler around a renderer, loaded on the first request and kept for the instance's life. `analytics`
 * gives the chosen analytics provider's CSP hosts (none when omitted).
 */
export function createPageHandler(
  loadRenderer: () => Promise<PageRenderer>,
  analytics: AnalyticsReader = async () => NO_CSP_SOURCES,
): FunctionHandler {
  let renderer: Promise<PageRenderer> | null = null
  const getRenderer = () =>
    (renderer ??= loadRenderer().catch((error: unknown) => {
      // Tried again by the next request rather than failing every request of this instance.
      renderer = null
      throw error
    }))

  return async (request: Request, context: FunctionContext) => {
    const env = context.env ?? process.env
    const preview = inPreview(request, env)
    const security = securityHeaderValues(
      contentConnectSources(env),
      preview ? studioOrigins(env) : undefined,
      await analytics(env),
    )
    const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
      new Response(request.method === 'HEAD' ? null : text, {
        status,
        headers: {
          ...security,
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          ...headers,
        },
      })

    const path = requestedPath(request.url)
    if (path === null) return plain(400, 'Bad request: the address is not valid')

    let answer: Answer
    try {
      answer = await answerFor(await getRenderer(), path, requestedQuery(request.url))
    } catch (error) {
      // Never cached, so the next request tries again; the details go to the function's log only.
      console.error(`[page] could not render ${path}:`, error)
      return plain(503, UNAVAILABLE, { 'Retry-After': '5' })
    }
    return new Response(request.method === 'HEAD' ? null : answer.body, {
      status: answer.status,
      headers: {
        ...security,
        ...answer.headers,
        ...(preview || isPreviewAddress(request.url)
          ? { 'Cache-Control': PREVIEW_CACHE }
          : {
              'Cache-Control': BROWSER_CACHE,
              ...cdnCacheHeaders(context.platform, { ...PAGE_CACHE, tags: answer.tags }),
            }),
      },
    })
  }
}

/**
 * The build's renderer, in a deployed function. The server entry is imported by a literal path so that the
 * platform's bundler (esbuild on Netlify, file tracing on Vercel) ships it with the packages it imports; `as string`
 * only hides the path from tsc, which runs before there is a build. The template and Vite's manifest are read as
 * files shipped beside the function (`included_files` in netlify.toml, `includeFiles` in vercel.json) at their place
 * under the project root, which both platforms make the function's working directory.
 */
async function loadBuiltRenderer(): Promise<PageRenderer> {
  if (!process.env.SANITY_PROJECT_ID)
    throw new Error('SANITY_PROJECT_ID is not set: deployed pages render from hosted Sanity')
  const clientDir = join(process.cwd(), 'dist/client')
  preferProductionReact()
  const [entry, template, viteManifest] = await Promise.all([
    import('../../dist/server/entry-server.js' as string) as Promise<RenderModule>,
    readFile(join(clientDir, TEMPLATE_FILE), 'utf8'),
    readFile(join(clientDir, VITE_MANIFEST_FILE), 'utf8').then((text) => JSON.parse(text)),
  ])
  // Built with SANITY_PROJECT_ID, the entry reads hosted Sanity and never this origin of the embedded lake.
  return createPageRenderer({ entry, template, viteManifest, lakeOrigin: 'http://localhost' })
}

export default defineFunction({
  name: 'page',
  // Where vercel.json's rewrite sends every page; on Netlify the function answers the pages' own paths.
  path: VERCEL_REWRITE_PATH,
  methods: ['GET', 'HEAD'],
  answers: 'text',
  handler: createPageHandler(loadBuiltRenderer, cachedAnalyticsSources(readPublishedAnalytics)),
  local: { instead: 'the local server renders the pages itself (render/)' },
  // Before Netlify's static files, so the build's prerendered HTML never shadows a page a publish has changed; the
  // hashed assets, the favicon and robots.txt stay static files, and /api/* stays with the other functions.
  netlifyRoute: {
    path: '/*',
    excludedPath: ['/api/*', '/assets/*', '/favicon.svg', '/robots.txt'],
    preferStatic: false,
  },
})
