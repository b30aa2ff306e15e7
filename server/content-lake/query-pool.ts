// GROQ off the main thread, so that no query can stall or crash the server: queries run on a few worker threads
// (query-worker.ts), each with a memory limit, one query at a time and under a time limit. A worker that runs out of
// time or memory is terminated and replaced while the rest of the server goes on answering. Queries wait for a
// free worker in bounded queues; the editor's (the Studio, the functions, listeners) go ahead of visitors'.
import { join } from 'node:path'
import type { HeapInfo } from 'node:v8'
import { Worker } from 'node:worker_threads'
import { LakeError } from './errors.ts'
import { formatBytes, type LakeLimits } from './limits.ts'
import type { Perspective } from './perspective.ts'
import type { Visibility } from './query.ts'
import type { WorkerReply, WorkerRequest, WorkerSetup } from './query-worker.ts'
import type { SourceMapFormat } from './query-annotations.ts'
import type { DocumentStore, SanityDocument } from './store.ts'

// import.meta.dirname, not a URL: Vitest rewrites import.meta.url for files it transforms. The worker itself
// runs untransformed, on Node's own TypeScript type stripping.
const WORKER_FILE = join(import.meta.dirname, 'query-worker.ts')
/** A worker that failed while starting is tried again after this long, not in a tight loop. */
const RESTART_DELAY_MS = 1000
/** Young generation of each worker's heap (see spawn). */
const YOUNG_GENERATION_MB = 8
/** What a 503 asks clients to wait before trying again (@sanity/client retries queries on 503 by itself). */
const RETRY_AFTER_SECONDS = 1

export type PoolLimits = Pick<
  LakeLimits,
  | 'queryWorkers'
  | 'queryWorkerMemoryMb'
  | 'queryTimeoutMs'
  | 'queryQueueWaitMs'
  | 'queryQueueLimit'
  | 'queryResultBytes'
>

/** What the server's health and metrics read of the pool. */
export interface PoolStatus {
  /** Workers the pool should have. */
  size: number
  /** Workers running (ready for queries or starting). */
  alive: number
  ready: number
  /** Workers running a query now. */
  busy: number
  queued: { editor: number; visitors: number }
  /** Workers replaced since the pool started, by why: a query out of time or memory, or a crash. */
  restarts: { timeout: number; memory: number; crash: number }
}

/** The pool cannot take a query now: a 503 that says when to try again. */
export class QueryPoolBusy extends LakeError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS
}

export interface QueryRequest {
  query: string
  params: Record<string, unknown>
  perspective: Perspective
  visibility: Visibility
  sourceMap?: SourceMapFormat
}

/** A query's result as JSON in UTF-8 (undefined when GROQ gives no value), and its annotations as JSON members. */
export interface QueryAnswer {
  result: Uint8Array | undefined
  annotations: string
}

type JobRequest =
  | Omit<Extract<WorkerRequest, { type: 'query' }>, 'id' | 'revision'>
  | Omit<Extract<WorkerRequest, { type: 'match' }>, 'id'>

interface Job {
  request: JobRequest
  resolve(value: unknown): void
  reject(error: Error): void
  waitTimer?: NodeJS.Timeout
}

interface Slot {
  worker: Worker
  ready: boolean
  job?: Job
  jobId?: number
  runTimer?: NodeJS.Timeout
  /** What the worker died of, from its 'error' event. */
  failure?: Error
  /** The pool has let go of this worker (timeout, shutdown): its exit needs no handling. */
  retired: boolean
  /** When it last finished a job (the pool's count of finished jobs), for `pump`. */
  finished: number
}

const shuttingDown = () =>
  new LakeError(503, 'serviceUnavailable', 'The content lake is shutting down; no more queries are taken')

export class QueryPool {
  private readonly slots = new Set<Slot>()
  /** The editor's jobs, then visitors': each first in, first out. */
  private readonly queues: [editor: Job[], visitors: Job[]] = [[], []]
  private readonly unsubscribe: () => void
  private restartTimer?: NodeJS.Timeout
  private readonly store: DocumentStore
  /** The arena buffer the workers were last told of. */
  private buffer: SharedArrayBuffer
  private readonly limits: PoolLimits
  private nextId = 0
  private finishedJobs = 0
  private closed = false
  private readonly restarts = { timeout: 0, memory: 0, crash: 0 }

