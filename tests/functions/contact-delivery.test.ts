// POST /api/send-contact-email with a real content lake and a real SMTP server: every accepted message is kept as a
// lead and e-mailed exactly once, and when a service is down the message survives through the other (README.md
// "Leads are kept before they are mailed"). Spam: contact-spam.test.ts; the form a lead came from: contact-source.
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { MESSAGES } from '../../validation/messages.ts'
import { retryPendingEmails } from '../../functions/retry-pending-emails/retry.ts'
import { leadId } from '../../functions/lib/leads.ts'
import {
  CONTACT_FROM,
  CONTACT_TO,
  closedPort,
  contactServices,
  freezeClock,
  submit,
  validSubmission,
} from './harness.ts'

let lakeDownUrl: string
let smtpDownUrl: string

const services = contactServices()
beforeAll(async () => {
  lakeDownUrl = `http://127.0.0.1:${await closedPort()}/content-lake`
  smtpDownUrl = `smtp://127.0.0.1:${await closedPort()}`
})

// Each test starts with an empty lake and mailbox; failures the function logs on purpose stay out of the output.
let consoleError: ReturnType<typeof vi.spyOn>
let consoleWarn: ReturnType<typeof vi.spyOn>
beforeEach(async () => {
  await services.reset()
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  consoleError.mockRestore()
  consoleWarn.mockRestore()
  vi.useRealTimers()
})

const mailsFor = (submissionId: unknown) =>
  services.smtp.mails.filter((mail) => mail.header('X-Submission-Id') === submissionId)

describe('an accepted message', () => {
  test('is answered 200 {success: true}, kept as a lead and e-mailed once', async () => {
    const submission = validSubmission()
    const answer = await submit(submission, services.env)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ success: true })

    const [lead, ...others] = await services.lake.leads()
    expect(others).toEqual([])
    expect(lead).toMatchObject({
      _id: leadId(submission.submissionId as string),
      _type: 'contactSubmission',
      submissionId: submission.submissionId,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 (555) 012-3456',
      company: 'Analytical Engines',
      service: 'sap',
      message: submission.message,
      source: 'home',
      stage: 'new',
      status: 'emailed',
      emailAttempts: 1,
    })
    expect(lead).not.toHaveProperty('possibleSpam')
    expect(lead).not.toHaveProperty('website')
    expect(lead).not.toHaveProperty('elapsedMs')
    expect(mailsFor(submission.submissionId)).toHaveLength(1)
    expect(services.smtp.mails).toHaveLength(1)
  })

  test('is e-mailed from CONTACT_FROM to CONTACT_TO, with the visitor as Reply-To and every field', async () => {
    const submission = validSubmission()
    await submit(submission, services.env)
    const [mail] = services.smtp.mails
    expect(mail!.from).toBe('no-reply@example.test')
    expect(mail!.to).toEqual([CONTACT_TO])
    expect(mail!.header('From')).toBe(CONTACT_FROM)
    expect(mail!.header('Reply-To')).toBe('Ada Lovelace <ada@example.com>')
    expect(mail!.header('Subject')).toBe('New enquiry from Ada Lovelace (Analytical Engines)')
    for (const line of [
      'Name: Ada Lovelace',
      'E-mail: ada@example.com',
      'Phone: +1 (555) 012-3456',
      'Company: Analytical Engines',
      'Service: SAP Implementation',
      `Reference: ${submission.submissionId}`,
      submission.message as string,
    ])
      expect(mail!.text).toContain(line)
  })

  test('is kept and mailed with its text cleaned (angle brackets, javascript:, onxxx= removed, trimmed)', async () => {
    const submission = validSubmission({
      name: '  <b>Ada</b> Lovelace ',
      company: 'Engines onmouseover=steal()',
      message: ' Hello <script>alert(1)</script> javascript:void(0) <img onerror =x> ',
    })
    await submit(submission, services.env)
    const [lead] = await services.lake.leads()
    expect(lead).toMatchObject({
      name: 'bAda/b Lovelace',
      company: 'Engines steal()',
      message: 'Hello scriptalert(1)/script void(0) img x',
    })
    expect(services.smtp.mails[0]!.text).toContain('Hello scriptalert(1)/script void(0) img x')
    expect(services.smtp.mails[0]!.raw).not.toMatch(/<script|javascript:|onerror/i)
  })

  test('cannot add mail headers through a line break in its name', async () => {
    await submit(validSubmission({ name: 'Ada\r\nBcc: victim@example.org', company: '' }), services.env)
    const [mail] = services.smtp.mails
    expect(mail!.to).toEqual([CONTACT_TO])
    expect(mail!.header('Bcc')).toBeUndefined()
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!
    expect(headers).not.toMatch(/^Bcc:/im)
    expect(mail!.header('Subject')).toBe('New enquiry from Ada Bcc: victim@example.org')
  })

  test('without a submission id is still accepted, kept and mailed', async () => {
    const { submissionId: _none, ...submission } = validSubmission()
    const answer = await submit(submission, services.env)
    expect(answer.body).toEqual({ success: true })
    const [lead, ...others] = await services.lake.leads()
    expect(others).toEqual([])
    expect(lead!.submissionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(lead!.status).toBe('emailed')
    expect(mailsFor(lead!.submissionId)).toHaveLength(1)
  })

  test('without SMTP_URL is written to the outbox as an .eml file', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'outbox-'))
    const submission = validSubmission()
    const answer = await submit(submission, { ...services.env, SMTP_URL: undefined, OUTBOX_DIR: outbox })
    expect(answer.body).toEqual({ success: true })
    const files = await readdir(outbox)
    expect(files).toHaveLength(1)
    expect(files).toEqual([`lead-${submission.submissionId as string}.eml`])
    expect(await readFile(join(outbox, files[0]!), 'utf8')).toContain(`To: ${CONTACT_TO}`)
    expect(services.smtp.mails).toEqual([])
    await rm(outbox, { recursive: true, force: true })
  })
})

