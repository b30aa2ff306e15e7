// GET /data/live/events: the Live Content API. A Server-Sent Events stream that announces each write by the sync
// tags of what it changed (sync-tags.ts); a client refetches the queries whose answers carried one of them. As in
// hosted Sanity: `welcome` when the stream starts, `message` with `tags` and an event id, and `restart` (refetch
// everything) when a `Last-Event-ID` can no longer be continued from, such as after the server restarted.
// Visitors hear of published documents only; `includeDrafts=true` needs the editor's token or a preview token, and
// then also tells of drafts (leads and other private documents: the editor only).
import { randomBytes } from 'node:crypto'
import { LakeError } from './errors.ts'
import { isVisible, type Visibility } from './query.ts'
import { changeDependencies, syncTags } from './sync-tags.ts'
import type { CommittedTransaction, DocumentStore } from './store.ts'

const HEARTBEAT_MS = 20_000
/** Events kept for clients that reconnect with a Last-Event-ID; older positions get a `restart`. */
const KEPT_EVENTS = 1000

interface LiveEvent {
  sequence: number
  /** The tags of each changed document, and who may hear of that document. */
  changes: { id: string; tags: string[] }[]
}

type Send = (text: string) => void

export class LiveEvents {
  /** Event ids of this process start with it: an id from before a restart is recognised as unknown. */
  private readonly epoch = randomBytes(6).toString('base64url')
  private readonly events: LiveEvent[] = []
  private readonly listeners = new Set<(event: LiveEvent) => void>()
  private sequence = 0

  constructor(store: DocumentStore) {
    store.subscribe((transaction) => this.record(transaction))
  }

  private record(transaction: CommittedTransaction) {
    const event: LiveEvent = {
      sequence: ++this.sequence,
      changes: transaction.changes.map(({ id, previous, next }) => ({
        id,
        tags: syncTags(changeDependencies(id, previous, next)),
      })),
    }
    this.events.push(event)
    if (this.events.length > KEPT_EVENTS) this.events.shift()
    for (const listener of this.listeners) listener(event)
  }

  private eventId(event: LiveEvent) {
    return `${this.epoch}:${event.sequence}`
  }

  /** The events after a Last-Event-ID, or null when that position cannot be continued from. */
  private eventsAfter(lastEventId: string): LiveEvent[] | null {
    const [epoch, sequence] = lastEventId.split(':')
    const after = Number(sequence)
    if (epoch !== this.epoch || !Number.isInteger(after) || after > this.sequence) return null
    const oldest = this.events[0]?.sequence ?? this.sequence + 1
    if (after < oldest - 1) return null
    return this.events.filter((event) => event.sequence > after)
  }

  private sendEvent(event: LiveEvent, visibility: Visibility, send: Send) {
    const tags = [
      ...new Set(event.changes.filter(({ id }) => isVisible(visibility, id)).flatMap(({ tags }) => tags)),
    ].sort()
    if (tags.length === 0) return
    send(`id: ${this.eventId(event)}\nevent: message\ndata: ${JSON.stringify({ tags })}\n\n`)
  }

  /**
   * The event stream for one client. `visibility` says what it may hear of: `public` (published documents) unless
   * it asked for drafts with a token.
   */
  response(options: {
    accept: string | undefined
    visibility: Visibility
    lastEventId: string | undefined
    signal: AbortSignal
  }): Response {
    if (options.accept && !/text\/event-stream|\*\/\*/.test(options.accept))
      throw new LakeError(406, 'httpNotAcceptable', 'The live events API answers text/event-stream only')
    const encoder = new TextEncoder()
    let stop = () => {}
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const send: Send = (text) => {
          try {
            controller.enqueue(encoder.encode(text))
          } catch {
            stop()
          }
        }
        const listener = (event: LiveEvent) => this.sendEvent(event, options.visibility, send)
        const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS)
        stop = () => {
          this.listeners.delete(listener)
          clearInterval(heartbeat)
          try {
            controller.close()
          } catch {
            // already closed
          }
        }
        send('event: welcome\ndata: {}\n\n')
        if (options.lastEventId) {
          const missed = this.eventsAfter(options.lastEventId)
          if (missed) for (const event of missed) listener(event)
          else send('event: restart\ndata: {}\n\n')
        }
        this.listeners.add(listener)
        options.signal.addEventListener('abort', () => stop(), { once: true })
      },
      cancel: () => stop(),
    })
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      },
    })
  }
}
