// The embedded content lake: Sanity's HTTP API over SQLite, for running the whole project with no Sanity account
// and no network. See README.md beside this file.
import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { HeapInfo } from 'node:v8'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { DocumentStore } from './store.ts'
import { contentLakeRoutes } from './routes.ts'
import { loadSeed } from './seed.ts'
import { DocumentHistory, historyDays } from './history.ts'
import type { AssetContext } from './assets.ts'
import { imageLimits, type ImageOptions } from './image-limits.ts'
import { corsOrigins } from './cors.ts'
import { lakeLimits, type LakeLimits } from './limits.ts'
import { QueryPool } from './query-pool.ts'
import { collectGarbage } from './collect-garbage.ts'
import { PreviewTokens } from './preview-tokens.ts'
import { runActions } from './actions.ts'
import { ReleaseScheduler } from './release-scheduler.ts'
import type { ReleaseContext, ReleasePublishHook, ReleaseValidator } from './releases.ts'
import type { LakeDatabase } from './disk.ts'
import type { PoolStatus } from './query-pool.ts'

export type ProbeResult = { ok: true } | { ok: false; error: string }

export interface ContentLakeOptions {
  /** Directory of the SQLite file, image originals and resized variants; created if missing. */
  dataDir: string
  /** The seed dataset (Sanity NDJSON), loaded when the store is empty. */
  seedFile: string
  projectId?: string
  dataset?: string
  /** Where the server mounts the lake; asset URLs start with it. */
  publicPath?: string
  /** The editor token (writes, drafts, private documents). Default: CONTENT_LAKE_TOKEN, else one kept in dataDir. */
  token?: string
  /** The name Sanity Studio shows for the local editor. Default: CONTENT_LAKE_EDITOR_NAME, else "Local editor". */
  editorName?: string
  /** Browser origins besides the page's own that may call the lake. Default: the local Studio and CORS_ORIGINS. */
  corsOrigins?: string[]
  /** Bounds of the image endpoint and uploads (image-limits.ts); each defaults to its environment variable. */
  images?: ImageOptions
  /** Request sizes and GROQ costs (limits.ts); each defaults to its environment variable. */
  limits?: Partial<LakeLimits>
  /**
   * Checks what a release would publish, before it is published (by its action or at its scheduled time): the
   * server gives the content model's validation (server/release-validation.ts). None: a release is not checked.
   */
  validateRelease?: ReleaseValidator
  /** Mutations a release's publish commits with its versions (the server's redirects for moved pages). */
  onReleasePublish?: ReleasePublishHook
  /** False: scheduled releases wait (a script that opens the lake briefly must not publish them). Default true. */
  scheduleReleases?: boolean
  /** Days of document history kept (history.ts, `prune`). Default: LAKE_HISTORY_DAYS, else 90. */
  historyDays?: number
}

/** What the server's health and metrics read of the lake (server/health.ts, server/metrics.ts). */
export interface LakeStatus {
  /** The data folder (an operator's detail: never shown to anonymous callers). */
  dataDir: string
  open: boolean
  /** The databases that failed for want of space, since when (ISO); empty once a write works again. */
  diskFull: Partial<Record<LakeDatabase, string>>
  queryWorkers: PoolStatus
  revision: number
  documents: number
}

