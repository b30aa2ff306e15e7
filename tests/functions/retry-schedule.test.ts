// The local server's schedule for the retry of failed lead e-mails: once a minute, never two runs at once, never
// keeping the process alive, stopped on close, and saying in the log what it delivered.
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  RETRY_INTERVAL_MS,
  startRetrySchedule,
  type RetryOutcome,
  type RetrySchedule,
} from '../../server/retry-schedule.ts'
import { contactEnv, startLake, startSmtp, submit, validSubmission } from './harness.ts'

const nothing: RetryOutcome = { emailed: 0, failed: 0, gaveUp: 0, skipped: 0 }
let schedule: RetrySchedule | undefined

afterEach(async () => {
  await schedule?.stop()
  schedule = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the retry schedule', () => {
  test('runs the retry once a minute with the server environment', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const env = { CONTENT_LAKE_URL: 'http://lake.test' }
    const retry = vi.fn(async () => nothing)
    schedule = startRetrySchedule(env, { retry })
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS - 1)
    expect(retry).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(retry).toHaveBeenCalledTimes(1)
    expect(retry).toHaveBeenCalledWith(env)
    await vi.advanceTimersByTimeAsync(2 * RETRY_INTERVAL_MS)
    expect(retry).toHaveBeenCalledTimes(3)
    expect(RETRY_INTERVAL_MS).toBe(60_000)
  })

  test('does not keep the process alive', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval')
    schedule = startRetrySchedule({}, { retry: async () => nothing })
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout
    expect(timer.hasRef()).toBe(false)
  })

  test('never starts a run while the previous one is still under way', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const finish: (() => void)[] = []
    const retry = vi.fn(() => new Promise<RetryOutcome>((resolve) => finish.push(() => resolve(nothing))))
    schedule = startRetrySchedule({}, { retry })
    await vi.advanceTimersByTimeAsync(3 * RETRY_INTERVAL_MS)
    expect(retry).toHaveBeenCalledTimes(1)
    finish[0]!()
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS)
    expect(retry).toHaveBeenCalledTimes(2)
    finish[1]!()
  })

  test('once stopped it runs no more, and stopping waits for the run under way', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let finish = () => {}
    const retry = vi.fn(() => new Promise<RetryOutcome>((resolve) => (finish = () => resolve(nothing))))
    schedule = startRetrySchedule({}, { retry })
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS)
    let stopped = false
    const stopping = schedule.stop().then(() => (stopped = true))
    await Promise.resolve()
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(stopped).toBe(true)
    await vi.advanceTimersByTimeAsync(5 * RETRY_INTERVAL_MS)
    await schedule.runNow()
    expect(retry).toHaveBeenCalledTimes(1)
  })

  test('logs what it delivered and stays quiet when there was nothing to do', async () => {
    const log = vi.fn()
    const outcomes: RetryOutcome[] = [nothing, { emailed: 2, failed: 1, gaveUp: 0, skipped: 0 }]
    schedule = startRetrySchedule({}, { retry: async () => outcomes.shift()!, log })
    await schedule.runNow()
    expect(log).not.toHaveBeenCalled()
    await schedule.runNow()
    expect(log).toHaveBeenCalledExactlyOnceWith(
      'retry-pending-emails: 2 lead e-mail(s) delivered, 1 failed again, 0 skipped',
    )
  })

  test('says how many leads it gave up on', async () => {
    const log = vi.fn()
    schedule = startRetrySchedule({}, { retry: async () => ({ ...nothing, gaveUp: 1 }), log })
    await schedule.runNow()
    expect(log).toHaveBeenCalledExactlyOnceWith(
      'retry-pending-emails: 0 lead e-mail(s) delivered, 0 failed again, 0 skipped, 1 given up (flagged "E-mail not delivered" in the Studio)',
    )
  })

  test('logs a failed run and runs again a minute later', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const logError = vi.fn()
    const failure = new Error('content lake unreachable')
    const retry = vi
      .fn<() => Promise<RetryOutcome>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(nothing)
    schedule = startRetrySchedule({}, { retry, logError })
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS)
    expect(logError).toHaveBeenCalledExactlyOnceWith('retry-pending-emails: the retry run failed:', failure)
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS)
    expect(retry).toHaveBeenCalledTimes(2)
    expect(logError).toHaveBeenCalledTimes(1)
  })

  test('a minute after the mail server is back, the kept lead is delivered and logged', async () => {
    const lake = await startLake()
    const smtp = await startSmtp()
    try {
      const env = contactEnv(lake.url, smtp.url)
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      smtp.refusing = true
      const submission = validSubmission()
      expect((await submit(submission, env)).body).toEqual({ success: true })
      expect(smtp.mails).toEqual([])
      smtp.refusing = false

      // The clock too: the lead's next attempt is due a minute after it failed.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
      const log = vi.fn()
      schedule = startRetrySchedule(env, { log })
      await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS)
      await schedule.stop()

      expect(smtp.mails.map((mail) => mail.header('X-Submission-Id'))).toEqual([submission.submissionId])
      expect((await lake.leads())[0]).toMatchObject({ status: 'emailed' })
      expect(log).toHaveBeenCalledExactlyOnceWith(
        'retry-pending-emails: 1 lead e-mail(s) delivered, 0 failed again, 0 skipped',
      )
    } finally {
      await smtp.close()
      await lake.close()
    }
  })
})
