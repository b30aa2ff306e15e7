// The contact forms as plain HTML forms: before hydration, or without scripts, the browser posts them as
// application/x-www-form-urlencoded and expects a page back. What is special about that path lives here: reading
// the body, telling the contact page form from the home form, and a submission id for posts that carry none.
import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { contactPageSchema, fieldErrorsOf, type FieldErrors } from '../../validation/contact.ts'
import { cleanFields } from '../../validation/clean.ts'
import { failure, readBoundedText } from '../lib/http.ts'
import { leadId, type Lead } from '../lib/leads.ts'

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i

/** A POST of an HTML form (the contact forms before hydration, or without scripts). */
export const isFormPost = (request: Request) =>
  request.method === 'POST' && FORM_TYPE.test(request.headers.get('content-type') ?? '')

/** Whether the client asked for JSON answers; a browser submitting a form asks for pages. */
export const acceptsJson = (request: Request) =>
  /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '')

/**
 * A form posted from another site: the forms only post to their own origin, and a page elsewhere must not make
 * visitors' browsers send leads. A browser says so in Sec-Fetch-Site (`cross-site`) and, for every form post, in
 * `Origin`; browsers that send no Sec-Fetch-Site still send `Origin`, so both are read. The own host is the one the
 * request was made to, or the one a proxy in front says it was (X-Forwarded-Host): a page cannot make a browser
 * send that header with a form, so it cannot widen what is accepted. `Origin: null` (a sandboxed frame, a `data:`
 * page) is nobody's own. A post with neither header (an API client, an old browser) is taken as before.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  if (!host) return true
  return !ownHosts(request).some((candidate) => candidate.toLowerCase() === host)
}

/** The host the request was made to, and those a proxy in front says it was (see isCrossSite). */
export function ownHosts(request: Request): string[] {
  return [
    new URL(request.url).host,
    ...(request.headers.get('x-forwarded-host') ?? '').split(',').map((part) => part.trim()),
  ].filter((host) => host !== '')
}

/**
 * Reads an urlencoded body of at most `maxBytes` (counted on the bytes received, whatever Content-Length claims):
 * the last value of each field.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number,
): Promise<{ fields: Record<string, string> } | { response: Response }> {
  const text = await readBoundedText(request, maxBytes)
  if (text === null) return { response: failure(413, `Request body must be at most ${maxBytes} bytes`) }
  return { fields: Object.fromEntries(new URLSearchParams(text)) }
}

/** Which form a post came from: its hidden `source` field ('contact' is the contact page form). */
export type FormKind = 'contact' | 'home'
export const formKindOf = (fields: Record<string, unknown>): FormKind =>
  fields.source === 'contact' ? 'contact' : 'home'

/**
 * The contact page form posts first and last name: checked with that form's own rules (its exact messages, keyed
 * by its fields), then joined into the `name` the function stores, as the hydrated form does before sending.
 */
export function joinContactPageName(
  fields: Record<string, unknown>,
): { fields: Record<string, unknown> } | { fieldErrors: FieldErrors } {
  const parsed = contactPageSchema.safeParse(cleanFields(fields))
  if (!parsed.success) return { fieldErrors: fieldErrorsOf(parsed.error) }
  const { firstName, lastName, ...rest } = fields
  return { fields: { ...rest, name: `${String(firstName).trim()} ${String(lastName).trim()}` } }
}

/** A post without a submission id and the same content within this window is the same message sent twice. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000

interface Content {
  name: string
  email: string
  phone: string
  company: string
  service: string
  message: string
}

function contentId(content: Content, window: number): string {
  const { name, email, phone, company, service, message } = content
  const hash = createHash('sha256')
    .update(JSON.stringify([window, name, email, phone, company, service, message]))
    .digest('hex')
  return `form-${hash.slice(0, 40)}`
}

/**
 * The submission id of a form post that has none (the prerendered form cannot carry one: every visitor gets the same
 * HTML): derived from its content and a 10-minute window, so a double click or a reload of the answer (the browser
 * posts again) stores one lead. A lead of the same content from the previous window, less than 10 minutes old, is
 * the same one.
 */
export async function contentSubmissionId(client: SanityClient, content: Content, now = Date.now()) {
  const window = Math.floor(now / DUPLICATE_WINDOW_MS)
  const previous = contentId(content, window - 1)
  const earlier = await client.getDocument<Pick<Lead, 'submittedAt'>>(leadId(previous)).catch(() => undefined)
  if (earlier && now - Date.parse(earlier.submittedAt ?? '') < DUPLICATE_WINDOW_MS) return previous
  return contentId(content, window)
}
