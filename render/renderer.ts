// Renders one route of the site to a complete HTML page with the app's own server entry (dist/server), the way the
// build prerenders every route and the live server re-renders the routes a publish touched (live-pages.ts). Each
// page remembers the queries it ran and a hash of each result, so a later check can tell whether it is out of date.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LRUCache } from 'lru-cache'
import {
  chunkListScript,
  fillTemplate,
  pageCopies,
  routeChunks,
  writePageFiles,
  type Encoding,
  type ViteManifest,
} from './page-files.ts'
import { loadRoutes, type RouteTable } from './route-table.ts'
import type { RouteSources } from './route-index.ts'
import { changedRouteSourcesQuery, routeSourcesQuery } from './queries.ts'
import { STATE_ELEMENT_ID, type LakeQuery, type RenderBatch, type RenderEntry } from '../shared/prerender.ts'

/** The app's server entry as the build writes it (dist/server/entry-server.js). */
export type RenderModule = RenderEntry

/**
 * Queries combined into one request by a check: one round trip instead of forty, and well under the lake's body
 * limit (LAKE_QUERY_BODY_LIMIT, 256 KB by default): a page's query is about 15 KB.
 */
const CHECK_BATCH = 40
const CHECK_BATCH_BYTES = 96 * 1024

/** The queries in batches of at most `CHECK_BATCH` queries and about `CHECK_BATCH_BYTES` of text each. */
export function checkBatches<T extends { query: string; params: Record<string, unknown> }>(
  queries: T[],
): T[][] {
  const batches: T[][] = []
  let current: T[] = []
  let bytes = 0
  for (const query of queries) {
    const size = query.query.length + JSON.stringify(query.params).length
    if (current.length > 0 && (current.length >= CHECK_BATCH || bytes + size > CHECK_BATCH_BYTES)) {
      batches.push(current)
      current = []
      bytes = 0
    }
    current.push(query)
    bytes += size
  }
  if (current.length > 0) batches.push(current)
  return batches
}

/**
 * Renames every `$param` of a GROQ query (outside string literals and comments) with a prefix, so several queries
 * can run as one without their parameters colliding.
 */
export function prefixParams(query: string, prefix: string): string {
  return query.replace(
    /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\/\/[^\n]*)|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, literal: string | undefined, name: string | undefined) => (literal ? match : `$${prefix}${name}`),
  )
}

/** Several queries as one: `{"0": (first), "1": (second), ...}` with each one's parameters prefixed. */
export function combineQueries(queries: { query: string; params: Record<string, unknown> }[]) {
  const params: Record<string, unknown> = {}
  const members = queries.map(({ query, params: own }, index) => {
    for (const [name, value] of Object.entries(own)) params[`q${index}_${name}`] = value
    return `"${index}": (${prefixParams(query, `q${index}_`)})`
  })
  return { query: `{${members.join(', ')}}`, params }
}

/** The template with its placeholders, written by the build beside the pages. */
export const TEMPLATE_FILE = '_template.html'
/** Vite's manifest of the browser bundle, relative to dist/client: which chunks each page needs. */
export const VITE_MANIFEST_FILE = '.vite/manifest.json'

/** One GROQ query a page ran, a hash of its result when the page was rendered, and the result's sync tags. */
export interface QueryFingerprint {
  query: string
  params: Record<string, unknown>
  hash: string
  /** What the result depends on (the lake's sync tags); missing when the lake did not say. */
  tags?: string[]
}

export interface RenderedPage {
  html: string
  /**
   * The page compressed once here (on the render thread), so no request compresses it again; left out when the
   * renderer was asked not to (the build compresses on a thread of its own).
   */
  compressed?: Record<Encoding['name'], Uint8Array>
  /** A strong validator of the HTML, for `If-None-Match`. */
  etag: string
  status: number
  queries: QueryFingerprint[]
}

const hashOf = (data: unknown) =>
  createHash('sha1')
    .update(JSON.stringify(data ?? null))
    .digest('base64url')

