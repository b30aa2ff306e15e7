import { join } from 'node:path'

/** One served route: its HTML file (relative to dist/client), its status, and what its content was built from. */
export interface RouteRecord {
  file: string
  status: number
  /** Strong ETag of the HTML; `file.br` and `file.gz` hold it compressed. */
  etag: string
  /** Query id (see `queries`) → hash of its result when the page was rendered. */
  queries: Record<string, string>
}

/**
 * Written by the build and kept current by the live server (render/live-pages.ts): which HTML file answers
 * each path, with which status, and the GROQ queries each page ran, stored once for all the pages that share them.
 */
export interface RoutesManifest {
  routes: Record<string, RouteRecord>
  /** `tags`: the sync tags of the query's result when a page last ran it (missing: not known, always checked). */
  queries: Record<string, { query: string; params: Record<string, unknown>; tags?: string[] }>
}

/** The path the build renders to produce 404.html. */
export const NOT_FOUND_PATH = '/__not-found__'
export const NOT_FOUND_FILE = '404.html'

export const routesManifestFile = (clientDir: string) => join(clientDir, '_routes.json')

/**
 * `_routes.json` as written: each distinct query text once (`texts`), each query naming its text by index. At 10,000
 * articles the article query's text would otherwise be written 10,000 times (30 MB where 4 MB say the same), and
 * the manifest is serialised on the main thread.
 */
interface StoredManifest {
  routes: Record<string, RouteRecord>
  queries: Record<string, { query: number | string; params: Record<string, unknown>; tags?: string[] }>
  texts?: string[]
}

export function encodeManifest(manifest: RoutesManifest): string {
  const texts: string[] = []
  const index = new Map<string, number>()
  const queries: StoredManifest['queries'] = {}
  for (const [id, { query, ...rest }] of Object.entries(manifest.queries)) {
    let at = index.get(query)
    if (at === undefined) {
      at = texts.push(query) - 1
      index.set(query, at)
    }
    queries[id] = { query: at, ...rest }
  }
  return JSON.stringify({ routes: manifest.routes, queries, texts } satisfies StoredManifest)
}

/** The manifest from its file (the older form, with the texts inline, too); empty parts for what is missing. */
export function decodeManifest(text: string): RoutesManifest {
  const stored = JSON.parse(text) as Partial<StoredManifest>
  const texts = stored.texts ?? []
  const queries: RoutesManifest['queries'] = {}
  for (const [id, { query, ...rest }] of Object.entries(stored.queries ?? {}))
    queries[id] = { query: typeof query === 'number' ? texts[query]! : query, ...rest }
  return { routes: stored.routes ?? {}, queries }
}