describe('idempotency: a submission id is one lead and one mail', () => {
  test('the same submission sent again makes no second lead and no second mail', async () => {
    const submission = validSubmission()
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await submit(submission, services.env)).body).toEqual({ success: true })
    expect(await services.lake.leads()).toHaveLength(1)
    expect(mailsFor(submission.submissionId)).toHaveLength(1)
  })

  test('a resend after a failed e-mail delivers the kept lead once, without a second lead', async () => {
    const submission = validSubmission()
    services.smtp.refusing = true
    await submit(submission, services.env)
    services.smtp.refusing = false
    await submit(submission, services.env)
    await submit(submission, services.env)
    const [lead, ...others] = await services.lake.leads()
    expect(others).toEqual([])
    expect(lead).toMatchObject({ status: 'emailed', emailAttempts: 2 })
    expect(mailsFor(submission.submissionId)).toHaveLength(1)
  })
})

describe('the mail server is down', () => {
  for (const [kind, smtpUrl] of [
    ['refusing mail (451)', () => services.smtp.url],
    ['not listening', () => smtpDownUrl],
  ] as const) {
    test(`${kind}: answered success, the lead kept and marked for retry`, async () => {
      services.smtp.refusing = true
      const submission = validSubmission()
      const answer = await submit(submission, { ...services.env, SMTP_URL: smtpUrl() })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ success: true })
      const [lead] = await services.lake.leads()
      expect(lead).toMatchObject({ status: 'email-failed', emailAttempts: 1 })
      expect(lead!.lastError).toEqual(expect.any(String))
      expect(lead).not.toHaveProperty('sendingSince')
      expect(services.smtp.mails).toEqual([])
    })
  }

  test('when it is back, the retry delivers the kept lead exactly once', async () => {
    const clock = freezeClock()
    services.smtp.refusing = true
    const submission = validSubmission()
    await submit(submission, services.env)
    clock.advance(60_000)
    expect(await retryPendingEmails(services.env)).toEqual({ emailed: 0, failed: 1, gaveUp: 0, skipped: 0 })
    expect((await services.lake.leads())[0]).toMatchObject({ status: 'email-failed', emailAttempts: 2 })

    services.smtp.refusing = false
    clock.advance(2 * 60_000)
    expect(await retryPendingEmails(services.env)).toEqual({ emailed: 1, failed: 0, gaveUp: 0, skipped: 0 })
    expect(await retryPendingEmails(services.env)).toEqual({ emailed: 0, failed: 0, gaveUp: 0, skipped: 0 })
    const [lead] = await services.lake.leads()
    expect(lead).toMatchObject({ status: 'emailed', emailAttempts: 3 })
    expect(lead).not.toHaveProperty('lastError')
    expect(lead).not.toHaveProperty('nextAttemptAt')
    expect(lead!.emailedAt).toEqual(expect.any(String))
    expect(mailsFor(submission.submissionId)).toHaveLength(1)
  })
})

describe('the retry', () => {
  test('never sends a lead that was e-mailed', async () => {
    await submit(validSubmission(), services.env)
    freezeClock().advance(24 * 60 * 60_000)
    expect(await retryPendingEmails(services.env)).toEqual({ emailed: 0, failed: 0, gaveUp: 0, skipped: 0 })
    expect(services.smtp.mails).toHaveLength(1)
  })

  test('takes over a lead whose sender died mid-way (claimed more than 5 minutes ago)', async () => {
    services.smtp.refusing = true
    const stale = validSubmission()
    const fresh = validSubmission()
    await submit(stale, services.env)
    await submit(fresh, services.env)
    services.smtp.refusing = false
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    await services.lake.editor
      .transaction()
      .patch(leadId(stale.submissionId as string), (p) =>
        p.set({ status: 'sending', sendingSince: minutesAgo(6) }),
      )
      .patch(leadId(fresh.submissionId as string), (p) =>
        p.set({ status: 'sending', sendingSince: minutesAgo(1) }),
      )
      .commit()
    expect(await retryPendingEmails(services.env)).toEqual({ emailed: 1, failed: 0, gaveUp: 0, skipped: 0 })
    expect(mailsFor(stale.submissionId)).toHaveLength(1)
    expect(mailsFor(fresh.submissionId)).toEqual([])
  })

  test('reports a content lake that is down as an error', async () => {
    await expect(retryPendingEmails({ ...services.env, CONTENT_LAKE_URL: lakeDownUrl })).rejects.toThrow()
  })
})

describe('the content lake is down', () => {
  test('the message is still e-mailed and answered success', async () => {
    const submission = validSubmission()
    const answer = await submit(submission, { ...services.env, CONTENT_LAKE_URL: lakeDownUrl })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ success: true })
    expect(mailsFor(submission.submissionId)).toHaveLength(1)
    expect(mailsFor(submission.submissionId)[0]!.text).toContain(submission.message as string)
  })

  test('with the mail server down too, it is answered 503 with an error to retry, and no stack trace', async () => {
    const answer = await submit(validSubmission(), {
      ...services.env,
      CONTENT_LAKE_URL: lakeDownUrl,
      SMTP_URL: smtpDownUrl,
    })
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ success: false, error: MESSAGES.sendFailed })
    expect(answer.text).not.toMatch(/ECONNREFUSED|\bat .+:\d+|\.ts\b/)
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/could be neither stored nor e-mailed/),
      expect.anything(),
    )
  })
})
