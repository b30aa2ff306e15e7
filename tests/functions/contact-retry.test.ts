// A lead whose e-mail fails is never dropped silently: it is retried with a growing delay (1, 2, 4 ... minutes, at
// most an hour) for LEAD_RETRY_DAYS (7 days), however many attempts that takes; after that it is given up, and any
// lead whose e-mail has not reached the team is flagged in the Studio's inbox. Real content lake, real SMTP server.
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { retryPendingEmails } from '../../functions/retry-pending-emails/retry.ts'
import { leadId, retryDelayMs, retryWindowMs } from '../../functions/lib/leads.ts'
import {
  contactSubmission,
  deliveryNote,
  UNDELIVERED_LEADS_FILTER,
} from '../../schemas/documents/contactSubmission.ts'
import { checkDataset, formatViolation } from '../content/checker/index.ts'
import { contactServices, freezeClock, submit, validSubmission, type TestClock } from './harness.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const services = contactServices()
beforeAll(async () => {})

let clock: TestClock
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(async () => {
  await services.reset()
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  clock = freezeClock()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const iso = (time: number) => new Date(time).toISOString()
const onlyLead = async () => {
  const [lead, ...others] = await services.lake.leads()
  expect(others).toEqual([])
  return lead!
}
const nothingDone = { emailed: 0, failed: 0, gaveUp: 0, skipped: 0 }

/** A submission whose first e-mail was refused by the mail server; the server keeps refusing. */
async function failingLead() {
  services.smtp.refusing = true
  const submission = validSubmission()
  expect((await submit(submission, services.env)).body).toEqual({ success: true })
  return submission.submissionId as string
}

/** The subtitle the Studio's inbox shows for a lead. */
function inboxSubtitle(lead: object): string {
  const preview = contactSubmission.preview!
  return String(preview.prepare!(lead as never).subtitle)
}

/** The leads the Studio's "E-mail Not Delivered" list shows. */
const undeliveredList = () =>
  services.lake.editor.fetch<string[]>(`*[${UNDELIVERED_LEADS_FILTER}]._id`, {}, { perspective: 'raw' })

describe('the backoff', () => {
  test('after the nth failed attempt the next waits 1, 2, 4, 8, 16, 32 minutes, then an hour each time', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20, 200].map((failed) => retryDelayMs(failed) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60, 60,
    ])
  })

  test('leads are retried for 7 days after they arrive; LEAD_RETRY_DAYS changes that', () => {
    expect(retryWindowMs({})).toBe(7 * DAY)
    expect(retryWindowMs({ LEAD_RETRY_DAYS: '2' })).toBe(2 * DAY)
    expect(retryWindowMs({ LEAD_RETRY_DAYS: 'soon' })).toBe(7 * DAY)
  })

  test('a failed e-mail is tried again when its next attempt is due, not before', async () => {
    const id = await failingLead()
    const submittedAt = Date.parse((await onlyLead()).submittedAt!)
    expect(await onlyLead()).toMatchObject({ status: 'email-failed', emailAttempts: 1 })
    expect((await onlyLead()).nextAttemptAt).toBe(iso(submittedAt + MINUTE))

    clock.advance(MINUTE - 1000)
    expect(await retryPendingEmails(services.env)).toEqual(nothingDone)
    expect((await onlyLead()).emailAttempts).toBe(1)

    clock.advance(1000)
    expect(await retryPendingEmails(services.env)).toEqual({ ...nothingDone, failed: 1 })
    expect(await onlyLead()).toMatchObject({
      _id: leadId(id),
      status: 'email-failed',
      emailAttempts: 2,
      nextAttemptAt: iso(submittedAt + MINUTE + 2 * MINUTE),
    })
  })

  test('a lead with 8 or more failed attempts is still retried, and delivered once the mail server is back', async () => {
    const id = await failingLead()
    await services.lake.editor
      .patch(leadId(id))
      .set({ emailAttempts: 12, nextAttemptAt: iso(Date.now()) })
      .commit()
    services.smtp.refusing = false
    expect(await retryPendingEmails(services.env)).toEqual({ ...nothingDone, emailed: 1 })
    expect(await onlyLead()).toMatchObject({ status: 'emailed', emailAttempts: 13 })
    expect(services.smtp.mails.map((mail) => mail.header('X-Submission-Id'))).toEqual([id])
  })

  test('the request that stores a lead e-mails it; the retry steps in only a minute later', async () => {
    // A request that died between storing the lead and sending it leaves a lead with status "new".
    const id = await failingLead()
    await services.lake.editor
      .patch(leadId(id))
      .set({ status: 'new', emailAttempts: 0, nextAttemptAt: iso(Date.now() + MINUTE) })
      .commit()
    services.smtp.refusing = false
    expect(await retryPendingEmails(services.env)).toEqual(nothingDone)
    clock.advance(MINUTE)
    expect(await retryPendingEmails(services.env)).toEqual({ ...nothingDone, emailed: 1 })
    expect(services.smtp.mails).toHaveLength(1)
  })
})

