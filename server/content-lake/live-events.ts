// GET /data/live/events: the Live Content API. A Server-Sent Events stream that announces each write by the sync
// tags of what it changed (sync-tags.ts); a client refetches the queries whose answers carried one of them. As in
// hosted Sanity: `welcome` when the stream starts, `message` with `tags` and an event id, and `restart` (refetch
// everything) when a `Last-Event-ID` can no longer be continued from, such as after the server restarted.
// Visitors hear of published documents only; `includeDrafts=true` needs the editor's token or a preview token, and
// then also tells of drafts (leads and other private documents: the editor only).
import { randomBytes } from 'node:crypto'
import { LakeError } from './errors.ts'
import { eventStreamResponse } from './event-stream.ts'
import { isVisible, type Visibility } from './query.ts'
import { changeDependencies, syncTags } from './sync-tags.ts'
import type { CommittedTransaction, DocumentStore } from './store.ts'

/** Events kept for clients that reconnect with a Last-Event-ID; older positions get a `restart`. */
const KEPT_EVENTS = 1000

const VISIBILITIES: readonly Visibility[] = ['public', 'preview', 'editor']
/** Each visibility's letter in an event id: an id is continued only by a stream of the visibility that got it. */
const CODES: Record<Visibility, string> = { public: 'p', preview: 'd', editor: 'e' }

/** What one visibility hears of a commit: its place in that visibility's own sequence, and the tags. */
interface Heard {
  sequence: number
  tags: string[]
}

/**
 * One commit, as each visibility hears of it; absent for a visibility that may see none of its documents. Each
 * visibility counts only the commits it hears of, so a visitor's event ids count published public writes, never
 * leads or drafts (an id that counted every commit told a visitor how many leads came in).
 */
type LiveEvent = Partial<Record<Visibility, Heard>>

type Send = (text: string) => void

export class LiveEvents {
  /** Event ids of this process start with it: an id from before a restart is recognised as unknown. */
  private readonly epoch = randomBytes(6).toString('base64url')
  private readonly events: LiveEvent[] = []
  private readonly listeners = new Set<(event: LiveEvent) => void>()
  private readonly sequences: Record<Visibility, number> = { public: 0, preview: 0, editor: 0 }
  /** Each visibility's last sequence no longer kept: a Last-Event-ID before it cannot be continued from. */
  private readonly dropped: Record<Visibility, number> = { public: 0, preview: 0, editor: 0 }

  constructor(store: DocumentStore) {
    store.subscribe((transaction) => this.record(transaction))
  }

  private record(transaction: CommittedTransaction) {
    const changes = transaction.changes.map(({ id, previous, next }) => ({
      id,
      hasType: (type: string) => previous?._type === type || next?._type === type,
      tags: syncTags(changeDependencies(id, previous, next)),
    }))
    const event: LiveEvent = {}
    for (const visibility of VISIBILITIES) {
      const tags = [
        ...new Set(
          changes.filter(({ id, hasType }) => isVisible(visibility, id, hasType)).flatMap(({ tags }) => tags),
        ),
      ].sort()
      if (tags.length > 0) event[visibility] = { sequence: ++this.sequences[visibility], tags }
    }
    if (!event.editor) return
    this.events.push(event)
    if (this.events.length > KEPT_EVENTS) {
      const oldest = this.events.shift()!
      for (const visibility of VISIBILITIES) {
        const heard = oldest[visibility]
        if (heard) this.dropped[visibility] = heard.sequence
      }
    }
    for (const listener of this.listeners) listener(event)
  }

  private eventId(visibility: Visibility, heard: Heard) {
    return `${this.epoch}:${CODES[visibility]}${heard.sequence}`
  }

  /**
   * The events `visibility` heard after a Last-Event-ID, or null when that position cannot be continued from: an
   * id of another process, of another visibility, not yet given, or older than what is kept.
   */
  private eventsAfter(visibility: Visibility, lastEventId: string): Heard[] | null {
    const match = /^([\w-]+):([a-z])(\d{1,15})$/.exec(lastEventId)
    if (!match || match[1] !== this.epoch || match[2] !== CODES[visibility]) return null
    const after = Number(match[3])
    if (after > this.sequences[visibility] || after < this.dropped[visibility]) return null
    return this.events.flatMap((event) => {
      const heard = event[visibility]
      return heard && heard.sequence > after ? [heard] : []
    })
  }

  private sendHeard(visibility: Visibility, heard: Heard, send: Send) {
    send(
      `id: ${this.eventId(visibility, heard)}\nevent: message\ndata: ${JSON.stringify({ tags: heard.tags })}\n\n`,
    )
  }

  /**
   * The event stream for one client. `visibility` says what it may hear of: `public` (published documents) unless
   * it asked for drafts with a token. `acquire` takes the stream's slot (stream-slots.ts) once the request is known
   * to be valid, and gives what frees it.
   */
  response(options: {
    accept: string | undefined
    visibility: Visibility
    lastEventId: string | undefined
    signal: AbortSignal
    acquire: () => () => void
    idleMs: number
  }): Response {
    if (options.accept && !/text\/event-stream|\*\/\*/.test(options.accept))
      throw new LakeError(406, 'httpNotAcceptable', 'The live events API answers text/event-stream only')
    const { visibility } = options
    return eventStreamResponse({
      signal: options.signal,
      release: options.acquire(),
      idleMs: options.idleMs,
      start: (send) => {
        const listener = (event: LiveEvent) => {
          const heard = event[visibility]
          if (heard) this.sendHeard(visibility, heard, send)
        }
        send('event: welcome\ndata: {}\n\n')
        if (options.lastEventId) {
          const missed = this.eventsAfter(visibility, options.lastEventId)
          if (missed) for (const heard of missed) this.sendHeard(visibility, heard, send)
          else send('event: restart\ndata: {}\n\n')
        }
        this.listeners.add(listener)
        return () => this.listeners.delete(listener)
      },
    })
  }
}