  constructor(store: DocumentStore, limits: PoolLimits) {
    this.store = store
    this.buffer = store.buffer
    this.limits = limits
    // Every commit goes to every worker, before any query sent after it: where each changed document now is in the
    // shared arena, and the arena's new buffer with every document's place in it when the commit compacted it.
    this.unsubscribe = store.subscribe((transaction) => {
      const moved =
        store.buffer === this.buffer ? undefined : { buffer: store.buffer, entries: store.storedEntries() }
      this.buffer = store.buffer
      const message: WorkerRequest = {
        type: 'commit',
        revision: store.revision,
        changes: transaction.changes.map(({ id }) => ({ id, stored: store.stored(id) ?? null })),
        moved,
      }
      for (const slot of this.slots) slot.worker.postMessage(message)
    })
    this.fill()
  }

  query(request: QueryRequest, editor: boolean): Promise<QueryAnswer> {
    return this.run({ type: 'query', ...request }, editor) as Promise<QueryAnswer>
  }

  /** Which documents a listener's filter selects (null: none); with none given, checks the filter only. */
  match(
    query: string,
    params: Record<string, unknown>,
    documents: (SanityDocument | null)[],
  ): Promise<boolean[]> {
    return this.run({ type: 'match', query, params, documents }, true) as Promise<boolean[]>
  }

  /** Each running worker's heap (V8's statistics), for measuring where the lake's memory goes. */
  heapStatistics(): Promise<HeapInfo[]> {
    return Promise.all([...this.slots].map((slot) => slot.worker.getHeapStatistics()))
  }

  status(): PoolStatus {
    const slots = [...this.slots]
    return {
      size: this.limits.queryWorkers,
      alive: slots.length,
      ready: slots.filter((slot) => slot.ready).length,
      busy: slots.filter((slot) => slot.job).length,
      queued: { editor: this.queues[0].length, visitors: this.queues[1].length },
      restarts: { ...this.restarts },
    }
  }

  /** Ends all workers and fails what is waiting; the pool takes no more queries. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.unsubscribe()
    clearTimeout(this.restartTimer)
    for (const job of this.queues.flat()) {
      clearTimeout(job.waitTimer)
      job.reject(shuttingDown())
    }
    this.queues.forEach((queue) => queue.splice(0))
    const slots = [...this.slots]
    this.slots.clear()
    for (const slot of slots) {
      slot.retired = true
      clearTimeout(slot.runTimer)
      slot.job?.reject(shuttingDown())
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()))
  }

  private run(request: JobRequest, editor: boolean): Promise<unknown> {
    if (this.closed) return Promise.reject(shuttingDown())
    return new Promise((resolve, reject) => {
      const job: Job = { request, resolve, reject }
      const queue = this.queues[editor ? 0 : 1]
      const idle = [...this.slots].some((slot) => slot.ready && !slot.job)
      if (!idle && queue.length >= this.limits.queryQueueLimit) {
        reject(
          new QueryPoolBusy(
            503,
            'queryQueueFull',
            `Too many queries are waiting (limit ${this.limits.queryQueueLimit}); try again shortly`,
          ),
        )
        return
      }
      job.waitTimer = setTimeout(() => {
        const index = queue.indexOf(job)
        if (index >= 0) queue.splice(index, 1)
        this.refs()
        reject(
          new QueryPoolBusy(
            503,
            'queryQueueTimeout',
            `No query worker was free within ${this.limits.queryQueueWaitMs} ms; try again shortly`,
          ),
        )
      }, this.limits.queryQueueWaitMs)
      queue.push(job)
      this.pump()
    })
  }

  /** Starts workers until the pool has its size (unless a failed start is being waited out). */
  private fill() {
    while (!this.closed && !this.restartTimer && this.slots.size < this.limits.queryWorkers) this.spawn()
  }

