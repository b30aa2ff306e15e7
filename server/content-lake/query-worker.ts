// One GROQ evaluator thread of query-pool.ts. It reads the documents' JSON from the buffer the main thread shares
// (document-arena.ts) and keeps its own indexes of them (document-index.ts), started from the store's list of
// documents when the worker is created and then kept current by the commits the pool posts, in order, before any
// later query: so a query sees at least the revision at which it was sent (read-your-writes) and never runs on the
// main thread.
import { parentPort, workerData } from 'node:worker_threads'
import { LakeError } from './errors.ts'
import { perspectiveKey, type Perspective } from './perspective.ts'
import {
  checkParams,
  evaluateQuery,
  isVisible,
  matchesFilter,
  parseQuery,
  type ParsedQuery,
  type Visibility,
} from './query.ts'
import type { SanityDocument } from './store.ts'
import { DocumentIndex } from './document-index.ts'
import { entriesOf, type StoredEntries, type StoredEntry } from './document-places.ts'
import { View } from './query-view.ts'
import { formatBytes } from './limits.ts'
import { annotateResult, annotationsJson, type SourceMapFormat } from './query-annotations.ts'
import { LRUCache } from 'lru-cache'

export interface WorkerSetup {
  /** The documents' records (document-arena.ts). */
  buffer: SharedArrayBuffer
  /** Every document's place in it (document-places.ts), in the stored order. */
  entries: StoredEntries
  /** The store's revision when the worker was created; every later commit is posted to it. */
  revision: number
  resultBytes: number
}

export type WorkerRequest =
  /**
   * A committed transaction: where each changed document now is (null: deleted) and, when it compacted the arena
   * (or the arena outgrew its address space), every document's place in the new buffer.
   */
  | {
      type: 'commit'
      revision: number
      changes: { id: string; stored: StoredEntry | null }[]
      moved?: { buffer: SharedArrayBuffer; entries: StoredEntries }
    }
  | {
      type: 'query'
      id: number
      /** The store's revision when the query was sent: the worker has applied at least that much. */
      revision: number
      query: string
      params: Record<string, unknown>
      perspective: Perspective
      visibility: Visibility
      /** Also answer the result's content source map (query-annotations.ts). */
      sourceMap?: SourceMapFormat
    }
  /** Which of `documents` a listener's filter selects; with no documents, just checks the filter. */
  | {
      type: 'match'
      id: number
      query: string
      params: Record<string, unknown>
      documents: (SanityDocument | null)[]
    }

export type WorkerReply =
  | { type: 'ready' }
  /**
   * A query's result as JSON (undefined when GROQ gives no value) with its annotations (sync tags, source map) as
   * JSON members, or a listener's matches. The result is UTF-8 bytes, moved to the main thread rather than copied:
   * as a string, a result of megabytes (the route table's, 6 MB at 50,000 articles) was copied into the main
   * thread's heap, then again as the response, and the copies stayed until V8 next collected its old generation
   * (90 MB after five such answers), where bytes are freed with the small object that holds them.
   */
  | { type: 'done'; id: number; value: Uint8Array<ArrayBuffer> | undefined | boolean[]; annotations?: string }
  /** A client error (status and Sanity-shaped body), or `internal`: a message for the server's log. */
  | { type: 'failed'; id: number; status?: number; body?: LakeError['body']; internal?: string }

const PARSE_CACHE_SIZE = 256

/** Parsed queries by text, least recently used out first: a site asks the same few queries over and over. */
class ParseCache {
  private readonly entries = new LRUCache<string, ParsedQuery>({ max: PARSE_CACHE_SIZE })

  get(query: string, params: Record<string, unknown>): ParsedQuery {
    let parsed = this.entries.get(query)
    if (parsed) return parsed
    try {
      parsed = parseQuery(query)
    } catch (error) {
      // A slice with parameters (`[0...$limit]`, the Studio's lists) parses only with their values: not cached.
      if (error instanceof LakeError && /constant numbers/.test(String(error.body.error.description)))
        return parseQuery(query, params)
      throw error
    }
    this.entries.set(query, parsed)
    return parsed
  }
}

const encoder = new TextEncoder()