describe('giving up', () => {
  test('a lead still failing 7 days after it arrived is given up: marked "email-undelivered" and logged', async () => {
    const id = await failingLead()
    clock.advance(7 * DAY)
    await services.lake.editor
      .patch(leadId(id))
      .set({ nextAttemptAt: iso(Date.now()) })
      .commit()
    expect(await retryPendingEmails(services.env)).toEqual({ ...nothingDone, gaveUp: 1 })

    const lead = await onlyLead()
    expect(lead).toMatchObject({ status: 'email-undelivered', emailAttempts: 2 })
    expect(lead).not.toHaveProperty('nextAttemptAt')
    expect(lead).not.toHaveProperty('sendingSince')
    expect(lead.lastError).toMatch(/451 Mail service temporarily unavailable/)
    expect(consoleError).toHaveBeenCalledWith(
      `[leads] gave up e-mailing lead ${id} after 2 attempts over 7 days: ${lead.lastError}. It stays in the Studio, flagged "E-mail not delivered".`,
    )
  })

  test('a lead given up is left alone by the retry, even once the mail server is back', async () => {
    const id = await failingLead()
    clock.advance(7 * DAY)
    await services.lake.editor
      .patch(leadId(id))
      .set({ nextAttemptAt: iso(Date.now()) })
      .commit()
    await retryPendingEmails(services.env)
    services.smtp.refusing = false
    clock.advance(DAY)
    expect(await retryPendingEmails(services.env)).toEqual(nothingDone)
    expect(services.smtp.mails).toEqual([])
  })

  test('a lead given up is tried once more when its visitor sends the form again', async () => {
    const submission = validSubmission()
    services.smtp.refusing = true
    await submit(submission, services.env)
    await services.lake.editor
      .patch(leadId(submission.submissionId as string))
      .set({ status: 'email-undelivered' })
      .unset(['nextAttemptAt'])
      .commit()
    services.smtp.refusing = false
    await submit(submission, services.env)
    expect(await onlyLead()).toMatchObject({ status: 'emailed', emailAttempts: 2 })
    expect(services.smtp.mails).toHaveLength(1)
  })
})

describe("the Studio's inbox", () => {
  test('flags a failing lead with its attempts and the time of its next try', async () => {
    await failingLead()
    const lead = await onlyLead()
    const next = lead.nextAttemptAt!.slice(0, 16).replace('T', ' ')
    expect(deliveryNote(lead)).toBe(`⚠ E-mail failed (1 attempt, retrying at ${next} UTC)`)
    expect(inboxSubtitle(lead)).toBe(
      `New · ${lead.submittedAt!.slice(0, 16).replace('T', ' ')} · ⚠ E-mail failed (1 attempt, retrying at ${next} UTC)`,
    )
  })

  test('flags a lead given up as "E-mail not delivered: check SMTP"', async () => {
    const id = await failingLead()
    clock.advance(7 * DAY)
    await services.lake.editor
      .patch(leadId(id))
      .set({ nextAttemptAt: iso(Date.now()) })
      .commit()
    await retryPendingEmails(services.env)
    const lead = await onlyLead()
    expect(inboxSubtitle(lead)).toBe(
      `New · ${lead.submittedAt!.slice(0, 16).replace('T', ' ')} · ⚠ E-mail not delivered after 2 attempts: check SMTP`,
    )
  })

  test('lists failing and given-up leads under "E-mail Not Delivered", and no lead that reached the team', async () => {
    const delivered = validSubmission()
    await submit(delivered, services.env)
    const failing = await failingLead()
    const givenUp = await failingLead()
    await services.lake.editor.patch(leadId(givenUp)).set({ status: 'email-undelivered' }).commit()
    expect((await undeliveredList()).sort()).toEqual([leadId(failing), leadId(givenUp)].sort())
  })

  test('every lead the function writes, delivered, failing or given up, is valid for the Studio', async () => {
    await submit(validSubmission(), services.env)
    await submit(validSubmission({ source: 'contact' }), services.env)
    await failingLead()
    const givenUp = await failingLead()
    await services.lake.editor
      .patch(leadId(givenUp))
      .set({ submittedAt: iso(Date.now() - 8 * DAY), nextAttemptAt: iso(Date.now()) })
      .commit()
    await retryPendingEmails(services.env)

    const leads = await services.lake.leads()
    expect(leads.map((lead) => lead.status).sort()).toEqual([
      'email-failed',
      'email-undelivered',
      'emailed',
      'emailed',
    ])
    const ids = new Set(leads.map((lead) => lead._id))
    const violations = await checkDataset({ documents: leads as never, imageFiles: [], problems: [] })
    expect(violations.filter((violation) => ids.has(violation.id)).map(formatViolation)).toEqual([])
  })
})
