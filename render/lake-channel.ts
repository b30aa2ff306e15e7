// The render thread asks the embedded lake through a message channel to the main thread, not over HTTP to its own
// server: a query costs the main thread a message each way instead of a request (routing, middleware, the request
// log, a response), which is what visitors' requests wait behind while thousands of pages are re-rendered. The answer
// stays UTF-8 bytes on the main thread and is moved, not copied, to the render thread, which parses it.
import type { MessagePort } from 'node:worker_threads'
import type { LakeQuery, TaggedAnswer } from '../shared/prerender.ts'

/** A visitor's query of the lake, its result as UTF-8 JSON bytes (undefined: GROQ gave no value) and sync tags. */
export type LakeBytesQuery = (
  query: string,
  params: Record<string, unknown>,
) => Promise<{ result: Uint8Array | undefined; syncTags: string[] }>

type Request = { id: number; query: string; params: Record<string, unknown> }
type Reply =
  | { id: number; result: Uint8Array | undefined; syncTags: string[] }
  | { id: number; error: string; status?: number }

/**
 * How often a query the lake was too busy for (503) is asked again, and the first wait (doubled each time): at most
 * 1.55 s in all, so a page waits for a busy lake, not for a backoff much longer than the rush.
 */
const BUSY_RETRIES = 5
const BUSY_WAIT_MS = 50

/** The main thread's end: answers every query arriving on `port` with `ask`. */
export function serveLake(port: MessagePort, ask: LakeBytesQuery): void {
  port.on('message', ({ id, query, params }: Request) => {
    ask(query, params).then(
      ({ result, syncTags }) => {
        // A result that owns its whole buffer is moved; a view into a larger one is copied first.
        const bytes = result && result.byteLength !== result.buffer.byteLength ? result.slice() : result
        port.postMessage(
          { id, result: bytes, syncTags } satisfies Reply,
          bytes ? [bytes.buffer as ArrayBuffer] : [],
        )
      },
      (error: Error & { status?: number }) =>
        port.postMessage({ id, error: error.message, status: error.status } satisfies Reply),
    )
  })
}

/** The render thread's end: the lake's answers to its queries, asked again a few times while the lake is busy. */
export function lakeOverChannel(port: MessagePort): LakeQuery {
  const calls = new Map<number, { resolve(answer: TaggedAnswer): void; reject(error: Error): void }>()
  const decoder = new TextDecoder()
  let nextId = 0
  port.on('message', (reply: Reply) => {
    const call = calls.get(reply.id)
    if (!call) return
    calls.delete(reply.id)
    if ('error' in reply) call.reject(Object.assign(new Error(reply.error), { status: reply.status }))
    else
      call.resolve({
        result:
          reply.result === undefined ? undefined : (JSON.parse(decoder.decode(reply.result)) as unknown),
        syncTags: reply.syncTags,
      })
  })
  // Only while a query is under way does the channel keep the thread alive.
  port.unref()
  const once = (query: string, params: Record<string, unknown>) =>
    new Promise<TaggedAnswer>((resolve, reject) => {
      const id = nextId++
      calls.set(id, {
        resolve: (answer) => (calls.size === 0 && port.unref(), resolve(answer)),
        reject: (error) => (calls.size === 0 && port.unref(), reject(error)),
      })
      port.ref()
      port.postMessage({ id, query, params } satisfies Request)
    })
  return async (query, params) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(query, params)
      } catch (error) {
        if ((error as { status?: number }).status !== 503 || attempt >= BUSY_RETRIES) throw error
        await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS * 2 ** attempt))
      }
    }
  }
}