/** Hashes of answers a batch shares (the same object on every page it renders), each hashed once. */
const sharedHashes = new WeakMap<object, string>()

/** GROQ leaves null attributes out of an object, so a missing result and null hash the same. */
export function resultHash(data: unknown): string {
  if (typeof data !== 'object' || data === null) return hashOf(data)
  let hash = sharedHashes.get(data)
  if (hash === undefined) sharedHashes.set(data, (hash = hashOf(data)))
  return hash
}

/** A short id of a query and its parameters, the same on every page (settings and navigation are checked once). */
export const queryIdentity = (query: { query: string; params: Record<string, unknown> }) =>
  resultHash([query.query, query.params]).slice(0, 16)

/**
 * The page's strong ETag, also written into its data block (`data-etag`), so the page in the browser can ask the
 * server whether it changed with a conditional GET of its own URL. The hash covers everything but the ETag itself,
 * which is a function of the rest: equal pages get equal ETags, different pages different ones.
 */
export function withOwnEtag(html: string): { html: string; etag: string } {
  const tag = createHash('sha1').update(html).digest('base64url').slice(0, 24)
  return {
    html: html.replace(`id="${STATE_ELEMENT_ID}"`, `id="${STATE_ELEMENT_ID}" data-etag="${tag}"`),
    etag: `"${tag}"`,
  }
}

/** A page written to its file by the renderer (PageRenderer.renderFile): what is known of it but its HTML. */
export type RenderedFile = Omit<RenderedPage, 'html' | 'compressed'>

export interface PageRenderer {
  /** Every routable document's path, the redirects and the site's address, as the lake has them now. */
  routes(): Promise<RouteTable>
  /**
   * The route table's entries with their documents' ids: all of them, or those of the documents `ids` and of what
   * refers to them (route-index.ts keeps the live table by the change with them). A renderer without it has the
   * table read whole after every change.
   */
  routeSources?(ids?: string[]): Promise<RouteSources>
  /**
   * `batch` names a batch of renders of one state of the content (LivePages numbers its refreshes): renders in the
   * same batch share the answers to the same queries. Without it, every query is asked.
   */
  render(path: string, batch?: number): Promise<RenderedPage>
  /**
   * Renders like `render` and writes the page and its compressed copies to `file` (absolute) where it renders, as
   * readers expect (writePageFiles): on the live server's render thread, so the main thread neither receives the
   * page's bytes nor queues its writes. A renderer without it hands the page back to be written.
   */
  renderFile?(path: string, file: string, batch?: number): Promise<RenderedFile>
  /** Re-runs queries and answers the hash of each current result, in order. */
  hashes(queries: { query: string; params: Record<string, unknown> }[]): Promise<string[]>
}

/** Answers kept per batch: the queries every page asks (settings, navigation) stay, one-off ones make way. */
const BATCH_ANSWERS = 64

/** The answers of one batch, the least recently asked dropped first. */
export class AnswerBatch implements RenderBatch {
  private readonly answers = new LRUCache<string, Promise<unknown>>({ max: BATCH_ANSWERS })
  readonly query?: LakeQuery
  /** `query`: the embedded lake in this process, if any (see RenderBatch). */
  constructor(query?: LakeQuery) {
    this.query = query
  }
  answer(key: string, ask: () => Promise<unknown>): Promise<unknown> {
    const known = this.answers.get(key)
    if (known) return known
    const answer = ask()
    // A failed query is asked again by the next page, not failed for the whole batch.
    answer.catch(() => this.answers.peek(key) === answer && this.answers.delete(key))
    this.answers.set(key, answer)
    return answer
  }
}

/** What renders pages: the server entry, the template and the manifest of the build, and where the lake answers. */
export interface PageRendererParts {
  entry: RenderModule
  template: string
  viteManifest: ViteManifest
  /** Where the lake answers over HTTP: the server's own origin, or the build's temporary lake. */
  lakeOrigin: string
  /**
   * The embedded lake without HTTP: the build's in process, the live server's through a channel (lake-channel.ts).
   * Renders, checks and the route table ask it instead of `lakeOrigin`.
   */
  lakeQuery?: LakeQuery
  /** Whether pages come with their compressed copies (RenderedPage.compressed); yes by default. */
  compress?: boolean
}