export interface ContentLake {
  app: Hono
  store: DocumentStore
  /** The Studio's document history (history.ts). */
  history: DocumentHistory
  /** Bearer token of the local editor: the Studio, the functions and scripts write with it. */
  token: string
  /** Short-lived read-only tokens for draft previews (the Studio asks for them; so does the site's preview mode). */
  previewTokens: PreviewTokens
  /**
   * A GROQ query as a visitor's request asks it (published, public documents only, under the same limits), in
   * process: the build's renders ask their pages' queries here, without an HTTP round trip for each.
   */
  query(query: string, params: Record<string, unknown>): Promise<unknown>
  /** The same, with the answer's sync tags (what its result depends on): the build's renders record them. */
  taggedQuery(
    query: string,
    params: Record<string, unknown>,
  ): Promise<{ result: unknown; syncTags: string[] }>
  /** The same with the result as UTF-8 JSON, unparsed: the live server's render thread parses it (lake-channel.ts). */
  queryBytes(
    query: string,
    params: Record<string, unknown>,
  ): Promise<{ result: Uint8Array | undefined; syncTags: string[] }>
  /** A GROQ query with the editor's rights (raw perspective, private documents), in process: the server's health. */
  editorQuery(query: string, params?: Record<string, unknown>): Promise<unknown>
  /** Removes history older than the period kept (done at start and daily); answers how many rows went. */
  pruneHistory(now?: number): Promise<number>
  /** Open, disk, workers: read from memory, cheap enough for every scrape. */
  status(): LakeStatus
  /** Whether the documents and the history could be written now: a probe that writes nothing (disk.ts). */
  probeWrites(): { documents: ProbeResult; history: ProbeResult }
  close(): Promise<void>
  /** Where the lake's memory is, beside its process's: the documents' shared buffer and each GROQ worker's heap. */
  memory(): Promise<{ arenaBytes: number; workerHeaps: HeapInfo[] }>
}

const utf8 = new TextDecoder()

/** Documents from which opening the store is followed by a collection (see createContentLake). */
const COLLECT_AFTER_OPENING = 10_000

export const storeFile = (dataDir: string) => join(dataDir, 'content-lake.sqlite')
/** The Studio's document history (history.ts), beside the documents. */
export const historyFile = (dataDir: string) => join(dataDir, 'content-lake-history.sqlite')

export async function openStore(
  options: ContentLakeOptions,
): Promise<{ store: DocumentStore; assets: AssetContext }> {
  const assets: AssetContext = {
    dataDir: options.dataDir,
    projectId: options.projectId ?? 'local',
    dataset: options.dataset ?? 'production',
    publicPath: options.publicPath ?? '/content-lake',
    images: imageLimits(options.images),
  }
  const store = new DocumentStore(storeFile(options.dataDir))
  if (!store.isSeeded) {
    const documents = await loadSeed(options.seedFile, assets)
    const timestamp = new Date().toISOString()
    store.commit(
      'seed',
      timestamp,
      documents.map((doc) => ({
        id: doc._id,
        previous: null,
        next: {
          ...doc,
          _rev: doc._rev ?? 'seed',
          _createdAt: doc._createdAt ?? timestamp,
          _updatedAt: doc._updatedAt ?? timestamp,
        },
        mutations: [],
      })),
    )
    store.markSeeded()
  }
  return { store, assets }
}

/** The local editor's token: given, from the environment, or generated once and kept beside the data. */
export async function editorToken(dataDir: string, given = process.env.CONTENT_LAKE_TOKEN): Promise<string> {
  if (given) return given
  const file = join(dataDir, 'editor-token')
  const existing = await readFile(file, 'utf8').catch(() => '')
  if (existing.trim()) return existing.trim()
  const token = randomBytes(24).toString('hex')
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, token, { mode: 0o600 })
  return token
}

