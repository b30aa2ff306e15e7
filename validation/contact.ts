// The contact forms' rules (docs/product.md, Rules), one schema per shape, used by both forms and the function. zod/mini keeps
// the browser bundle small (the same zod, tree-shakable).
import * as z from 'zod/mini'
import { FORM_MESSAGES, MESSAGES } from './messages.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageId } from '../shared/languages.ts'
import { transcriptSchema } from './chat.ts'

import { EMAIL_PATTERN, LEAD_SOURCES, LIMITS, PHONE_PATTERN, SERVICE_CODES } from './limits.ts'

export { cleanFields } from './clean.ts'
export { EMAIL_PATTERN, LEAD_SOURCES, LIMITS, PHONE_PATTERN, SERVICE_CODES }

/** Required text: blank (after trimming) gives 'This field is required'. */
const requiredText = (...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: MESSAGES.required })
    .check(z.trim(), z.minLength(1, { error: MESSAGES.required }), ...checks)

const personName = (message: string) =>
  requiredText(
    z.maxLength(LIMITS.name, { error: message }),
    z.refine((value: string) => !/[<>]/.test(value), { error: message }),
  )
const email = requiredText(
  z.maxLength(LIMITS.email, { error: MESSAGES.invalidEmail }),
  z.regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail }),
)
const phone = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(LIMITS.phone, { error: MESSAGES.invalidPhone }),
    z.refine((value: string) => value === '' || PHONE_PATTERN.test(value), { error: MESSAGES.invalidPhone }),
  ),
  '',
)
const company = z._default(
  z.string().check(z.trim(), z.maxLength(LIMITS.company, { error: FORM_MESSAGES.companyTooLong })),
  '',
)
const service = z._default(
  z.union([z.enum(SERVICE_CODES), z.literal('')], { error: FORM_MESSAGES.invalidService }),
  '',
)
const message = requiredText(z.maxLength(LIMITS.message, { error: MESSAGES.messageTooLong }))

/** The contact page form (firstName, lastName, ...), with the spec's field messages. */
export const contactPageSchema = z.object({
  firstName: personName(MESSAGES.invalidFirstName),
  lastName: personName(MESSAGES.invalidLastName),
  email,
  company,
  phone,
  service,
  message,
})

/** A `source` that is none of the allowed forms (a tampered hidden field, or a caller's typo). */
export const UNKNOWN_SOURCE = `Unknown form: source must be one of ${LEAD_SOURCES.join(', ')}`

const LANGUAGE_IDS = LANGUAGES.map((language) => language.id) as [LanguageId, ...LanguageId[]]

/** A `language` that is none of the site's (shared/languages.ts). */
export const UNKNOWN_LANGUAGE = `Unknown language: language must be one of ${LANGUAGE_IDS.join(', ')}`

/**
 * What the function accepts (docs/architecture.md): the form fields plus the honeypot, the form that sent it (absent: an API
 * caller), an idempotency id, the fill time and, from the assistant's hand-off, the conversation (`transcript`).
 */
export const contactPayloadSchema = z.object({
  name: requiredText(z.maxLength(LIMITS.name * 2 + 1, { error: 'Name is too long' })),
  email,
  phone,
  company,
  service,
  message,
  website: z._default(z.string().check(z.maxLength(500)), ''),
  source: z.optional(z.enum(LEAD_SOURCES, { error: UNKNOWN_SOURCE })),
  // The page's language: the lead records it and the team answers in it; an API caller that names none is English.
  language: z._default(z.enum(LANGUAGE_IDS, { error: UNKNOWN_LANGUAGE }), DEFAULT_LANGUAGE),
  submissionId: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Invalid submission id' })),
  ),
  elapsedMs: z.optional(z.number().check(z.minimum(0))),
  transcript: z.optional(transcriptSchema),
})
export type ContactPayload = z.output<typeof contactPayloadSchema>

export type FieldErrors = Record<string, string>

/** The first message per field, as `{field: message}`. */
export function fieldErrorsOf(error: { issues: { path: PropertyKey[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
