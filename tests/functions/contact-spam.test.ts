// Spam rules that never drop a real person silently: only a filled honeypot drops a message; a form filled in faster
// than a person usually can (autofill plus a paste, a password manager) is kept as a lead flagged "possible spam",
// held for review (listed apart in the Studio, not e-mailed) until the team releases it. Real lake, real SMTP.
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { MIN_FILL_MS } from '../../functions/send-contact-email/function.ts'
import { honeypotVerdict, reviewVerdict } from '../../functions/send-contact-email/spam.ts'
import { retryPendingEmails } from '../../functions/retry-pending-emails/retry.ts'
import { leadId } from '../../functions/lib/leads.ts'
import { leadsFilter, notSpamChange } from '../../schemas/lib/leads.ts'
import { closedPort, contactServices, submit, validSubmission } from './harness.ts'

describe('the rules', () => {
  test('a filled honeypot (website) drops the message', () => {
    expect(honeypotVerdict({ website: 'https://spam.example' })).toEqual({
      action: 'drop',
      reason: 'honeypot filled',
    })
  })

  test('an empty or blank honeypot drops nothing', () => {
    for (const website of [undefined, null, '', '   '])
      expect(honeypotVerdict({ website })).toEqual({ action: 'accept' })
  })

  test(`a form filled in under ${MIN_FILL_MS} ms is held for review, with how fast it was`, () => {
    expect(reviewVerdict({ elapsedMs: 320 })).toEqual({
      action: 'hold',
      reason: 'Filled in 320 ms (a person usually takes longer)',
    })
    expect(reviewVerdict({ elapsedMs: MIN_FILL_MS - 1 })).toMatchObject({ action: 'hold' })
  })

  test(`a form filled in ${MIN_FILL_MS} ms or more is accepted`, () => {
    expect(reviewVerdict({ elapsedMs: MIN_FILL_MS })).toEqual({ action: 'accept' })
  })

  test('an unknown fill time (the form was filled before the page was ready) is accepted', () => {
    expect(reviewVerdict({})).toEqual({ action: 'accept' })
  })
})

const services = contactServices()
beforeAll(async () => {})

let consoleWarn: ReturnType<typeof vi.spyOn>
beforeEach(async () => {
  await services.reset()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

const possibleSpamList = async () => {
  const { filter, params } = leadsFilter({ possibleSpam: true })
  return services.lake.editor.fetch<string[]>(`*[${filter}]._id`, params, { perspective: 'raw' })
}
const newLeadsList = async () => {
  const { filter, params } = leadsFilter({ status: 'new' })
  return services.lake.editor.fetch<string[]>(`*[${filter}]._id`, params, { perspective: 'raw' })
}

describe('the function', () => {
  test('a filled honeypot is answered success; nothing is stored or mailed', async () => {
    const answer = await submit(validSubmission({ website: 'https://spam.example' }), services.env)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ success: true })
    expect(await services.lake.leads()).toEqual([])
    expect(services.smtp.mails).toEqual([])
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('honeypot filled'))
  })

  test('a filled honeypot is answered success even when the other fields are invalid', async () => {
    const answer = await submit({ website: 'x'.repeat(600), email: 'not-an-email' }, services.env)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ success: true })
    expect(await services.lake.leads()).toEqual([])
  })

  test('a too-fast form is answered success, kept as possible spam and not e-mailed', async () => {
    const submission = validSubmission({ elapsedMs: 400 })
    const answer = await submit(submission, services.env)
    expect(answer.body).toEqual({ success: true })
    const [lead, ...others] = await services.lake.leads()
    expect(others).toEqual([])
    expect(lead).toMatchObject({
      _id: leadId(submission.submissionId as string),
      name: 'Ada Lovelace',
      stage: 'new',
      status: 'held',
      possibleSpam: true,
      spamReason: 'Filled in 400 ms (a person usually takes longer)',
    })
    expect(lead).not.toHaveProperty('nextAttemptAt')
    expect(services.smtp.mails).toEqual([])
  })

  test('possible spam is listed apart in the inbox, not among the new leads', async () => {
    const held = validSubmission({ elapsedMs: 10 })
    const person = validSubmission()
    await submit(held, services.env)
    await submit(person, services.env)
    expect(await possibleSpamList()).toEqual([leadId(held.submissionId as string)])
    expect(await newLeadsList()).toEqual([leadId(person.submissionId as string)])
  })

  test('a too-fast form with invalid fields is answered 400 like any other: a person gets to fix it', async () => {
    const answer = await submit(validSubmission({ elapsedMs: 10, email: 'not-an-email' }), services.env)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ fieldErrors: { email: 'Please enter a valid email address' } })
    expect(await services.lake.leads()).toEqual([])
  })

  test('a held lead is neither e-mailed by the retry nor by a resend of the same form', async () => {
    const submission = validSubmission({ elapsedMs: 10 })
    await submit(submission, services.env)
    await submit({ ...submission, elapsedMs: 30_000 }, services.env)
    await retryPendingEmails(services.env)
    expect(services.smtp.mails).toEqual([])
    expect((await services.lake.leads()).map((lead) => lead.status)).toEqual(['held'])
  })

  test('released with "Not spam", the held lead is e-mailed by the next retry run, once', async () => {
    const submission = validSubmission({ elapsedMs: 10 })
    await submit(submission, services.env)
    const { set } = notSpamChange(new Date().toISOString())
    await services.lake.editor
      .patch(leadId(submission.submissionId as string))
      .set(set)
      .commit()
    expect(await possibleSpamList()).toEqual([])
    await retryPendingEmails(services.env)
    await retryPendingEmails(services.env)
    expect(services.smtp.mails).toHaveLength(1)
    expect(services.smtp.mails[0]!.header('Subject')).toBe(
      'New enquiry from Ada Lovelace (Analytical Engines)',
    )
    const [lead] = await services.lake.leads()
    expect(lead).toMatchObject({ status: 'emailed', possibleSpam: false })
  })

  test('a too-fast form that cannot be kept (lake down) is e-mailed anyway, flagged as possible spam', async () => {
    const down = { ...services.env, CONTENT_LAKE_URL: `http://127.0.0.1:${await closedPort()}/content-lake` }
    const answer = await submit(validSubmission({ elapsedMs: 10 }), down)
    expect(answer.body).toEqual({ success: true })
    expect(services.smtp.mails).toHaveLength(1)
    expect(services.smtp.mails[0]!.header('Subject')).toBe(
      '[Possible spam] New enquiry from Ada Lovelace (Analytical Engines)',
    )
    expect(services.smtp.mails[0]!.text).toContain(
      'Possible spam: Filled in 10 ms (a person usually takes longer)',
    )
  })
})
