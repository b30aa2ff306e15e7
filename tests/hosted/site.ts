// The site as deployed on Netlify against the hosted stand-in, for tests: one HTTP server that hands `/api/*` to the
// functions' Netlify entries (functions/netlify/) and every other path to the page function behind a small CDN that
// keeps answers by their `Netlify-CDN-Cache-Control` and drops them by `Netlify-Cache-Tag` when Netlify's purge API is
// called. Netlify's own tooling is not run here (docs/hosted-rehearsal.md says what remains): its purge API is
// answered in process, and the page function renders with the app's server entry from source (Vitest compiles it
// with the environment the build would bake in) instead of dist/server, which would need a build per stand-in port.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { vi } from 'vitest'
import { rootDir } from '#shared/paths.ts'
import previewModeDisable from '../../functions/netlify/preview-mode-disable.ts'
import previewModeEnable from '../../functions/netlify/preview-mode-enable.ts'
import revalidate from '../../functions/netlify/revalidate.ts'
import sendContactEmail from '../../functions/netlify/send-contact-email.ts'
import {
  cachedAnalyticsSources,
  createPageHandler,
  readPublishedAnalytics,
} from '../../functions/page/function.ts'
import { forNetlify } from '../../functions/lib/platforms.ts'
import { createPageRenderer, type PageRenderer, type RenderModule } from '../../render/renderer.ts'
import type { StandIn } from './stand-in.ts'

export const WEBHOOK_SECRET = 'hosted-rehearsal-webhook-secret'
const NETLIFY_PURGE_API = 'https://api.netlify.com/api/v1/purge'
const SITE_ID = 'hosted-rehearsal-site'
export const PURGE_TOKEN = 'hosted-rehearsal-purge-token'

/** The app's server entry in hosted mode: Vitest reads `import.meta.env` from the process's environment. */
async function sourceRenderer(): Promise<PageRenderer> {
  const [entry, template] = await Promise.all([
    import('#web/entry-server.tsx') as Promise<unknown> as Promise<RenderModule>,
    readFile(join(rootDir, 'web/index.html'), 'utf8'),
  ])
  // No build, so no chunks to list: a page's HTML is complete without them (HTML first).
  return createPageRenderer({ entry, template, viteManifest: {}, lakeOrigin: 'http://localhost' })
}

interface Kept {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
  tags: string[]
}

export interface HostedSite {
  url: string
  /** Where the stand-in's webhook goes. */
  webhookUrl: string
  /** The tags of every purge Netlify's API was asked for, in order. */
  purges: string[][]
  close(): Promise<void>
}

/**
 * Sets the environment a deployed site has (the stand-in's project, the webhook's secret, the purge token Netlify
 * gives its functions, the mail server; `PUBLIC_*` as the build bakes them into the app) and starts the site.
 * Undo the environment with `vi.unstubAllEnvs()`.
 */
export async function startHostedSite(
  standIn: StandIn,
  env: Record<string, string> = {},
): Promise<HostedSite> {
  const all: Record<string, string> = {
    ...standIn.env,
    PUBLIC_SANITY_PROJECT_ID: standIn.env.SANITY_PROJECT_ID,
    PUBLIC_SANITY_DATASET: standIn.env.SANITY_DATASET,
    PUBLIC_SANITY_API_HOST: standIn.env.SANITY_API_HOST,
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SITE_ID,
    NETLIFY_PURGE_API_TOKEN: PURGE_TOKEN,
    ...env,
  }
  for (const [name, value] of Object.entries(all)) vi.stubEnv(name, value)

  const cache = new Map<string, Kept>()
  const purges: string[][] = []
  const realFetch = globalThis.fetch
  // Netlify's purge API, answered as Netlify would for this site and token; every other request goes out as usual.
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== NETLIFY_PURGE_API) return realFetch(input, init)
    const authorized = new Headers(init?.headers).get('Authorization') === `Bearer ${PURGE_TOKEN}`
    const { site_id, cache_tags } = JSON.parse(String(init?.body)) as {
      site_id: string
      cache_tags: string[]
    }
    if (!authorized || site_id !== SITE_ID) return new Response('Unauthorized', { status: 401 })
    purges.push(cache_tags)
    for (const [key, kept] of cache) if (kept.tags.some((tag) => cache_tags.includes(tag))) cache.delete(key)
    return new Response(null, { status: 202 })
  })

  const page = forNetlify(createPageHandler(sourceRenderer, cachedAnalyticsSources(readPublishedAnalytics)))
  const functions: Record<string, (request: Request, context: { ip: string }) => Promise<Response>> = {
    '/api/revalidate': revalidate,
    '/api/send-contact-email': sendContactEmail,
    '/api/preview-mode/enable': previewModeEnable,
    '/api/preview-mode/disable': previewModeDisable,
  }
  /** Netlify's CDN, as far as these tests need it: an answer it may keep is kept until a purge names its tags. */
  async function cdn(request: Request): Promise<Response> {
    // Netlify's cache key is the whole address, query string included.
    const { pathname, search } = new URL(request.url)
    const path = pathname + search
    const cacheable = request.method === 'GET'
    const kept = cacheable ? cache.get(path) : undefined
    if (kept)
      return new Response(kept.body, { status: kept.status, headers: [...kept.headers, ['X-Cache', 'hit']] })
    const response = await page(request, { ip: '203.0.113.10' })
    const rule = response.headers.get('Netlify-CDN-Cache-Control') ?? ''
    const tags = (response.headers.get('Netlify-Cache-Tag') ?? '').split(',').filter(Boolean)
    // The CDN strips its own headers before the browser sees the answer.
    const headers = [...response.headers].filter(([name]) => !name.startsWith('netlify-'))
    const body = await response.arrayBuffer()
    if (cacheable && /s-maxage=\d+/.test(rule))
      cache.set(path, { status: response.status, headers, body, tags })
    return new Response(body, { status: response.status, headers: [...headers, ['X-Cache', 'miss']] })
  }

  const server = await new Promise<{ port: number; close(): Promise<void> }>((resolve) => {
    const listening = serve(
      {
        fetch: (request) => {
          const fn = functions[new URL(request.url).pathname]
          return fn ? fn(request, { ip: '203.0.113.10' }) : cdn(request)
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      (info) =>
        resolve({
          port: info.port,
          close: () => new Promise<void>((done) => listening.close(() => done())),
        }),
    )
  })
  const url = `http://127.0.0.1:${server.port}`
  return {
    url,
    webhookUrl: `${url}/api/revalidate`,
    purges,
    async close() {
      await server.close()
      fetchSpy.mockRestore()
    },
  }
}
