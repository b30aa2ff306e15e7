// The contact forms as plain HTML forms: before hydration, or without scripts, the browser posts them as
// application/x-www-form-urlencoded and expects a page back. What is special about that path lives here: telling
// the contact page form from the home form, joining its names, and a submission id for posts that carry none (the
// body itself is read, and a cross-site post refused, by the declaration: lib/define-function.ts).
import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { contactPageSchema, fieldErrorsOf, type FieldErrors } from '../../validation/contact.ts'
import { cleanFields } from '../../validation/clean.ts'
import { leadId, type Lead } from '../lib/leads.ts'

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
