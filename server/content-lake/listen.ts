// GET /data/listen: Server-Sent Events of the mutations that touch documents a GROQ filter selects, in Sanity's
// event shape (welcome, mutation with transition, result, mendoza effects, transaction counters), with heartbeats.
// Filters are evaluated on the query pool's workers like any query, so a costly filter cannot stall the server:
// when one fails (time or memory limit), the listener gets a channelError and its stream ends.
import { randomUUID } from 'node:crypto'
import { LakeError } from './errors.ts'
import { eventStreamResponse } from './event-stream.ts'
import type { QueryPool } from './query-pool.ts'
import type { CommittedTransaction, DocumentStore } from './store.ts'

interface ListenOptions {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePreviousRevision: boolean
  mendoza: boolean
}

export async function listenResponse(
  store: DocumentStore,
  queries: QueryPool,
  options: ListenOptions,
  stream: {
    signal: AbortSignal
    /** Takes the stream's slot (stream-slots.ts) once the filter is known to be valid; gives what frees it. */
    acquire: () => () => void
    idleMs: number
  },
): Promise<Response> {
  // A filter that does not parse, or lacks a parameter, is a 400 before the stream starts.
  await queries.match(options.query, options.params, [])
  return eventStreamResponse({
    signal: stream.signal,
    release: stream.acquire(),
    idleMs: stream.idleMs,
    start(send, close) {
      send(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`)
      // Events of one transaction go out together and in order, after its commit.
      let chain = Promise.resolve()
      return store.subscribe((transaction) => {
        chain = chain
          .then(() => sendTransaction(transaction, send))
          .catch((error: unknown) => {
            if (!(error instanceof LakeError)) console.error('content lake: listener filter failed:', error)
            const body =
              error instanceof LakeError
                ? error.body
                : { error: { description: 'Internal error', type: 'internalError' } }
            send(`event: channelError\ndata: ${JSON.stringify(body)}\n\n`)
            close()
          })
      })
    },
  })

  async function sendTransaction(transaction: CommittedTransaction, send: (text: string) => void) {
    const matched = await queries.match(
      options.query,
      options.params,
      transaction.changes.flatMap((change) => [change.previous, change.next]),
    )
    const events = []
    for (const [index, change] of transaction.changes.entries()) {
      const before = matched[2 * index]
      const after = matched[2 * index + 1]
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
}
