// POST /api/send-contact-email: validates and cleans a contact message, keeps it as a lead in the content lake and
// e-mails it. Every accepted message is kept or delivered; the visitor sees an error only when both fail.
// Two ways in: the hydrated forms send JSON and get JSON; an HTML form post (before hydration, or without scripts)
// gets pages: 303 to the thank-you page, or the form again with its messages. Same rules, limits and leads.
import { randomUUID } from 'node:crypto'
import {
  contactPayloadSchema,
  cleanFields,
  fieldErrorsOf,
  type FieldErrors,
} from '../../validation/contact.ts'
import { MESSAGES } from '../../validation/messages.ts'
import { serviceName } from '../../validation/services.ts'
import { attributionFromReferer, cleanAttribution } from '../../validation/attribution.ts'
import type { FunctionContext } from '../lib/context.ts'
import { failure, json, readJsonBody, withErrorBoundary } from '../lib/http.ts'
import { limiterFor, type RateLimitRule } from '../lib/rate-limit.ts'
import { defineFunction } from '../lib/define-function.ts'
import { getSanityClient } from '../lib/sanity-client.ts'
import { createMailer } from '../lib/mailer.ts'
import { deliverLead, recordEmailed, storeLead } from '../lib/leads.ts'
import {
  acceptsJson,
  contentSubmissionId,
  formKindOf,
  isCrossSite,
  isFormPost,
  joinContactPageName,
  ownHosts,
  readFormBody,
  type FormKind,
} from './form-post.ts'
import { formPage, loadFormContent, noticeFor, seeOther } from './form-page.ts'
import { honeypotVerdict, reviewVerdict } from './spam.ts'

/** A form's fields (16 KB) and a chat lead's transcript (12 messages of 1,000 characters), in any script. */
export const MAX_BODY_BYTES = 64 * 1024
/**
 * A form post (never with a transcript) percent-encodes every byte outside ASCII (up to three times the size): a
 * form's 16 KB of text fits.
 */
export const MAX_FORM_BODY_BYTES = 3 * 16 * 1024
export { MIN_FILL_MS } from './spam.ts'

/** 20 messages per 10 minutes per client IP unless the environment says otherwise. */
export const RATE_LIMIT: RateLimitRule = {
  prefix: 'contact',
  limit: { setting: 'CONTACT_RATE_LIMIT', fallback: 20 },
  windowSeconds: { setting: 'CONTACT_RATE_WINDOW_SECONDS', fallback: 600 },
}

export const TOO_MANY_MESSAGES = 'Too many messages from your network. Please try again later.'

/** How the function answers: JSON for the hydrated forms and API clients, pages for a browser's form post. */
interface Answers {
  /** The body could not be taken (405, 413, 415, malformed): the reader's own answer. */
  unreadable(response: Response): Promise<Response>
  crossSite(): Promise<Response>
  rateLimited(retryAfterSeconds: number): Promise<Response>
  accepted(): Promise<Response>
  invalid(fieldErrors: FieldErrors): Promise<Response>
  failed(): Promise<Response>
}

const jsonAnswers: Answers = {
  unreadable: async (response) => response,
  crossSite: async () => failure(403, 'Forms may only be sent from this site'),
  rateLimited: async (retryAfterSeconds) =>
    failure(429, TOO_MANY_MESSAGES, {}, { 'Retry-After': String(retryAfterSeconds) }),
  accepted: async () => json(200, { success: true }),
  invalid: async (fieldErrors) => failure(400, MESSAGES.fixErrors, { fieldErrors }),
  failed: async () => failure(503, MESSAGES.sendFailed),
}

/** The same outcomes as pages, with the visitor's values shown again wherever they could be read. */
function pageAnswers(
  env: Record<string, string | undefined>,
  kind: FormKind,
  values: Record<string, unknown> | undefined,
): Answers {
  const page = async (
    status: number,
    notice: string,
    options: { fieldErrors?: FieldErrors; headers?: Record<string, string>; showValues?: boolean } = {},
  ) =>
    formPage({
      status,
      kind,
      notice,
      content: await loadFormContent(env, kind),
      values: options.showValues === false ? undefined : values,
      fieldErrors: options.fieldErrors,
      headers: options.headers,
    })
  return {
    async unreadable(response) {
      const { error } = (await response.clone().json()) as { error?: string }
      return page(response.status, error ?? MESSAGES.unexpected, {
        headers: Object.fromEntries(response.headers),
      })
    },
    crossSite: () => page(403, 'Forms may only be sent from this site', { showValues: false }),
    rateLimited: (retryAfterSeconds) =>
      page(429, TOO_MANY_MESSAGES, { headers: { 'Retry-After': String(retryAfterSeconds) } }),
    accepted: async () => seeOther((await loadFormContent(env, kind)).thankYouPath),
    invalid: (fieldErrors) => page(400, noticeFor(kind, fieldErrors), { fieldErrors }),
    failed: () => page(503, MESSAGES.sendFailed),
  }
}

/** A browser's form post, which wants pages back (an API client posting a form may ask for JSON instead). */
const wantsPages = (request: Request) => isFormPost(request) && !acceptsJson(request)

