// Many submissions at once against a real content lake and a real SMTP server: no lead lost, none doubled, every
// lead e-mailed exactly once, even when the same submission arrives twice at once or a retry run races the request.
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { retryPendingEmails } from '../../functions/retry-pending-emails/retry.ts'
import { contactServices, freezeClock, freshIp, submit, validSubmission } from './harness.ts'

const services = contactServices()
beforeAll(async () => {})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})
beforeEach(async () => {
  await services.reset()
})

/** How many mails each submission id received. */
function mailCounts(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const mail of services.smtp.mails) {
    const id = mail.header('X-Submission-Id') ?? ''
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

test('200 valid submissions at once: 200 leads stored and 200 mails received, one per lead', async () => {
  const submissions = Array.from({ length: 200 }, (_, index) =>
    validSubmission({ name: `Visitor ${index}`, email: `visitor${index}@example.com` }),
  )
  // Each from its own address, as 200 visitors would be (one address is limited to 20).
  const answers = await Promise.all(
    submissions.map((submission) => submit(submission, services.env, freshIp())),
  )
  expect(answers.map((answer) => answer.status)).toEqual(submissions.map(() => 200))

  const leads = await services.lake.leads()
  expect(leads).toHaveLength(200)
  expect(new Set(leads.map((lead) => lead.submissionId))).toEqual(
    new Set(submissions.map((submission) => submission.submissionId)),
  )
  expect(leads.every((lead) => lead.status === 'emailed' && lead.emailAttempts === 1)).toBe(true)

  expect(services.smtp.mails).toHaveLength(200)
  const counts = mailCounts()
  expect(counts.size).toBe(200)
  for (const submission of submissions) expect(counts.get(submission.submissionId as string)).toBe(1)
})

test('the same submission arriving 10 times at once makes one lead and one mail', async () => {
  const submission = validSubmission()
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => submit(submission, services.env, freshIp())),
  )
  expect(answers.every((answer) => answer.status === 200 && answer.body.success)).toBe(true)
  expect(await services.lake.leads()).toHaveLength(1)
  expect(services.smtp.mails).toHaveLength(1)
})

test('retry runs racing the requests never send a lead twice', async () => {
  // 30 leads whose first e-mail failed and whose retry is due, sent again by their visitors while 5 retry runs go.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const clock = freezeClock()
  const submissions = Array.from({ length: 30 }, () => validSubmission())
  services.smtp.refusing = true
  await Promise.all(submissions.map((submission) => submit(submission, services.env, freshIp())))
  services.smtp.refusing = false
  clock.advance(60_000)
  const [answers] = await Promise.all([
    Promise.all(submissions.map((submission) => submit(submission, services.env, freshIp()))),
    Promise.all(Array.from({ length: 5 }, () => retryPendingEmails(services.env))),
  ])
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  // Whatever a race left unsent is sent by the next run.
  await retryPendingEmails(services.env)

  const leads = await services.lake.leads()
  expect(leads).toHaveLength(30)
  expect(leads.every((lead) => lead.status === 'emailed')).toBe(true)
  expect(services.smtp.mails).toHaveLength(30)
  for (const submission of submissions) expect(mailCounts().get(submission.submissionId as string)).toBe(1)
})
