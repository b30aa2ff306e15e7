// The site as deployed on Netlify, under Netlify's own local emulation (@netlify/dev, pinned): NetlifyDev serving a
// hosted-mode build in a copy of the project (hosted-build.ts) as netlify.toml describes it: the static
// files of dist/client with its `_headers` and `_redirects`, and the functions of functions/netlify/, which it bundles
// with esbuild and runs in worker threads as Netlify's functions runtime would.
//
// What @netlify/dev does not emulate, and the harness stands in for: Netlify's CDN (it keeps nothing, so a small cache in
// front of it keeps the answers by `Netlify-CDN-Cache-Control` and drops them by `Netlify-Cache-Tag`) and Netlify's
// purge API (answered by the same server at NETLIFY_API_URL, a variable for tests only).
import { serve } from '@hono/node-server'
import { NetlifyDev } from '@netlify/dev'
import { vi } from 'vitest'
import type { StandIn } from './stand-in.ts'

export const WEBHOOK_SECRET = 'netlify-rehearsal-webhook-secret'
const SITE_ID = 'netlify-rehearsal-site'
const PURGE_TOKEN = 'netlify-rehearsal-purge-token'

export interface EmulatedSite {
  url: string
  webhookUrl: string
  /** The tags of every purge Netlify's API was asked for, in order. */
  purges: string[][]
  /** The security headers NetlifyDev applied from `_headers`, per path, as its headers collector saw them. */
  headerRules: Map<string, [string, string][]>
  close(): Promise<void>
}

/**
 * Serves `project`, a hosted build for the stand-in's address, under NetlifyDev with the environment a deployed site
 * has (the README's, pointed at the stand-in) plus `env`. Undo the environment with `vi.unstubAllEnvs()`.
 */
export async function startEmulatedSite(
  standIn: StandIn,
  project: string,
  env: Record<string, string> = {},
): Promise<EmulatedSite> {
  const cache = new Map<
    string,
    { status: number; headers: [string, string][]; body: ArrayBuffer; tags: string[] }
  >()
  const purges: string[][] = []
  const headerRules = new Map<string, [string, string][]>()
  // The page function reads the build's template at `dist/client` under its working directory, as on Netlify.
  const cwd = process.cwd()
  process.chdir(project)
  const dev = new NetlifyDev({
    projectRoot: project,
    skipGitignore: true,
    // Only what the deployed site uses, and nothing that needs the network: no edge functions (Deno), no geolocation
    // lookup, no blobs, database, image CDN or AI gateway.
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    images: { enabled: false },
    aiGateway: { enabled: false },
  })
  try {
    await dev.start()
  } catch (error) {
    process.chdir(cwd)
    throw error
  }

  /** Netlify's CDN as far as the tests need it: an answer it may keep is kept until a purge names its tags. */
  async function cdn(request: Request): Promise<Response> {
    const { pathname, search } = new URL(request.url)
    const key = pathname + search
    const cacheable = request.method === 'GET'
    const kept = cacheable ? cache.get(key) : undefined
    if (kept)
      return new Response(kept.body, { status: kept.status, headers: [...kept.headers, ['X-Cache', 'hit']] })
    const collected: [string, string][] = []
    const response =
      (await dev.handle(request, {
        headersCollector: (name, value) => collected.push([name, value]),
        // Used only by edge functions and images, both off; NetlifyDev asks for one all the same.
        serverAddress: new URL(request.url).origin,
      })) ?? new Response('Not found', { status: 404 })
    if (collected.length) headerRules.set(pathname, collected)
    const rule = response.headers.get('Netlify-CDN-Cache-Control') ?? ''
    const tags = (response.headers.get('Netlify-Cache-Tag') ?? '').split(',').filter(Boolean)
    // The CDN strips its own headers before the browser sees the answer; the test reads them before that.
    const headers = [...response.headers]
    const body = await response.arrayBuffer()
    if (cacheable && /s-maxage=\d+/.test(rule))
      cache.set(key, { status: response.status, headers, body, tags })
    // A 204 (a scheduled function's answer) may carry no body at all, not even an empty one.
    const noBody = [101, 204, 205, 304].includes(response.status)
    return new Response(noBody ? null : body, {
      status: response.status,
      headers: [...headers, ['X-Cache', 'miss']],
    })
  }

  async function purgeApi(request: Request): Promise<Response> {
    const { site_id, cache_tags } = (await request.json()) as { site_id: string; cache_tags: string[] }
    if (request.headers.get('Authorization') !== `Bearer ${PURGE_TOKEN}` || site_id !== SITE_ID)
      return new Response('Unauthorized', { status: 401 })
    purges.push(cache_tags)
    for (const [key, kept] of cache) if (kept.tags.some((tag) => cache_tags.includes(tag))) cache.delete(key)
    return new Response(null, { status: 202 })
  }

  const server = await new Promise<{ port: number; close(): Promise<void> }>((resolve) => {
    const listening = serve(
      {
        fetch: (request) =>
          new URL(request.url).pathname === '/api/v1/purge' && request.headers.has('Authorization')
            ? purgeApi(request)
            : cdn(request),
        port: 0,
        hostname: '127.0.0.1',
      },
      (info) =>
        resolve({ port: info.port, close: () => new Promise<void>((done) => listening.close(() => done())) }),
    )
  })
  const url = `http://127.0.0.1:${server.port}`

  // The functions' environment: NetlifyDev runs each in a worker thread, which gets a copy of this process's.
  const all: Record<string, string> = {
    ...standIn.env,
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SITE_ID,
    NETLIFY_PURGE_API_TOKEN: PURGE_TOKEN,
    NETLIFY_API_URL: url,
    ...env,
  }
  for (const [name, value] of Object.entries(all)) vi.stubEnv(name, value)

  return {
    url,
    webhookUrl: `${url}/api/revalidate`,
    purges,
    headerRules,
    async close() {
      await dev.stop()
      await server.close()
      process.chdir(cwd)
    },
  }
}
