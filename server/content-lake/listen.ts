// GET /data/listen: Server-Sent Events of the mutations that touch documents a GROQ filter selects, in Sanity's
// event shape (welcome, mutation with transition, result, mendoza effects, transaction counters), with heartbeats.
import { randomUUID } from 'node:crypto'
import { evaluate, parse } from 'groq-js'
import type { CommittedTransaction, DocumentStore, SanityDocument } from './store.ts'

const HEARTBEAT_MS = 20_000

interface ListenOptions {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePreviousRevision: boolean
  mendoza: boolean
}

async function matches(
  tree: ReturnType<typeof parse>,
  doc: SanityDocument | null,
  params: Record<string, unknown>,
) {
  if (!doc) return false
  const result = await (await evaluate(tree, { dataset: [doc], params })).get()
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}

export function listenResponse(store: DocumentStore, options: ListenOptions, signal: AbortSignal): Response {
  const tree = parse(options.query, { params: options.params })
  const encoder = new TextEncoder()
  let unsubscribe = () => {}
  let heartbeat: ReturnType<typeof setInterval> | undefined

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          close()
        }
      }
      const close = () => {
        unsubscribe()
        clearInterval(heartbeat)
        try {
          controller.close()
        } catch {
          // already closed
        }
      }
      send(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`)
      heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS)
      // Events of one transaction go out together and in order, after its commit.
      let chain = Promise.resolve()
      unsubscribe = store.subscribe((transaction) => {
        chain = chain.then(() => sendTransaction(transaction, send)).catch(() => undefined)
      })
      signal.addEventListener('abort', close, { once: true })
    },
    cancel() {
      unsubscribe()
      clearInterval(heartbeat)
    },
  })

  async function sendTransaction(transaction: CommittedTransaction, send: (text: string) => void) {
    const events = []
    for (const change of transaction.changes) {
      const before = await matches(tree, change.previous, options.params)
      const after = await matches(tree, change.next, options.params)
      if (!before && !after) continue
      events.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' })
    }
    events.forEach(({ change, transition }, index) => {
      const eventId = `${transaction.transactionId}#${change.id}`
      const event: Record<string, unknown> = {
        eventId,
        documentId: change.id,
        transactionId: transaction.transactionId,
        transition,
        identity: 'local-editor',
        mutations: change.mutations,
        previousRev: change.previous?._rev,
        resultRev: change.next?._rev ?? transaction.transactionId,
        timestamp: transaction.timestamp,
        visibility: 'query',
        transactionTotalEvents: events.length,
        transactionCurrentEvent: index + 1,
      }
      if (options.includeResult) event.result = change.next ?? undefined
      if (options.includePreviousRevision) event.previous = change.previous ?? undefined
      // A whole-document mendoza patch: "replace with this value" both ways.
      if (options.mendoza) event.effects = { apply: [0, change.next], revert: [0, change.previous] }
      send(`event: mutation\nid: ${eventId}\ndata: ${JSON.stringify(event)}\n\n`)
    })
  }

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