export async function createContentLake(options: ContentLakeOptions): Promise<ContentLake> {
  const { store, assets } = await openStore(options)
  const token = await editorToken(options.dataDir, options.token)
  const history = new DocumentHistory(historyFile(options.dataDir), store)
  const keepDays = options.historyDays ?? historyDays()
  history.startPruning(keepDays)
  const editorName = options.editorName ?? process.env.CONTENT_LAKE_EDITOR_NAME
  const limits = lakeLimits(options.limits)
  const queries = new QueryPool(store, limits)
  // Opening the store and handing each worker the documents' places leave garbage in proportion to the dataset,
  // collected now rather than carried as heap the process never gives back (35 MB of RSS at 50,000 articles). The
  // collection takes a quarter of a second there, and 150 ms even over the seed: only worth it for a large dataset.
  if (store.size >= COLLECT_AFTER_OPENING) collectGarbage()
  const previewTokens = new PreviewTokens()
  const { validateRelease, onReleasePublish } = options
  /** A visitor's query in process: its result as UTF-8 JSON and its sync tags (the annotations HTTP splices in). */
  const publicBytes = async (query: string, params: Record<string, unknown>) => {
    const { result, annotations } = await queries.query(
      { query, params, perspective: 'published', visibility: 'public' },
      false,
    )
    const { syncTags = [] } = JSON.parse(`{${annotations.slice(1)}}`) as { syncTags?: string[] }
    return { result, syncTags }
  }
  const publicAnswer = async (query: string, params: Record<string, unknown>) => {
    const { result, syncTags } = await publicBytes(query, params)
    return {
      result: result === undefined ? undefined : (JSON.parse(utf8.decode(result)) as unknown),
      syncTags,
    }
  }
  const editorFetch = async (query: string, params: Record<string, unknown>) => {
    const { result } = await queries.query({ query, params, perspective: 'raw', visibility: 'editor' }, true)
    return result === undefined ? undefined : (JSON.parse(utf8.decode(result)) as unknown)
  }
  const releases: ReleaseContext = {
    lastRevision: (id) => history.documentAt(id, { lastRevision: true }),
    validate:
      validateRelease && ((versions, exists) => validateRelease(versions, { exists, fetch: editorFetch })),
    onPublish:
      onReleasePublish && ((versions, get) => onReleasePublish(versions, { get, fetch: editorFetch })),
  }
  const scheduler =
    options.scheduleReleases === false
      ? undefined
      : new ReleaseScheduler(store, {
          publish: (releaseId) =>
            runActions(store, [{ actionType: 'sanity.action.release.publish', releaseId }], { releases }),
          // A release's time should not wait for the content model to load (about 2 s, once per process).
          prepare: () => void validateRelease?.warm?.().catch(() => {}),
          onPublished: ({ releaseId, error }) =>
            error
              ? console.warn(`content lake: release "${releaseId}" was not published: ${error}`)
              : console.log(`content lake: release "${releaseId}" published at its scheduled time`),
        })
  return {
    app: contentLakeRoutes(
      store,
      assets,
      token,
      {
        history,
        editorName,
        corsOrigins: options.corsOrigins ?? corsOrigins(),
        releases,
      },
      queries,
      limits,
      previewTokens,
    ),
    store,
    history,
    token,
    previewTokens,
    editorQuery: (query, params = {}) => editorFetch(query, params),
    pruneHistory: (now) => history.prune(keepDays, now),
    probeWrites: () => ({ documents: store.probeWrite(), history: history.probeWrite() }),
    status() {
      return {
        dataDir: options.dataDir,
        open: store.isOpen,
        diskFull: store.disk.fullSince,
        queryWorkers: queries.status(),
        revision: store.revision,
        documents: store.size,
      }
    },
    async query(query, params) {
      return (await publicAnswer(query, params)).result
    },
    taggedQuery: publicAnswer,
    queryBytes: publicBytes,
    async memory() {
      return { arenaBytes: store.buffer.byteLength, workerHeaps: await queries.heapStatistics() }
    },
    async close() {
      scheduler?.stop()
      // Workers first: they read the store's documents.
      await queries.close()
      await history.close()
      store.close()
    },
  }
}

/** Serves a lake on its own port (build scripts and tests): `url` is the lake's base, e.g. http://127.0.0.1:1234/content-lake. */
export async function serveContentLake(
  lake: ContentLake,
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  const { Hono } = await import('hono')
  const root = new Hono().route('/content-lake', lake.app)
  return new Promise((resolve) => {
    const server = serve({ fetch: root.fetch, port, hostname: '127.0.0.1' }, (info) => {
      // Its clients share this process (the build's prerender, tests): work that blocks the event loop past Node's
      // 5 s idle timeout for a kept-alive socket let that timer fire just as a client sent its next request on the
      // socket, which the server then reset (ECONNRESET; a CI run met it under an MSW scan of several seconds). The
      // sockets close with the server instead.
      ;(server as Server).keepAliveTimeout = 0
      resolve({
        url: `http://127.0.0.1:${info.port}/content-lake`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