/** JSON of a result as UTF-8, refused when it is larger than the limit (or larger than a string can be). */
function serialise(value: unknown, limit: number): Uint8Array<ArrayBuffer> | undefined {
  const tooLarge = () =>
    new LakeError(
      422,
      'queryResultTooLarge',
      `Query result is larger than the limit of ${formatBytes(limit)}; select fewer documents or fields`,
    )
  let json: string | undefined
  try {
    json = JSON.stringify(value)
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge()
    throw error
  }
  if (json === undefined) return undefined
  // Its own buffer (not Buffer's shared pool), so that it can be moved to the main thread.
  const bytes = encoder.encode(json)
  if (bytes.length > limit) throw tooLarge()
  return bytes
}

const port = parentPort
if (!port) throw new Error('query-worker.ts runs as a worker thread of query-pool.ts')
const setup = workerData as WorkerSetup
const documents = new DocumentIndex(setup.buffer, entriesOf(setup.entries))
// The index holds what it needs; the list itself would live as long as workerData.
setup.entries = { ids: [], places: new Float64Array() }
let revision = setup.revision
/** Each asker's view of the documents, dropped at the next commit (what a view derives is cached until then). */
const views = new Map<string, View>()
const parsed = new ParseCache()

function view(visibility: Visibility, perspective: Perspective): View {
  const key = `${visibility}:${perspectiveKey(perspective)}`
  let found = views.get(key)
  if (!found) {
    found = new View(documents, perspective, (id) =>
      isVisible(visibility, id, (type) => documents.withField('type', type).has(id)),
    )
    views.set(key, found)
  }
  return found
}

async function answer(request: Extract<WorkerRequest, { type: 'query' | 'match' }>): Promise<WorkerReply> {
  try {
    const query = parsed.get(request.query, request.params)
    checkParams(request.query, query, request.params)
    if (request.type === 'match') {
      const matches = []
      for (const doc of request.documents) matches.push(await matchesFilter(query, doc, request.params))
      return { type: 'done', id: request.id, value: matches }
    }
    if (revision < request.revision)
      throw new Error(`worker at revision ${revision} got a query of revision ${request.revision}`)
    const documentsView = view(request.visibility, request.perspective)
    const dereferenced = new Set<string>()
    const result = await evaluateQuery(query, documentsView, request.params, dereferenced)
    const value = serialise(result, setup.resultBytes)
    const annotations = await annotateResult(query.tree, {
      // Only a source map reads the whole view; sync tags come from the query and what it dereferenced.
      dataset: request.sourceMap ? documentsView.all() : [],
      dereferenced,
      params: request.params,
      result,
      sourceMap: request.sourceMap,
      // The drafts perspective shows a draft under its published id; its source is the draft.
      sourceId: (doc) => documentsView.storedId(doc._id) ?? doc._id,
    })
    return { type: 'done', id: request.id, value, annotations: annotationsJson(annotations) }
  } catch (error) {
    if (error instanceof LakeError)
      return { type: 'failed', id: request.id, status: error.status, body: error.body }
    return {
      type: 'failed',
      id: request.id,
      internal: error instanceof Error ? error.message : String(error),
    }
  }
}

function handle(request: WorkerRequest): Promise<void> | undefined {
  if (request.type === 'commit') {
    const { moved } = request
    documents.commit(request.changes, moved && { buffer: moved.buffer, entries: entriesOf(moved.entries) })
    revision = request.revision
    views.clear()
    return
  }
  return answer(request).then((reply) =>
    port!.postMessage(
      reply,
      reply.type === 'done' && reply.value instanceof Uint8Array ? [reply.value.buffer] : [],
    ),
  )
}

// Messages are handled one after another: a commit that arrives while a query awaits (groq-js's asynchronous
// evaluator, a source map) waits for it, so the indexes and views never change under a query.
const waiting: WorkerRequest[] = []
let draining = false
async function drain() {
  draining = true
  try {
    while (waiting.length > 0) await handle(waiting.shift()!)
  } finally {
    draining = false
  }
}
port.on('message', (request: WorkerRequest) => {
  waiting.push(request)
  if (!draining) void drain()
})
port.postMessage({ type: 'ready' } satisfies WorkerReply)
