// The contact forms' rules (docs/product.md, Rules), one schema per shape, used by both forms and the function. zod/mini keeps
// the browser bundle small (the same zod, tree-shakable).
import * as z from 'zod/mini'
import { FORM_MESSAGES, type FormMessages } from './messages.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageId } from '../shared/languages.ts'
import { transcriptSchema } from './chat.ts'

import { EMAIL_PATTERN, LEAD_SOURCES, LIMITS, PHONE_PATTERN, SERVICE_CODES } from './limits.ts'

export { cleanFields } from './clean.ts'
export { EMAIL_PATTERN, LEAD_SOURCES, LIMITS, PHONE_PATTERN, SERVICE_CODES }

/** A `source` that is none of the allowed forms (a tampered hidden field, or a caller's typo). */
export const UNKNOWN_SOURCE = `Unknown form: source must be one of ${LEAD_SOURCES.join(', ')}`

/** The language ids a message may name (shared/languages.ts). */
const LANGUAGE_IDS = LANGUAGES.map((language) => language.id) as [LanguageId, ...LanguageId[]]

/** A `language` that is none of the site's. */
export const UNKNOWN_LANGUAGE = `Unknown language: language must be one of ${LANGUAGE_IDS.join(', ')}`

/**
 * The forms' schemas with one language's messages (messages.ts, `formMessages`): the rules are the same in every
 * language, only the texts differ.
 */
export function contactSchemas(messages: FormMessages = FORM_MESSAGES) {
  /** Required text: blank (after trimming) gives 'This field is required'. */
  const requiredText = (...checks: z.core.$ZodCheck<string>[]) =>
    z
      .string({ error: messages.required })
      .check(z.trim(), z.minLength(1, { error: messages.required }), ...checks)

  const personName = (message: string) =>
    requiredText(
      z.maxLength(LIMITS.name, { error: message }),
      z.refine((value: string) => !/[<>]/.test(value), { error: message }),
    )
  const email = requiredText(
    z.maxLength(LIMITS.email, { error: messages.invalidEmail }),
    z.regex(EMAIL_PATTERN, { error: messages.invalidEmail }),
  )
  const phone = z._default(
    z.string().check(
      z.trim(),
      z.maxLength(LIMITS.phone, { error: messages.invalidPhone }),
      z.refine((value: string) => value === '' || PHONE_PATTERN.test(value), {
        error: messages.invalidPhone,
      }),
    ),
    '',
  )
  const company = z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.company, { error: `Company must be at most ${LIMITS.company} characters` }),
      ),
    '',
  )
  const service = z._default(
    z.union([z.enum(SERVICE_CODES), z.literal('')], { error: 'Please choose a service from the list' }),
    '',
  )
  const message = requiredText(z.maxLength(LIMITS.message, { error: messages.messageTooLong }))

  /** The contact page form (firstName, lastName, ...), with the spec's field messages. */
  const contactPageSchema = z.object({
    firstName: personName(messages.invalidFirstName),
    lastName: personName(messages.invalidLastName),
    email,
    company,
    phone,
    service,
    message,
  })

  /**
   * What the function accepts (docs/architecture.md): the form fields plus the honeypot, the form that sent it (absent: an API
   * caller), an idempotency id, the fill time and, from the assistant's hand-off, the conversation (`transcript`).
   */
  const contactPayloadSchema = z.object({
    name: requiredText(z.maxLength(LIMITS.name * 2 + 1, { error: 'Name is too long' })),
    email,
    phone,
    company,
    service,
    message,
    website: z._default(z.string().check(z.maxLength(500)), ''),
    source: z.optional(z.enum(LEAD_SOURCES, { error: UNKNOWN_SOURCE })),
    // The page's language: the answers and the lead's record are in it; an API caller that names none gets English.
    language: z._default(z.enum(LANGUAGE_IDS, { error: UNKNOWN_LANGUAGE }), DEFAULT_LANGUAGE),
    submissionId: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Invalid submission id' })),
    ),
    elapsedMs: z.optional(z.number().check(z.minimum(0))),
    transcript: z.optional(transcriptSchema),
  })
  return { contactPageSchema, contactPayloadSchema }
}

/** The English schemas (the spec's exact messages). */
export const { contactPageSchema, contactPayloadSchema } = contactSchemas()
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