  private spawn() {
    const setup: WorkerSetup = {
      buffer: this.store.buffer,
      entries: this.store.storedEntries(),
      revision: this.store.revision,
      resultBytes: this.limits.queryResultBytes,
    }
    const worker = new Worker(WORKER_FILE, {
      workerData: setup,
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.queryWorkerMemoryMb,
        // V8 sizes a thread's young generation for throughput, tens of MB each: a worker's queries mostly make
        // small, short-lived values, and the lake's memory is counted with every worker's.
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      },
    })
    const slot: Slot = { worker, ready: false, retired: false, finished: 0 }
    this.slots.add(slot)
    worker.on('message', (reply: WorkerReply) => this.received(slot, reply))
    worker.on('error', (error) => {
      slot.failure = error
    })
    worker.on('exit', (code) => this.exited(slot, code))
    this.refs()
  }

  private received(slot: Slot, reply: WorkerReply) {
    if (reply.type === 'ready') {
      slot.ready = true
      this.pump()
      return
    }
    const job = slot.job
    if (!job || reply.id !== slot.jobId) return
    clearTimeout(slot.runTimer)
    slot.job = undefined
    slot.finished = ++this.finishedJobs
    if (reply.type === 'done')
      job.resolve(
        job.request.type === 'query'
          ? { result: reply.value, annotations: reply.annotations ?? '' }
          : reply.value,
      )
    else if (reply.status && reply.body) {
      const { description, type, ...extra } = reply.body.error
      job.reject(new LakeError(reply.status, String(type), String(description), extra))
    } else job.reject(new Error(`GROQ evaluation failed: ${reply.internal}`))
    this.pump()
  }

  /**
   * Gives work to idle workers, the editor's first, and first to the worker that finished a job last: queries that
   * come one at a time all go to one worker, whose parsed documents serve them, rather than making a second worker
   * parse the same documents again (every article, for a listing's sort or the route table: 80 MB of a worker's
   * heap at 50,000 articles). Both work when queries overlap.
   */
  private pump() {
    const idle = [...this.slots].filter((slot) => slot.ready && !slot.job)
    for (const slot of idle.sort((a, b) => b.finished - a.finished)) {
      const job = this.queues[0].shift() ?? this.queues[1].shift()
      if (!job) break
      clearTimeout(job.waitTimer)
      const id = ++this.nextId
      slot.job = job
      slot.jobId = id
      slot.runTimer = setTimeout(() => this.timedOut(slot), this.limits.queryTimeoutMs)
      slot.worker.postMessage({ ...job.request, id, revision: this.store.revision } as WorkerRequest)
    }
    this.refs()
  }

  private timedOut(slot: Slot) {
    const job = slot.job
    slot.job = undefined
    this.retire(slot)
    this.restarts.timeout++
    job?.reject(
      new LakeError(
        408,
        'queryTimeoutError',
        `Query timed out: it ran longer than the limit of ${this.limits.queryTimeoutMs} ms`,
      ),
    )
    this.fill()
    this.pump()
  }

  private retire(slot: Slot) {
    slot.retired = true
    this.slots.delete(slot)
    // terminate() stops even a query that never yields; the exit that follows is expected.
    void slot.worker.terminate()
  }

  private exited(slot: Slot, code: number) {
    clearTimeout(slot.runTimer)
    if (slot.retired) return
    this.slots.delete(slot)
    const outOfMemory =
      (slot.failure as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY'
    this.restarts[outOfMemory ? 'memory' : 'crash']++
    if (outOfMemory) {
      slot.job?.reject(
        new LakeError(
          422,
          'queryMemoryLimitError',
          `Query exceeded memory limit of ${formatBytes(this.limits.queryWorkerMemoryMb * 1024 * 1024)}`,
        ),
      )
    } else {
      console.error(`content lake: a GROQ worker stopped (exit code ${code}):`, slot.failure?.message ?? '')
      slot.job?.reject(new Error('GROQ worker stopped'))
    }
    if (!slot.ready) {
      // It died starting: it would again at once. Queries waiting meanwhile end at their queue time limit.
      this.restartTimer = setTimeout(() => {
        this.restartTimer = undefined
        this.fill()
        this.pump()
      }, RESTART_DELAY_MS)
      this.restartTimer.unref()
      return
    }
    this.fill()
    this.pump()
  }

  /** Workers keep the process alive only while they have work to do or to wait for. */
  private refs() {
    const waiting = this.queues[0].length + this.queues[1].length > 0
    for (const slot of this.slots) {
      if (slot.job || waiting) slot.worker.ref()
      else slot.worker.unref()
    }
  }
}
