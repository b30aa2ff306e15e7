// POST /api/send-contact-email: validates and cleans a contact message, keeps it as a lead in the content lake and
// e-mails it. Every accepted message is kept or delivered; the visitor sees an error only when both fail.
// Two ways in: the hydrated forms send JSON and get JSON; an HTML form post (before hydration, or without scripts)
// gets pages: 303 to the thank-you page, or the form again with its messages. Same rules, limits and leads.
import { randomUUID } from 'node:crypto'
import * as z from 'zod/mini'
import {
  contactPayloadSchema,
  cleanFields,
  fieldErrorsOf,
  type ContactPayload,
} from '../../validation/contact.ts'
import { FORM_MESSAGES, MESSAGES, reworded, rewordedErrors } from '../../validation/messages.ts'
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from '../../shared/languages.ts'
import { serviceName } from '../../validation/services.ts'
import { attributionFromReferer, cleanAttribution } from '../../validation/attribution.ts'
import type { FunctionContext } from '../lib/context.ts'
import { acceptsJson, failure, isFormPost, json, ownHosts } from '../lib/http.ts'
import type { RateLimitRule } from '../lib/rate-limit.ts'
import { defineFunction, type FunctionInput, type Refusal } from '../lib/define-function.ts'
import { getSanityClient } from '../lib/sanity-client.ts'
import { createMailer } from '../lib/mailer.ts'
import { deliverLead, recordEmailed, storeLead } from '../lib/leads.ts'
import { contentSubmissionId, formKindOf, joinContactPageName } from './form-post.ts'
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

export const TOO_MANY_MESSAGES = FORM_MESSAGES.tooMany

/** 20 messages per 10 minutes per client IP unless the environment says otherwise. */
export const RATE_LIMIT: RateLimitRule = {
  prefix: 'contact',
  limit: { setting: 'CONTACT_RATE_LIMIT', fallback: 20 },
  windowSeconds: { setting: 'CONTACT_RATE_WINDOW_SECONDS', fallback: 600 },
  message: TOO_MANY_MESSAGES,
}

/** A browser's form post, which wants pages back (an API client posting a form may ask for JSON instead). */
const wantsPages = (request: Request) => isFormPost(request) && !acceptsJson(request)

/** The body's fields, whatever was sent (the schema then names what is missing). */
const fieldsOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

/** The language of the page that sent the post (its hidden `language` field): the answers are worded in it. */
const languageOfPost = (body: unknown): LanguageId => {
  const { language } = fieldsOf(body)
  return isLanguageId(language) ? language : DEFAULT_LANGUAGE
}

/**
 * The outcomes of an accepted message: JSON for the hydrated forms and API clients (whose failure the forms word in
 * their own language), pages for a browser's post, in its language.
 */
function answersFor(request: Request, env: Record<string, string | undefined>, body: unknown) {
  if (!wantsPages(request))
    return {
      accepted: async () => json(200, { success: true }),
      failed: async () => failure(503, MESSAGES.sendFailed),
    }
  const kind = formKindOf(fieldsOf(body))
  const language = languageOfPost(body)
  return {
    accepted: async () => seeOther((await loadFormContent(env, kind, language)).thankYouPath),
    failed: async () => {
      const content = await loadFormContent(env, kind, language)
      return formPage({
        status: 503,
        kind,
        notice: content.messages.sendFailed,
        content,
        values: fieldsOf(body),
      })
    },
  }
}

/**
 * A refusal in the post's language: as a page for a browser's form post (the form again with its notice, each
 * field's message and the visitor's values; not for a post from another site, nor after an unexpected error, which
 * read none), as JSON with its messages reworded for a hydrated form of another language than English. The checks
 * are the same in every language, so they refuse in English and the words change here.
 */
async function refusalPage(
  request: Request,
  refusal: Refusal,
  { body, context }: { body: unknown; context: FunctionContext },
): Promise<Response | undefined> {
  const pages = wantsPages(request)
  const language = languageOfPost(body)
  if (!pages && language === DEFAULT_LANGUAGE) return undefined
  const env = context.env ?? process.env
  const kind = body === undefined ? 'home' : formKindOf(fieldsOf(body))
  const content = await loadFormContent(env, kind, language)
  const fieldErrors = refusal.fieldErrors && rewordedErrors(refusal.fieldErrors, content.messages)
  if (!pages)
    return failure(
      refusal.status,
      reworded(refusal.error, content.messages),
      fieldErrors ? { fieldErrors } : {},
      refusal.headers,
    )
  const shown = refusal.status !== 403 && body !== undefined
  return formPage({
    status: refusal.status,
    kind,
    notice: fieldErrors
      ? noticeFor(kind, fieldErrors, content.messages)
      : reworded(refusal.error, content.messages),
    content,
    values: shown ? (body as Record<string, string>) : undefined,
    fieldErrors,
    headers: refusal.headers,
  })
}

/**
 * After the rate limit, before validation: a filled honeypot is answered like success before anything else is
 * checked, so a bot learns nothing from it; the contact page form's names are checked with its own messages and
 * joined.
 */
async function prepare(body: unknown, request: Request, context: FunctionContext) {
  const raw = fieldsOf(body)
  const honeypot = honeypotVerdict(raw)
  if (honeypot.action === 'drop') {
    console.warn(`[send-contact-email] spam dropped from ${context.clientIp}: ${honeypot.reason}`)
    return { response: await answersFor(request, context.env ?? process.env, body).accepted() }
  }
  if (isFormPost(request) && formKindOf(raw) === 'contact') {
    const joined = joinContactPageName(raw)
    if ('fieldErrors' in joined)
      return { refusal: { status: 400, error: MESSAGES.fixErrors, fieldErrors: joined.fieldErrors } }
    // The names stay beside the joined one, so a page answered later shows them again.
    return { body: { ...raw, ...joined.fields } }
  }
  return { body: raw }
}

/** Takes a valid message: store and mail it (or hold a possible spam for review in the Studio). */
async function handler(
  request: Request,
  context: FunctionContext,
  { body, data: payload }: FunctionInput<ContactPayload>,
): Promise<Response> {
  const env = context.env ?? process.env
  const form = isFormPost(request)
  const raw = fieldsOf(body)
  const answer = answersFor(request, env, body)
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
  bodyLimit: MAX_BODY_BYTES,
  formBodyLimit: MAX_FORM_BODY_BYTES,
  rateLimit: RATE_LIMIT,
  prepare,
  // Each text cleaned (validation/clean.ts), then checked: the stored lead is the cleaned one.
  schema: z.pipe(
    z.transform((fields: Record<string, unknown>) => cleanFields(fields)),
    contactPayloadSchema,
  ),
  invalid: (issues) => ({ error: MESSAGES.fixErrors, fieldErrors: fieldErrorsOf({ issues }) }),
  refuse: refusalPage,
  handler,
  local: 'mounted',
})
