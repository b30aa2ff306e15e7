// One Server-Sent Events response of the lake (listen.ts, live-events.ts): heartbeats, and an end that frees
// everything the stream holds (its slot in stream-slots.ts, its subscription, its timers) at once, whichever way it
// comes: the client leaves, the stream fails, it sends nothing but heartbeats for too long (the client reconnects,
// and a reconnection costs one request), or a client that stops reading lets too much pile up.

const HEARTBEAT_MS = 20_000
/** What may wait for a client that does not read, before its stream is closed rather than kept growing. */
const QUEUED_BYTES_LIMIT = 4 * 1024 * 1024

export interface EventStreamOptions {
  /** The request's signal: aborted when the client leaves. */
  signal: AbortSignal
  /** Frees the stream's slot; called once, when the stream ends. */
  release(): void
  /** How long the stream may send nothing but heartbeats before it is closed. */
  idleMs: number
  heartbeatMs?: number
  /**
   * Starts the stream: `send` writes an event (which counts as activity), `close` ends the stream. What it returns
   * is called once when the stream ends, whoever ends it.
   */
  start(send: (text: string) => void, close: () => void): (() => void) | void
}

export function eventStreamResponse(options: EventStreamOptions): Response {
  const encoder = new TextEncoder()
  let ended = false
  let cleanup: (() => void) | void
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let idle: ReturnType<typeof setTimeout> | undefined
  let lastActivity = Date.now()
  let abort = () => {}

  const end = () => {
    if (ended) return
    ended = true
    clearInterval(heartbeat)
    clearTimeout(idle)
    options.signal.removeEventListener('abort', abort)
    options.release()
    cleanup?.()
  }

  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const close = () => {
          if (ended) return
          end()
          try {
            controller.close()
          } catch {
            // already closed
          }
        }
        const write = (text: string) => {
          if (ended) return
          try {
            controller.enqueue(encoder.encode(text))
          } catch {
            close()
            return
          }
          if ((controller.desiredSize ?? 0) < -QUEUED_BYTES_LIMIT) close()
        }
        const send = (text: string) => {
          lastActivity = Date.now()
          write(text)
        }
        // One timer, moved on lazily: events reset the clock without touching the timer.
        const checkIdle = () => {
          const left = lastActivity + options.idleMs - Date.now()
          if (left <= 0) close()
          else idle = setTimeout(checkIdle, left)
        }
        heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS)
        idle = setTimeout(checkIdle, options.idleMs)
        abort = close
        options.signal.addEventListener('abort', abort, { once: true })
        cleanup = options.start(send, close)
        // Ended while starting (the client had already left, or the first write failed): clean up now.
        if (ended) cleanup?.()
        if (options.signal.aborted) close()
      },
      cancel: end,
    },
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  )
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
