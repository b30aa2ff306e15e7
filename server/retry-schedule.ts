// The local server's schedule for the retry of failed lead e-mails (functions/retry-pending-emails/): once a
// minute (each lead's own backoff decides whether it is due), as Netlify's scheduled function and Vercel's cron do
// every 5 minutes when hosted. The timer never keeps the process alive.
import { retryPendingEmails, type RetryOutcome } from '../functions/retry-pending-emails/retry.ts'

export const RETRY_INTERVAL_MS = 60_000

export type { RetryOutcome }

export interface RetryScheduleOptions {
  intervalMs?: number
  retry?: (env: Record<string, string | undefined>) => Promise<RetryOutcome>
  log?: (line: string) => void
  logError?: (line: string, error: unknown) => void
}

export interface RetrySchedule {
  /** Runs the retry now unless a run is under way; resolves when the run under way ends. */
  runNow(): Promise<void>
  /** Stops the schedule; resolves once a run under way has ended (so the content lake can close after it). */
  stop(): Promise<void>
}

export function startRetrySchedule(
  env: Record<string, string | undefined>,
  {
    intervalMs = RETRY_INTERVAL_MS,
    retry = retryPendingEmails,
    log = (line) => console.log(line),
    logError = (line, error) => console.error(line, error),
  }: RetryScheduleOptions = {},
): RetrySchedule {
  let running: Promise<void> | null = null
  let stopped = false

  function runNow(): Promise<void> {
    if (stopped) return Promise.resolve()
    running ??= (async () => {
      try {
        const outcome = await retry(env)
        // Quiet when there was nothing to do; otherwise say what was delivered (each lead given up is also logged
        // as an error where it happens).
        if (outcome.emailed || outcome.failed || outcome.gaveUp)
          log(
            `retry-pending-emails: ${outcome.emailed} lead e-mail(s) delivered, ${outcome.failed} failed again, ${outcome.skipped} skipped${outcome.gaveUp ? `, ${outcome.gaveUp} given up (flagged "E-mail not delivered" in the Studio)` : ''}`,
          )
      } catch (error) {
        logError('retry-pending-emails: the retry run failed:', error)
      } finally {
        running = null
      }
    })()
    return running
  }

  const timer = setInterval(() => void runNow(), intervalMs)
  timer.unref()

  return {
    runNow,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
