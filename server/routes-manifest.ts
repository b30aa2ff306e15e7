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
 * Written by the build and kept current by the live server (server/render/live-pages.ts): which HTML file answers
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
