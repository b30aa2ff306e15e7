// Renders one route of the site to a complete HTML page with the app's own server entry (dist/server), the way the
// build prerenders every route and the live server re-renders the routes a publish touched (live-pages.ts). Each
// page remembers the queries it ran and a hash of each result, so a later check can tell whether it is out of date.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chunkListScript, fillTemplate, routeChunks, type ViteManifest } from './page-files.ts'
import { loadRoutes, type RouteTable } from './routes-query.ts'

type RenderModule = typeof import('../../web/src/entry-server.tsx')

/** The app module every page loads (a dynamic import of the entry, see web/src/entry-client.tsx). */
const APP_MODULE = 'src/app/start.tsx'

/** Queries re-run at once by a check. */
const CHECK_BATCH = 4

/** The template with its placeholders, written by the build beside the pages. */
export const TEMPLATE_FILE = '_template.html'

/** One GROQ query a page ran, and a hash of its result when the page was rendered. */
export interface QueryFingerprint {
  query: string
  params: Record<string, unknown>
  hash: string
}

export interface RenderedPage {
  html: string
  status: number
  queries: QueryFingerprint[]
}

export const resultHash = (data: unknown) =>
  createHash('sha1')
    .update(JSON.stringify(data) ?? 'undefined')
    .digest('base64url')

/** A short id of a query and its parameters, the same on every page (settings and navigation are checked once). */
export const queryIdentity = (query: { query: string; params: Record<string, unknown> }) =>
  resultHash([query.query, query.params]).slice(0, 16)

export interface PageRenderer {
  /** Every routable document's path, the redirects and the site's address, as the lake has them now. */
  routes(): Promise<RouteTable>
  render(path: string): Promise<RenderedPage>
  /** Re-runs queries and answers the hash of each current result, in order. */
  hashes(queries: { query: string; params: Record<string, unknown> }[]): Promise<string[]>
}

/**
 * `distDir` holds the build (client/ and server/); `lakeOrigin` is where the lake answers (the server's own origin,
 * or the build's temporary lake).
 */
export async function loadPageRenderer(distDir: string, lakeOrigin: string): Promise<PageRenderer> {
  const clientDir = join(distDir, 'client')
  const [template, viteManifest, entry] = await Promise.all([
    readFile(join(clientDir, TEMPLATE_FILE), 'utf8'),
    readFile(join(clientDir, '.vite/manifest.json'), 'utf8').then((text) => JSON.parse(text) as ViteManifest),
    import(pathToFileURL(join(distDir, 'server/entry-server.js')).href) as Promise<RenderModule>,
  ])
  const client = entry.createSanityClient({ origin: lakeOrigin })
  return {
    routes: () => loadRoutes(client),
    async render(path) {
      const result = await entry.render(path, lakeOrigin)
      const chunks = chunkListScript(routeChunks(viteManifest, [APP_MODULE, ...result.modules]))
      return {
        html: fillTemplate(template, { ...result, chunks }),
        status: result.status,
        queries: result.queries.map(({ queryKey, data }) => {
          const [, query, params] = queryKey as [string, string, Record<string, unknown> | undefined]
          return { query, params: params ?? {}, hash: resultHash(data) }
        }),
      }
    },
    async hashes(queries) {
      // A few at a time: a check of every page must not fill the lake's query queue.
      const hashes: string[] = []
      for (let start = 0; start < queries.length; start += CHECK_BATCH) {
        const batch = queries.slice(start, start + CHECK_BATCH)
        hashes.push(
          ...(await Promise.all(
            batch.map(async ({ query, params }) => resultHash(await client.fetch(query, params))),
          )),
        )
      }
      return hashes
    },
  }
}
