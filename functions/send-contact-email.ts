// POST /api/send-contact-email: validates and cleans a contact message, keeps it as a lead in the content lake and
// e-mails it. Every accepted message is kept or delivered; the visitor sees an error only when both fail.
import { randomUUID } from 'node:crypto'
import { contactPayloadSchema, cleanFields, fieldErrorsOf } from '../validation/contact.ts'
import { MESSAGES } from '../validation/messages.ts'
import { serviceName } from '../validation/services.ts'
import type { FunctionContext } from './lib/context.ts'
import { failure, intSetting, json, readJsonBody, withErrorBoundary } from './lib/http.ts'
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.ts'
import { getSanityClient } from './lib/sanity-client.ts'
import { createMailer } from './contact/mailer.ts'
import { deliverLead, recordEmailed, storeLead } from './contact/leads.ts'

export const MAX_BODY_BYTES = 16 * 1024
/** Faster than this from first keystroke to submit is a script, not a person. */
export const MIN_FILL_MS = 1500

const limiters = new Map<string, RateLimiter>()
function limiterFor(env: Record<string, string | undefined>): RateLimiter {
  const limit = intSetting(env, 'CONTACT_RATE_LIMIT', 20)
  const windowMs = intSetting(env, 'CONTACT_RATE_WINDOW_SECONDS', 600) * 1000
  const key = `${limit}/${windowMs}/${env.UPSTASH_REDIS_REST_URL ?? ''}`
  if (!limiters.has(key)) limiters.set(key, createRateLimiter({ limit, windowMs, prefix: 'contact', env }))
  return limiters.get(key)!
}

/** Why a submission is a bot's: the hidden `website` field filled in, or a form filled faster than a person can. */
function spamReason(raw: Record<string, unknown>): string | null {
  const { website, elapsedMs } = raw
  if (website !== undefined && website !== null && String(website).trim() !== '') return 'honeypot filled'
  if (typeof elapsedMs === 'number' && elapsedMs < MIN_FILL_MS) return `filled in ${elapsedMs} ms`
  return null
}

async function handler(request: Request, context: FunctionContext): Promise<Response> {
  const env = context.env ?? process.env
  const read = await readJsonBody(request, MAX_BODY_BYTES)
  if ('response' in read) return read.response

  const limit = await limiterFor(env).hit(context.clientIp)
  if (!limit.allowed) {
    return failure(
      429,
      'Too many messages from your network. Please try again later.',
      {},
      { 'Retry-After': String(limit.retryAfterSeconds) },
    )
  }

  const raw =
    read.body && typeof read.body === 'object' && !Array.isArray(read.body)
      ? (read.body as Record<string, unknown>)
      : {}
  // Spam is answered like success before anything else is checked, so a bot learns nothing from the answer.
  const spam = spamReason(raw)
  if (spam) {
    console.warn(`[send-contact-email] spam dropped from ${context.clientIp}: ${spam}`)
    return json(200, { success: true })
  }

  const parsed = contactPayloadSchema.safeParse(cleanFields(raw))
  if (!parsed.success) return failure(400, MESSAGES.fixErrors, { fieldErrors: fieldErrorsOf(parsed.error) })
  const payload = parsed.data

  const submissionId = payload.submissionId ?? randomUUID()
  const client = getSanityClient(env, 'leads')
  const sendMail = createMailer(env)

  let lead
  try {
    lead = await storeLead(client, submissionId, payload, raw.source === 'contact' ? 'contact' : 'website')
  } catch (error) {
    console.error(`[send-contact-email] could not store lead ${submissionId}; e-mailing it anyway:`, error)
  }

  if (lead) {
    // The lead is kept: a failed e-mail is retried later (functions/retry-pending-emails.ts), the visitor is done.
    await deliverLead(client, lead, sendMail, serviceName, env)
    return json(200, { success: true })
  }
  try {
    await sendMail({
      submissionId,
      payload,
      serviceLabel: serviceName(payload.service),
      submittedAt: new Date().toISOString(),
    })
  } catch (error) {
    console.error(`[send-contact-email] lead ${submissionId} could be neither stored nor e-mailed:`, error)
    return failure(503, MESSAGES.sendFailed)
  }
  // The lead may have been stored after all (only reading it back failed): recorded as e-mailed, the retry does not
  // send it a second time. If there is no such lead, or the lake is still unreachable, this fails and that is all.
  await recordEmailed(client, submissionId).catch(() => undefined)
  return json(200, { success: true })
}

export default withErrorBoundary('send-contact-email', handler)
