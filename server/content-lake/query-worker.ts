// One GROQ evaluator thread of query-pool.ts. It keeps its own copy of the documents, read from the lake's SQLite
// file at start and then kept current by the commits the pool posts, in order, before any later query: so a query
// sees at least the revision at which it was sent (read-your-writes) and never runs on the main thread.
import { DatabaseSync } from 'node:sqlite'
import { parentPort, workerData } from 'node:worker_threads'
import { LakeError } from './errors.ts'
import type { Perspective } from './perspective.ts'
import {
  checkParams,
  evaluateQuery,
  matchesFilter,
  parseQuery,
  queryDataset,
  type ParsedQuery,
  type Visibility,
} from './query.ts'
import type { SanityDocument } from './store.ts'
import { formatBytes } from './limits.ts'

export interface WorkerSetup {
  storeFile: string
  /** The store's revision when the worker was created; every later commit is posted to it. */
  revision: number
  resultBytes: number
}

export type WorkerRequest =
  /** A committed transaction: `changes` is JSON of `{id, next}[]`, serialised once for all workers. */
  | { type: 'commit'; revision: number; changes: string }
  | {
      type: 'query'
      id: number
      /** The store's revision when the query was sent: the worker has applied at least that much. */
      revision: number
      query: string
      params: Record<string, unknown>
      perspective: Perspective
      visibility: Visibility
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
  /** A query's result as JSON (undefined when GROQ gives no value), or a listener's matches. */
  | { type: 'done'; id: number; value: string | undefined | boolean[] }
  /** A client error (status and Sanity-shaped body), or `internal`: a message for the server's log. */
  | { type: 'failed'; id: number; status?: number; body?: LakeError['body']; internal?: string }

const PARSE_CACHE_SIZE = 256

/** Parsed queries by text, least recently used first: a site asks the same few queries over and over. */
class ParseCache {
  private readonly entries = new Map<string, ParsedQuery>()

  get(query: string, params: Record<string, unknown>): ParsedQuery {
    let parsed = this.entries.get(query)
    if (parsed) {
      this.entries.delete(query)
    } else {
      try {
        parsed = parseQuery(query)
      } catch (error) {
        // A slice with parameters (`[0...$limit]`, the Studio's lists) parses only with their values: not cached.
        if (error instanceof LakeError && /constant numbers/.test(String(error.body.error.description)))
          return parseQuery(query, params)
        throw error
      }
      if (this.entries.size >= PARSE_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!)
    }
    this.entries.set(query, parsed)
    return parsed
  }
}

function readDocuments(file: string): Map<string, SanityDocument> {
  const documents = new Map<string, SanityDocument>()
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    for (const row of db.prepare('SELECT body FROM documents').all() as { body: string }[]) {
      const doc = JSON.parse(row.body) as SanityDocument
      documents.set(doc._id, doc)
    }
  } finally {
    db.close()
  }
  return documents
}

/** JSON of a result, refused when it is larger than the limit (or larger than a string can be). */
function serialise(value: unknown, limit: number): string | undefined {
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
  if (json !== undefined && Buffer.byteLength(json) > limit) throw tooLarge()
  return json
}

const port = parentPort
if (!port) throw new Error('query-worker.ts runs as a worker thread of query-pool.ts')
const setup = workerData as WorkerSetup
// Commits posted while this snapshot was read are applied again below: harmless, a change carries the whole
// document, and they arrive in order.
const documents = readDocuments(setup.storeFile)
let revision = setup.revision
/** Each asker's view of the documents, rebuilt after the next commit. */
const views = new Map<string, SanityDocument[]>()
const parsed = new ParseCache()

function view(visibility: Visibility, perspective: Perspective): SanityDocument[] {
  const key = `${visibility}:${perspective}`
  let dataset = views.get(key)
  if (!dataset) {
    dataset = queryDataset(documents.values(), visibility, perspective)
    views.set(key, dataset)
  }
  return dataset
}

async function answer(request: Exclude<WorkerRequest, { type: 'commit' }>): Promise<WorkerReply> {
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
    const result = await evaluateQuery(query, view(request.visibility, request.perspective), request.params)
    return { type: 'done', id: request.id, value: serialise(result, setup.resultBytes) }
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

port.on('message', (request: WorkerRequest) => {
  if (request.type === 'commit') {
    for (const change of JSON.parse(request.changes) as { id: string; next: SanityDocument | null }[]) {
      if (change.next) documents.set(change.id, change.next)
      else documents.delete(change.id)
    }
    revision = request.revision
    views.clear()
    return
  }
  void answer(request).then((reply) => port.postMessage(reply))
})
port.postMessage({ type: 'ready' } satisfies WorkerReply)