/**
 * React and React DOM's server renderer load their development builds unless NODE_ENV is `production` when they are
 * first imported, and nothing set it: every page was rendered with React's development checks, 17-19 ms of CPU per
 * page against 10-11 ms (five pages of the seed, 20 times each, on this machine). Call before importing the server
 * entry; a process that chose NODE_ENV itself (the tests) keeps it.
 */
export function preferProductionReact(): void {
  process.env.NODE_ENV ??= 'production'
}

/** `distDir` holds the build (client/ and server/); the options are those of createPageRenderer. */
export async function loadPageRenderer(
  distDir: string,
  options: Pick<PageRendererParts, 'lakeOrigin' | 'lakeQuery' | 'compress'>,
): Promise<PageRenderer> {
  const clientDir = join(distDir, 'client')
  preferProductionReact()
  const [template, viteManifest, entry] = await Promise.all([
    readFile(join(clientDir, TEMPLATE_FILE), 'utf8'),
    readFile(join(clientDir, VITE_MANIFEST_FILE), 'utf8').then((text) => JSON.parse(text) as ViteManifest),
    import(pathToFileURL(join(distDir, 'server/entry-server.js')).href) as Promise<RenderModule>,
  ])
  return createPageRenderer({ entry, template, viteManifest, ...options })
}

/** A renderer from parts already loaded (the serverless page function gets the entry from its bundler). */
export function createPageRenderer({
  entry,
  template,
  viteManifest,
  lakeOrigin,
  lakeQuery,
  compress = true,
}: PageRendererParts): PageRenderer {
  const client = entry.createSanityClient({ origin: lakeOrigin })
  /** The lake in process when there is one, else over HTTP. */
  const fetchResult = lakeQuery
    ? async <T>(query: string, params: Record<string, unknown> = {}) =>
        (await lakeQuery(query, params)).result as T
    : <T>(query: string, params: Record<string, unknown> = {}) => client.fetch<T>(query, params)
  let batch: { id: number; answers: AnswerBatch } | undefined
  const folders = new Set<string>()
  const renderer: PageRenderer = {
    routes: () => loadRoutes({ fetch: fetchResult }),
    routeSources: (ids) =>
      ids ? fetchResult(changedRouteSourcesQuery, { ids }) : fetchResult(routeSourcesQuery),
    async render(path, batchId) {
      if (batchId !== undefined && batch?.id !== batchId)
        batch = { id: batchId, answers: new AnswerBatch(lakeQuery) }
      // Outside a batch, a batch of its own: every render learns its queries' sync tags.
      const answers = batchId === undefined ? new AnswerBatch(lakeQuery) : batch!.answers
      const result = await entry.render(path, lakeOrigin, answers)
      const chunks = chunkListScript(routeChunks(viteManifest, result.modules))
      const { html, etag } = withOwnEtag(fillTemplate(template, { ...result, chunks }))
      return {
        html,
        compressed: compress ? pageCopies(html) : undefined,
        etag,
        status: result.status,
        queries: result.queries.map(({ query, params, data, tags }) => ({
          query,
          params,
          hash: resultHash(data),
          tags,
        })),
      }
    },
    async renderFile(path, file, batchId) {
      const { html, compressed, ...page } = await renderer.render(path, batchId)
      writePageFiles(file, html, compressed ?? pageCopies(html), folders)
      return page
    },
    async hashes(queries) {
      // In batches, one after another: a check of every page must not fill the lake's query queue.
      const hashes: string[] = []
      for (const batch of checkBatches(queries)) {
        const combined = combineQueries(batch)
        const results = await fetchResult<Record<string, unknown>>(combined.query, combined.params)
        hashes.push(...batch.map((_, index) => resultHash(results[String(index)])))
      }
      return hashes
    },
  }
  return renderer
}
