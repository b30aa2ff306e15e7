import { join } from 'node:path'
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOf,
  languageOfPath,
  type LanguageId,
} from '../shared/languages.ts'

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

/** The path the build renders to produce 404.html: the default language's 404 page. */
export const NOT_FOUND_PATH = '/__not-found__'
export const NOT_FOUND_FILE = '404.html'

/**
 * A language's 404 page: rendered at this path (under the language's prefix, so the page speaks it: `/de/__not-found__`)
 * into this file (`404.html` in the `de` folder), and answered for an unknown address under the prefix.
 */
export const notFoundPathOf = (language: LanguageId): string =>
  `${languageOf(language).prefix}${NOT_FOUND_PATH}`
export const notFoundFileOf = (path: string): string =>
  path === NOT_FOUND_PATH ? NOT_FOUND_FILE : `${path.slice(1, -NOT_FOUND_PATH.length)}/${NOT_FOUND_FILE}`

/** Whether a path is one of the 404 pages' (not a route of the site). */
export const isNotFoundPath = (path: string): boolean => path.endsWith(NOT_FOUND_PATH)

/**
 * The 404 pages to render for these routes: the default language's always, another language's when it has a route
 * (a language with no pages yet has no 404 page of its own, and an unknown address under its prefix gets the default
 * one).
 */
export function notFoundPathsFor(paths: Iterable<string>): string[] {
  const languages = new Set<LanguageId>([DEFAULT_LANGUAGE])
  for (const path of paths) {
    languages.add(languageOfPath(path))
    if (languages.size === LANGUAGES.length) break
  }
  return LANGUAGES.filter((language) => languages.has(language.id)).map((language) =>
    notFoundPathOf(language.id),
  )
}

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
  return [...new ManifestEncoder().chunks(manifest)].join('')
}

/** How many routes or queries one chunk of the encoded manifest holds: about 250 KB, a millisecond of work. */
const CHUNK_ENTRIES = 500

/**
 * Encodes a manifest again and again, as the live server does every few seconds during a burst of publishes, in
 * chunks that a file write takes one at a time: at 50,000 pages the manifest is about 24 MB of JSON, and building it
 * as one string held the main thread (and every request) for 200-800 ms each time. The JSON of each route record
 * and query entry is also kept while that object is (a render replaces a page's record and its entries; it never
 * changes them), so only what changed since the last time is serialised.
 */
export class ManifestEncoder {
  private readonly routeJson = new WeakMap<RouteRecord, string>()
  private readonly queryJson = new WeakMap<RoutesManifest['queries'][string], string>()
  /** Each distinct query text once, by first use. It only grows: the texts are a few dozen, whatever the pages. */
  private readonly texts: string[] = []
  private readonly textIndex = new Map<string, number>()

  private routeFragment(path: string, record: RouteRecord): string {
    let json = this.routeJson.get(record)
    if (json === undefined) {
      json = `${JSON.stringify(path)}:${JSON.stringify(record)}`
      this.routeJson.set(record, json)
    }
    return json
  }

  private queryFragment(id: string, entry: RoutesManifest['queries'][string]): string {
    let json = this.queryJson.get(entry)
    if (json === undefined) {
      const { query, ...rest } = entry
      let at = this.textIndex.get(query)
      if (at === undefined) {
        at = this.texts.push(query) - 1
        this.textIndex.set(query, at)
      }
      const stored: StoredManifest['queries'][string] = { query: at, ...rest }
      json = `${JSON.stringify(id)}:${JSON.stringify(stored)}`
      this.queryJson.set(entry, json)
    }
    return json
  }

  /** The manifest's JSON in chunks, of the manifest as it is when the first chunk is asked for. */
  *chunks(manifest: RoutesManifest): Generator<string> {
    const routes = Object.entries(manifest.routes)
    const queries = Object.entries(manifest.queries)
    yield '{"routes":{'
    yield* inChunks(routes, ([path, record]) => this.routeFragment(path, record))
    yield '},"queries":{'
    yield* inChunks(queries, ([id, entry]) => this.queryFragment(id, entry))
    // Last: the queries above have given every text they name its place.
    yield `},"texts":${JSON.stringify(this.texts)}}`
  }
}

function* inChunks<T>(items: T[], fragment: (item: T) => string): Generator<string> {
  for (let start = 0; start < items.length; start += CHUNK_ENTRIES)
    yield (
      (start ? ',' : '') +
      items
        .slice(start, start + CHUNK_ENTRIES)
        .map(fragment)
        .join(',')
    )
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
