// How many event streams (listen, live events) may be open: each holds a socket, a file handle, for as long as the
// client keeps it, so an unbounded number of them once used up the process's handles and took the site down.
// Visitors (no token, or a preview token) are bounded per client address and all together; streams with the
// editor's token have their own bound, so that visitors filling theirs cannot lock the Studio out.
import { LakeError } from './errors.ts'
import type { LakeLimits } from './limits.ts'

/** When a refused client may try again: streams are long-lived, so not at once. */
export const STREAM_RETRY_AFTER_SECONDS = 10

/** A stream refused for want of a slot: 429 (this client's) or 503 (everyone's), with Retry-After. */
export class StreamsBusy extends LakeError {
  readonly retryAfterSeconds = STREAM_RETRY_AFTER_SECONDS
}

export const tooManyClientStreams = (limit: number) =>
  `Too many event streams from this client: at most ${limit} may be open at once`
export const TOO_MANY_STREAMS = 'Too many event streams are open: try again later'

export type StreamLimits = Pick<LakeLimits, 'clientStreams' | 'visitorStreams' | 'editorStreams'>

export class StreamSlots {
  private readonly limits: StreamLimits
  private readonly byClient = new Map<string, number>()
  private visitors = 0
  private editors = 0

  constructor(limits: StreamLimits) {
    this.limits = limits
  }

  /**
   * A slot for one stream of `client` (its address), or a StreamsBusy. The returned function frees it; calling it
   * again does nothing, so every way a stream can end may call it.
   */
  take(client: string, editor: boolean): () => void {
    if (editor) {
      if (this.editors >= this.limits.editorStreams)
        throw new StreamsBusy(503, 'httpServiceUnavailable', TOO_MANY_STREAMS)
      this.editors++
      return once(() => this.editors--)
    }
    const held = this.byClient.get(client) ?? 0
    if (held >= this.limits.clientStreams)
      throw new StreamsBusy(429, 'httpTooManyRequests', tooManyClientStreams(this.limits.clientStreams))
    if (this.visitors >= this.limits.visitorStreams)
      throw new StreamsBusy(503, 'httpServiceUnavailable', TOO_MANY_STREAMS)
    this.visitors++
    this.byClient.set(client, held + 1)
    return once(() => {
      this.visitors--
      const left = (this.byClient.get(client) ?? 1) - 1
      if (left > 0) this.byClient.set(client, left)
      else this.byClient.delete(client)
    })
  }

  /** Streams open now: visitors' and the editor's. */
  counts(): { visitors: number; editors: number } {
    return { visitors: this.visitors, editors: this.editors }
  }
}

function once(release: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    release()
  }
}
