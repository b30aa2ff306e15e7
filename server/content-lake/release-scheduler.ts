// Publishes scheduled releases at their time. One timer, set for the earliest scheduled release and set again after
// every commit that touches a release; a server that was down at a release's time publishes it as soon as it starts.
// A release that cannot be published (a version that fails validation, a document changed under it) goes back to
// active with the reason in its `error`, where the Studio's Releases tool shows it.
import { LakeError } from './errors.ts'
import { runTransaction } from './mutations.ts'
import { RELEASE_PREFIX, RELEASE_TYPE, releaseDocumentId, type ReleaseDocument } from './releases.ts'
import type { DocumentStore } from './store.ts'

/** setTimeout's longest delay (about 24.8 days); a later release is looked at again then. */
const LONGEST_DELAY_MS = 2 ** 31 - 1

export interface ReleaseSchedulerOptions {
  /** Publishes one release in one transaction (the release.publish action). */
  publish(releaseId: string): Promise<unknown>
  now?: () => number
  /** Called when a release is scheduled: what publishing needs can be loaded before its time (the validator). */
  prepare?(): void
  /** Told of every scheduled publish, done or failed (the server logs them). */
  onPublished?(event: { releaseId: string; error?: string }): void
}

export class ReleaseScheduler {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false
  private readonly unsubscribe: () => void
  private readonly store: DocumentStore
  private readonly options: ReleaseSchedulerOptions

  constructor(store: DocumentStore, options: ReleaseSchedulerOptions) {
    this.store = store
    this.options = options
    this.unsubscribe = store.subscribe((transaction) => {
      if (transaction.changes.some(({ id }) => id.startsWith(RELEASE_PREFIX))) this.arm()
    })
    this.arm()
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  /** The scheduled releases, earliest first. */
  scheduled(): { releaseId: string; publishAt: number }[] {
    const due: { releaseId: string; publishAt: number }[] = []
    for (const id of this.store.idsWithPrefix(RELEASE_PREFIX)) {
      const release = this.store.get(id) as ReleaseDocument | null
      if (release?._type !== RELEASE_TYPE || release.state !== 'scheduled' || !release.publishAt) continue
      const publishAt = Date.parse(release.publishAt)
      if (!Number.isNaN(publishAt)) due.push({ releaseId: release.name, publishAt })
    }
    return due.sort((a, b) => a.publishAt - b.publishAt)
  }

  /** Sets the timer for the earliest scheduled release (at once for an overdue one). */
  private arm() {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = undefined
    const next = this.scheduled()[0]
    if (!next) return
    this.options.prepare?.()
    const delay = Math.min(Math.max(next.publishAt - this.now(), 0), LONGEST_DELAY_MS)
    this.timer = setTimeout(() => void this.publishDue(), delay)
    // The server's sockets keep the process alive; a timer alone should not (tests, scripts).
    this.timer.unref()
  }

  /** Publishes every release whose time has come, one after another, then sets the timer again. */
  publishDue(): Promise<void> {
    // Reset in a callback, never in the run itself: a run with nothing due yet (a timer fires a millisecond before
    // the wall clock reaches the time) ends before `??=` assigns it, and would then be kept as under way for ever,
    // so no release would be published again (npm run bench:live caught it: a release left scheduled).
    this.running ??= this.publishAll().finally(() => {
      this.running = undefined
      this.arm()
    })
    return this.running
  }

  private async publishAll(): Promise<void> {
    for (const { releaseId, publishAt } of this.scheduled()) {
      if (this.stopped || publishAt > this.now()) break
      await this.publishOne(releaseId)
    }
  }

  private async publishOne(releaseId: string) {
    try {
      await this.options.publish(releaseId)
      this.options.onPublished?.({ releaseId })
    } catch (error) {
      // A release that the state machine no longer lets publish (unscheduled or published meanwhile) is left alone.
      if (error instanceof LakeError && error.body.error.type === 'releaseStateError') return
      const message = error instanceof LakeError ? error.message : 'Internal error'
      if (!(error instanceof LakeError)) console.error('release scheduler:', error)
      this.options.onPublished?.({ releaseId, error: message })
      await runTransaction(this.store, [
        {
          patch: {
            id: releaseDocumentId(releaseId),
            set: { state: 'active', error: { message } },
            unset: ['publishAt'],
          },
        },
      ]).catch((failed) => console.error('release scheduler:', failed))
    }
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    this.unsubscribe()
  }
}
