// The contact forms' rules (SPEC.md §5), one zod schema per shape, used by both forms and the function.
import { z } from 'zod'
import { cleanText } from './clean.ts'
import { MESSAGES } from './messages.ts'

export const LIMITS = { name: 50, company: 100, message: 2000, phone: 30, email: 254 } as const
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Optional leading plus, then at least 10 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/
export const SERVICE_CODES = ['sap', 'dynamics', 'staff', 'testing', 'consultation'] as const

const required = (schema: z.ZodString) => schema.trim().min(1, MESSAGES.required)
const personName = (message: string) =>
  required(z.string({ error: MESSAGES.required }))
    .max(LIMITS.name, message)
    .refine((value) => !/[<>]/.test(value), message)
const email = required(z.string({ error: MESSAGES.required }))
  .max(LIMITS.email, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
const phone = z
  .string()
  .trim()
  .max(LIMITS.phone, MESSAGES.invalidPhone)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), MESSAGES.invalidPhone)
const company = z.string().trim().max(LIMITS.company)
const service = z.union([z.enum(SERVICE_CODES), z.literal('')])
const message = required(z.string({ error: MESSAGES.required })).max(LIMITS.message, MESSAGES.messageTooLong)

/** The contact page form (firstName, lastName, ...), with the spec's field messages. */
export const contactPageSchema = z.object({
  firstName: personName(MESSAGES.invalidFirstName),
  lastName: personName(MESSAGES.invalidLastName),
  email,
  company: company.optional().default(''),
  phone: phone.optional().default(''),
  service: service.optional().default(''),
  message,
})
export type ContactPageValues = z.input<typeof contactPageSchema>

/** The home form: name, email and message required. */
export const homeFormSchema = z.object({
  name: required(z.string({ error: MESSAGES.required })).max(LIMITS.name * 2 + 1),
  email,
  company: company.optional().default(''),
  phone: phone.optional().default(''),
  service: service.optional().default(''),
  message,
})

/** What the function accepts (DESIGN.md): the form fields plus the honeypot, an idempotency id and the fill time. */
export const contactPayloadSchema = z.object({
  name: required(z.string({ error: MESSAGES.required })).max(LIMITS.name * 2 + 1, 'Name is too long'),
  email,
  phone: phone.optional().default(''),
  company: company.optional().default(''),
  service: service.optional().default(''),
  message,
  website: z.string().max(500).optional().default(''),
  submissionId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid submission id')
    .optional(),
  elapsedMs: z.number().int().nonnegative().optional(),
})
export type ContactPayload = z.output<typeof contactPayloadSchema>

/** Cleans every text field as the spec says, before validation and sending. */
export function cleanFields<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? cleanText(value) : value]),
  ) as T
}

export type FieldErrors = Record<string, string>

/** The first message per field, in the form `{field: message}`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
