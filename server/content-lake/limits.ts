// What one client may ask of the lake: how large a request may be (checked here, before a body is read), what a
// GROQ query may cost (enforced by query-pool.ts) and how many event streams may be open (stream-slots.ts). The
// defaults fit this site's content many times over; each has an environment variable. Sizes in the environment are
// bytes, or a number with "kb" or "mb".
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

export interface LakeLimits {
  /** Worker threads that evaluate GROQ (GROQ_WORKERS, 2). */
  queryWorkers: number
  /** Heap of each worker, MB (GROQ_WORKER_MEMORY_MB, 512): a query that needs more ends with a 422. */
  queryWorkerMemoryMb: number
  /** How long one query may run (GROQ_TIMEOUT_MS, 5000): its worker is then replaced and the query is a 408. */
  queryTimeoutMs: number
  /** How long a query may wait for a free worker (GROQ_QUEUE_WAIT_MS, the time limit): then a 503. */
  queryQueueWaitMs: number
  /** How many queries may wait, visitors' and the editor's each (GROQ_QUEUE_LIMIT, 64): more are a 503. */
  queryQueueLimit: number
  /** Largest query result as JSON (GROQ_RESULT_LIMIT, 32 MB): a larger one is a 422. */
  queryResultBytes: number
  /** Largest body of a query, or of any request not listed below (LAKE_QUERY_BODY_LIMIT, 256 KB). */
  queryBodyBytes: number
  /** Largest body of mutations or Studio actions (LAKE_MUTATE_BODY_LIMIT, 4 MB). */
  mutateBodyBytes: number
  /** Largest asset upload (LAKE_UPLOAD_BODY_LIMIT, 20 MB). */
  uploadBodyBytes: number
  /** Longest query string (LAKE_QUERY_STRING_LIMIT, 16 KB): @sanity/client sends longer queries by POST. */
  queryStringBytes: number
  /**
   * Event streams (listen, live events) one client address may hold open without the editor's token
   * (LAKE_CLIENT_STREAM_LIMIT, 32): more are a 429.
   */
  clientStreams: number
  /** Event streams open without the editor's token, all clients together (LAKE_STREAM_LIMIT, 256): more are a 503. */
  visitorStreams: number
  /**
   * Event streams open with the editor's token (LAKE_EDITOR_STREAM_LIMIT, 128), apart from visitors' so that they
   * cannot lock the Studio out: more are a 503.
   */
  editorStreams: number
  /** How long a stream may send nothing but heartbeats before it is closed (LAKE_STREAM_IDLE_MS, 10 minutes). */
  streamIdleMs: number
}

const KB = 1024
const MB = 1024 * KB

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  return value
}

function size(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const match = /^(\d+)\s*(kb|mb)?$/i.exec(raw)
  if (!match || Number(match[1]) === 0)
    throw new Error(`${name} must be a size in bytes, or with "kb" or "mb" (e.g. 256kb), got "${raw}"`)
  const unit = match[2]?.toLowerCase()
  return Number(match[1]) * (unit === 'mb' ? MB : unit === 'kb' ? KB : 1)
}

export function lakeLimits(
  options: Partial<LakeLimits> = {},
  env: NodeJS.ProcessEnv = process.env,
): LakeLimits {
  const queryTimeoutMs = options.queryTimeoutMs ?? wholeNumber(env, 'GROQ_TIMEOUT_MS', 5000, 1)
  return {
    queryWorkers: options.queryWorkers ?? wholeNumber(env, 'GROQ_WORKERS', 2, 1),
    // Below ~32 MB a worker cannot even hold groq-js and the documents.
    queryWorkerMemoryMb: options.queryWorkerMemoryMb ?? wholeNumber(env, 'GROQ_WORKER_MEMORY_MB', 512, 32),
    queryTimeoutMs,
    queryQueueWaitMs: options.queryQueueWaitMs ?? wholeNumber(env, 'GROQ_QUEUE_WAIT_MS', queryTimeoutMs, 1),
    queryQueueLimit: options.queryQueueLimit ?? wholeNumber(env, 'GROQ_QUEUE_LIMIT', 64, 0),
    queryResultBytes: options.queryResultBytes ?? size(env, 'GROQ_RESULT_LIMIT', 32 * MB),
    queryBodyBytes: options.queryBodyBytes ?? size(env, 'LAKE_QUERY_BODY_LIMIT', 256 * KB),
    mutateBodyBytes: options.mutateBodyBytes ?? size(env, 'LAKE_MUTATE_BODY_LIMIT', 4 * MB),
    uploadBodyBytes: options.uploadBodyBytes ?? size(env, 'LAKE_UPLOAD_BODY_LIMIT', 20 * MB),
    queryStringBytes: options.queryStringBytes ?? size(env, 'LAKE_QUERY_STRING_LIMIT', 16 * KB),
    // Each open stream holds a socket, a file handle: together they stay far below the 1,024 handles a process is
    // often given, while a site opens streams only in preview and the Studio.
    clientStreams: options.clientStreams ?? wholeNumber(env, 'LAKE_CLIENT_STREAM_LIMIT', 32, 1),
    visitorStreams: options.visitorStreams ?? wholeNumber(env, 'LAKE_STREAM_LIMIT', 256, 1),
    editorStreams: options.editorStreams ?? wholeNumber(env, 'LAKE_EDITOR_STREAM_LIMIT', 128, 1),
    streamIdleMs: options.streamIdleMs ?? wholeNumber(env, 'LAKE_STREAM_IDLE_MS', 10 * 60_000, 1000),
  }
}

/** "256 KB", "4 MB", "1000 bytes": limits as people write them. */
export function formatBytes(bytes: number): string {
  if (bytes % MB === 0) return `${bytes / MB} MB`
  if (bytes % KB === 0) return `${bytes / KB} KB`
  return `${bytes} bytes`
}

/**
 * 414 for an overlong query string and 413 for a body over its limit, in Sanity's error shape. A body is refused
 * by its Content-Length before it is read; a chunked one stops being read at the limit. Documents (mutations,
 * actions) and uploads have larger limits than everything else.
 */
export function requestSizeLimits(limits: LakeLimits): MiddlewareHandler {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c: Context) =>
        c.json(
          {
            error: {
              description: `Request body is larger than the limit of ${formatBytes(maxSize)}`,
              type: 'httpPayloadTooLarge',
            },
          },
          413,
        ),
    })
  const small = limit(limits.queryBodyBytes)
  const documents = limit(limits.mutateBodyBytes)
  const uploads = limit(limits.uploadBodyBytes)
  return async (c, next) => {
    const url = c.req.url
    const search = url.indexOf('?')
    if (search >= 0 && url.length - search - 1 > limits.queryStringBytes) {
      return c.json(
        {
          error: {
            description: `The query string is longer than the limit of ${formatBytes(limits.queryStringBytes)}; send long queries by POST`,
            type: 'httpUriTooLong',
          },
        },
        414,
      )
    }
    const path = c.req.path
    if (/\/data\/(mutate|actions)\//.test(path)) return documents(c, next)
    if (/\/assets\/images\//.test(path)) return uploads(c, next)
    return small(c, next)
  }
}
