// Thin adapters from each platform's calling convention to the handlers' own `(request, context)`: the handlers are
// written once; only where the client address and background work come from, which headers the platform's CDN
// reads and how its cache is purged differ.
import type { FunctionContext, FunctionHandler, Platform } from './context.ts'

/** The part of Netlify's function context the handlers need (Functions API v2). */
export interface NetlifyContext {
  ip: string
  waitUntil?: (promise: Promise<unknown>) => void
}

export function forNetlify(handler: FunctionHandler) {
  return (request: Request, context: NetlifyContext) =>
    handler(request, {
      clientIp: context.ip,
      waitUntil: context.waitUntil?.bind(context),
      platform: 'netlify',
      purgeCache: (tags) => purgeNetlifyCache(tags),
    })
}

/** Vercel replaces any client-sent `x-real-ip` with the connection's address, so it can be trusted there. */
export function forVercel(handler: FunctionHandler) {
  return {
    fetch(request: Request) {
      const context: FunctionContext = {
        clientIp: request.headers.get('x-real-ip') ?? 'unknown',
        platform: 'vercel',
        purgeCache: (tags) => purgeVercelCache(tags),
      }
      return handler(request, context)
    },
  }
}

/** How long the CDN may serve an answer as fresh, then while it fetches a new one in the background; and its tags. */
export interface CdnCachePolicy {
  maxAge: number
  staleWhileRevalidate: number
  tags: string[]
}

/**
 * The headers that make the platform's CDN keep an answer: each CDN reads its own header and strips it, so the
 * browser sees only `Cache-Control`. Elsewhere, the standard `CDN-Cache-Control` and the common `Cache-Tag`.
 * Netlify's `durable` shares one cached copy between all its edge nodes, so a page renders once, not once per node.
 */
export function cdnCacheHeaders(
  platform: Platform | undefined,
  policy: CdnCachePolicy,
): Record<string, string> {
  const ages = `s-maxage=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`
  const tags = policy.tags.join(',')
  if (platform === 'netlify')
    return { 'Netlify-CDN-Cache-Control': `public, durable, ${ages}`, 'Netlify-Cache-Tag': tags }
  if (platform === 'vercel') return { 'Vercel-CDN-Cache-Control': ages, 'Vercel-Cache-Tag': tags }
  return { 'CDN-Cache-Control': `public, ${ages}`, 'Cache-Tag': tags }
}

/** A purge that hangs must not hold the webhook until the platform kills it. */
const PURGE_TIMEOUT_MS = 10_000

async function post(url: string, token: string, body: unknown, platformName: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`${platformName}'s purge API answered ${response.status}`)
}

/**
 * Netlify's purge API. Netlify gives every function `SITE_ID` and a purge token for its own site
 * (`NETLIFY_PURGE_API_TOKEN`); `NETLIFY_API_TOKEN`, a personal access token, stands in where it does not.
 * `NETLIFY_API_URL` is for tests only (like `apiURL` of @netlify/functions' own purgeCache): under Netlify's local
 * emulation the functions run in worker threads, so a test answers the purge at a local address instead.
 */
export async function purgeNetlifyCache(
  tags: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const token = env.NETLIFY_PURGE_API_TOKEN || env.NETLIFY_API_TOKEN
  if (!token || !env.SITE_ID)
    throw new Error('NETLIFY_PURGE_API_TOKEN (or NETLIFY_API_TOKEN) and SITE_ID are not set')
  await post(
    `${env.NETLIFY_API_URL || 'https://api.netlify.com'}/api/v1/purge`,
    token,
    { site_id: env.SITE_ID, cache_tags: tags },
    'Netlify',
  )
}

/**
 * Vercel's edge-cache API, deleting (not only marking stale) what carries the tags, so the next request after a
 * publish renders the new content rather than getting the old page once more while it refreshes. Needs an access
 * token and the project's id (and its team's, for a team project). It purges the deployment target it runs in
 * (production or preview), so a preview's webhook leaves production's cache alone.
 */
export async function purgeVercelCache(
  tags: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const token = env.VERCEL_API_TOKEN
  const project = env.VERCEL_PROJECT_ID
  if (!token || !project) throw new Error('VERCEL_API_TOKEN and VERCEL_PROJECT_ID are not set')
  const query = new URLSearchParams({ projectIdOrName: project })
  if (env.VERCEL_TEAM_ID) query.set('teamId', env.VERCEL_TEAM_ID)
  const target = env.VERCEL_ENV === 'production' || env.VERCEL_ENV === 'preview' ? env.VERCEL_ENV : undefined
  await post(
    `https://api.vercel.com/v1/edge-cache/dangerously-delete-by-tags?${query}`,
    token,
    { tags, ...(target ? { target } : {}) },
    'Vercel',
  )
}

/** A Netlify scheduled function: Netlify runs it on the cron of its entry's config; it has no address and answers nothing. */
export function forNetlifySchedule(run: () => Promise<unknown>) {
  return async () => {
    await run()
  }
}