async function handler(request: Request, context: FunctionContext): Promise<Response> {
  const env = context.env ?? process.env
  if (!wantsPages(request)) return accept(request, context, env)
  // A page, never the JSON error boundary's answer, for a visitor whose browser posted the form.
  try {
    return await accept(request, context, env)
  } catch (error) {
    console.error('[send-contact-email] unexpected error:', error)
    const content = await loadFormContent(env, 'home')
    return formPage({ status: 500, kind: 'home', notice: MESSAGES.unexpected, content })
  }
}

/**
 * Takes a message: read, limit, drop a filled honeypot, validate, store and mail (or hold a possible spam for review
 * in the Studio); the outcome answered as JSON or as pages.
 */
async function accept(
  request: Request,
  context: FunctionContext,
  env: Record<string, string | undefined>,
): Promise<Response> {
  const form = isFormPost(request)
  const read = form
    ? await readFormBody(request, MAX_FORM_BODY_BYTES)
    : await readJsonBody(request, MAX_BODY_BYTES)
  const fields = 'fields' in read ? read.fields : undefined
  const kind = formKindOf(fields ?? {})
  const answer = wantsPages(request) ? pageAnswers(env, kind, fields) : jsonAnswers
  if ('response' in read) return answer.unreadable(read.response)
  if (form && isCrossSite(request)) return answer.crossSite()

  const limit = await limiterFor(RATE_LIMIT, env).hit(context.clientIp)
  if (!limit.allowed) return answer.rateLimited(limit.retryAfterSeconds)

  const body = 'body' in read ? read.body : fields
  let raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  // A filled honeypot is answered like success before anything else is checked, so a bot learns nothing from it.
  const honeypot = honeypotVerdict(raw)
  if (honeypot.action === 'drop') {
    console.warn(`[send-contact-email] spam dropped from ${context.clientIp}: ${honeypot.reason}`)
    return answer.accepted()
  }

  if (form && kind === 'contact') {
    const joined = joinContactPageName(raw)
    if ('fieldErrors' in joined) return answer.invalid(joined.fieldErrors)
    raw = joined.fields
  }
  const parsed = contactPayloadSchema.safeParse(cleanFields(raw))
  if (!parsed.success) return answer.invalid(fieldErrorsOf(parsed.error))
  const payload = parsed.data
  // The forms say which one sent the message (a hidden field); a caller of the API that names none is `api`.
  const source = payload.source ?? 'api'
  // Where it came from: what the form says (its page, its section, the visit's campaign kept by the browser), else
  // what the post's Referer says (a form sent without scripts, from the page a campaign link opened).
  const attribution = {
    ...attributionFromReferer(request.headers.get('referer'), ownHosts(request)),
    ...cleanAttribution(raw),
  }
  // Possible spam is kept and answered like any message, but held: not e-mailed until the team releases it.
  const review = reviewVerdict(payload)
  const held = review.action === 'hold' ? review.reason : undefined

  const client = getSanityClient(env, 'leads')
  // A form post carries no submission id (its HTML is the same for every visitor): one derived from its content
  // makes a double submit or a reloaded answer one lead.
  const submissionId =
    payload.submissionId ?? (form ? await contentSubmissionId(client, payload) : randomUUID())
  const sendMail = createMailer(env)

  let lead
  try {
    lead = await storeLead(client, submissionId, payload, { source, held, attribution })
  } catch (error) {
    console.error(`[send-contact-email] could not store lead ${submissionId}; e-mailing it anyway:`, error)
  }

  if (lead && held) {
    console.warn(`[send-contact-email] lead ${submissionId} held for review as possible spam: ${held}`)
    return answer.accepted()
  }
  if (lead) {
    // The lead is kept: a failed e-mail is retried later (functions/retry-pending-emails/), the visitor is done.
    await deliverLead(client, lead, sendMail, serviceName, env)
    return answer.accepted()
  }
  // Not kept: mailed now, possible spam too (flagged in its subject), so no message is ever lost unseen.
  try {
    await sendMail({
      submissionId,
      payload,
      serviceLabel: serviceName(payload.service),
      submittedAt: new Date().toISOString(),
      possibleSpam: held,
      attribution,
      transcript: payload.transcript,
    })
  } catch (error) {
    console.error(`[send-contact-email] lead ${submissionId} could be neither stored nor e-mailed:`, error)
    return answer.failed()
  }
  // The lead may have been stored after all (only reading it back failed): recorded as e-mailed, the retry does not
  // send it a second time. If there is no such lead, or the lake is still unreachable, this fails and that is all.
  await recordEmailed(client, submissionId).catch(() => undefined)
  return answer.accepted()
}

export default defineFunction({
  name: 'send-contact-email',
  path: '/api/send-contact-email',
  methods: ['POST'],
  // JSON; a form post may be up to three times this (MAX_FORM_BODY_BYTES).
  bodyLimit: MAX_BODY_BYTES,
  rateLimit: RATE_LIMIT,
  schema: contactPayloadSchema,
  handler: withErrorBoundary('send-contact-email', handler),
  local: 'mounted',
})
