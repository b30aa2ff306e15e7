// A crash between sending a lead's e-mail and recording it must not make the team read the lead twice
// (functions/README.md "Delivery guarantee"). Each mail of a lead carries the same Message-ID, so a receiving server
// keeps one copy; the outbox keeps one file per lead and a resend finds it; and no path (a sender that took long, the
// request's fallback when the lake failed) sends a lead the retry then sends again. Real content lake, real SMTP.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { retryPendingEmails } from '../../functions/retry-pending-emails/retry.ts'
import { createMailer, type SendMail } from '../../functions/lib/mailer.ts'
import { deliverLead, leadId, STALE_CLAIM_MS, type Lead } from '../../functions/lib/leads.ts'
import { getSanityClient } from '../../functions/lib/sanity-client.ts'
import { serviceName } from '../../validation/services.ts'
import { contactServices, freezeClock, submit, validSubmission, type TestClock } from './harness.ts'

const services = contactServices()
beforeAll(async () => {})

let clock: TestClock
beforeEach(async () => {
  await services.reset()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  clock = freezeClock()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const mailsFor = (submissionId: string) =>
  services.smtp.mails.filter((mail) => mail.header('X-Submission-Id') === submissionId)
const statusOf = async (submissionId: string) =>
  (await services.lake.editor.getDocument<Lead>(leadId(submissionId)))?.status

/** A lead whose first e-mail the mail server refused, as it is in the content lake now. */
async function failedLead(): Promise<Lead> {
  services.smtp.refusing = true
  const submission = validSubmission()
  await submit(submission, services.env)
  services.smtp.refusing = false
  return (await services.lake.editor.getDocument<Lead>(leadId(submission.submissionId as string)))!
}

/**
 * Sends the lead's e-mail as the function does, then stops as a process killed right after the send would: the mail
 * is delivered, the lead stays claimed ("sending") and nothing is recorded. Resolves once the mail is delivered.
 */
async function sendThenDie(lead: Lead, sendMail: SendMail): Promise<void> {
  let delivered!: () => void
  const done = new Promise<void>((resolve) => (delivered = resolve))
  const dying: SendMail = async (mail) => {
    await sendMail(mail)
    delivered()
    return new Promise(() => {})
  }
  void deliverLead(getSanityClient(services.env, 'leads'), lead, dying, serviceName, services.env)
  await done
}

describe('the Message-ID', () => {
  test('every mail of a lead has the Message-ID <lead-<submission id>@<CONTACT_FROM domain>>', async () => {
    const submission = validSubmission()
    await submit(submission, services.env)
    expect(services.smtp.mails.map((mail) => mail.header('Message-ID'))).toEqual([
      `<lead-${submission.submissionId as string}@example.test>`,
    ])
  })
})

describe('a sender killed after the mail went out, before recording it', () => {
  test('over SMTP: the retry sends it again under the same Message-ID, so the recipient keeps one', async () => {
    const lead = await failedLead()
    await sendThenDie(lead, createMailer(services.env))
    expect(await statusOf(lead.submissionId!)).toBe('sending')

    clock.advance(STALE_CLAIM_MS + 1000)
    await retryPendingEmails(services.env)
    const messageId = `<lead-${lead.submissionId}@example.test>`
    expect(mailsFor(lead.submissionId!).map((mail) => mail.header('Message-ID'))).toEqual([
      messageId,
      messageId,
    ])
    expect(await statusOf(lead.submissionId!)).toBe('emailed')
  })

  test('to the outbox: the retry finds the mail there, records it and writes nothing again', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'outbox-'))
    try {
      const outboxEnv = { ...services.env, SMTP_URL: undefined, OUTBOX_DIR: outbox }
      const lead = await failedLead()
      await sendThenDie(lead, createMailer(outboxEnv))
      const file = join(outbox, `lead-${lead.submissionId}.eml`)
      const written = await readFile(file, 'utf8')

      clock.advance(STALE_CLAIM_MS + 1000)
      expect(await retryPendingEmails(outboxEnv)).toEqual({
        emailed: 1,
        failed: 0,
        gaveUp: 0,
        skipped: 0,
      })
      expect(await statusOf(lead.submissionId!)).toBe('emailed')
      expect(await readdir(outbox)).toEqual([`lead-${lead.submissionId}.eml`])
      expect(await readFile(file, 'utf8')).toBe(written)
      expect(console.warn).toHaveBeenCalledWith(
        `[leads] lead ${lead.submissionId}: its mail was already in the outbox; recorded, not written again`,
      )
    } finally {
      await rm(outbox, { recursive: true, force: true })
    }
  })
})

describe('no second sender', () => {
  test('a sender whose attempt fails after another took its stale claim over does not undo the delivery', async () => {
    const lead = await failedLead()
    let fail!: () => void
    let started!: () => void
    const sending = new Promise<void>((resolve) => (started = resolve))
    const slowFailing: SendMail = () => {
      started()
      return new Promise((_resolve, reject) => (fail = () => reject(new Error('Greeting never received'))))
    }
    const slow = deliverLead(
      getSanityClient(services.env, 'leads'),
      lead,
      slowFailing,
      serviceName,
      services.env,
    )
    await sending

    clock.advance(STALE_CLAIM_MS + 1000)
    expect((await retryPendingEmails(services.env)).emailed).toBe(1)
    fail()
    expect(await slow).toBe('failed')
    expect(await statusOf(lead.submissionId!)).toBe('emailed')

    clock.advance(60 * 60_000)
    expect(await retryPendingEmails(services.env)).toEqual({ emailed: 0, failed: 0, gaveUp: 0, skipped: 0 })
    expect(mailsFor(lead.submissionId!)).toHaveLength(1)
  })

  test('a lead stored but not read back is e-mailed by the request, and the retry does not e-mail it again', async () => {
    // The lake stores the lead, then fails to answer the read that follows: the request e-mails it directly.
    const proxy = await lakeProxy(
      services.lake.url,
      (method, path) => method === 'GET' && path.includes('/data/doc/'),
    )
    try {
      const submission = validSubmission()
      const id = submission.submissionId as string
      expect((await submit(submission, { ...services.env, CONTENT_LAKE_URL: proxy.url })).body).toEqual({
        success: true,
      })
      expect(mailsFor(id)).toHaveLength(1)

      clock.advance(2 * 60_000)
      expect(await retryPendingEmails(services.env)).toEqual({ emailed: 0, failed: 0, gaveUp: 0, skipped: 0 })
      expect(await statusOf(id)).toBe('emailed')
      expect(mailsFor(id)).toHaveLength(1)
    } finally {
      await proxy.close()
    }
  })
})

/** The content lake behind a proxy that answers 500 to the requests `fails` picks and passes on the rest. */
async function lakeProxy(
  lakeUrl: string,
  fails: (method: string, path: string) => boolean,
): Promise<{ url: string; close(): Promise<void> }> {
  const origin = new URL(lakeUrl).origin
  const server: Server = createServer(async (request, response) => {
    const method = request.method ?? 'GET'
    const path = request.url ?? '/'
    if (fails(method, path)) {
      response.writeHead(500, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ error: { description: 'Internal error', type: 'internalError' } }))
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const headers: Record<string, string> = {}
    for (const name of ['authorization', 'content-type', 'accept'])
      if (typeof request.headers[name] === 'string') headers[name] = request.headers[name]
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    response.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/json',
    })
    response.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${new URL(lakeUrl).pathname}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
