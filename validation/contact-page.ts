// The contact page form's rules for the browser, without a validation library (zod would be 7 KB gzip of JavaScript
// on /contact before anyone types): the same rules, in the same order, with the same messages as `contactPageSchema`
// in contact.ts, which the contact function keeps enforcing. tests/validation/contact-page.test.ts holds them equal.
import { MESSAGES } from './messages.ts'
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN, SERVICE_CODES } from './limits.ts'

export type ContactPageField =
  'firstName' | 'lastName' | 'email' | 'company' | 'phone' | 'service' | 'message'

/** A rule: the message when the (trimmed) value breaks it, else undefined. */
type Rule = (value: string) => string | undefined

const required: Rule = (value) => (value.length < 1 ? MESSAGES.required : undefined)
const atMost =
  (limit: number, message: string): Rule =>
  (value) =>
    value.length > limit ? message : undefined
const personName = (message: string): Rule[] => [
  required,
  atMost(LIMITS.name, message),
  (value) => (/[<>]/.test(value) ? message : undefined),
]

/** Each field's rules in the schema's order: the first one broken is the message shown. */
const RULES: Record<ContactPageField, { trim: boolean; optional: boolean; rules: Rule[] }> = {
  firstName: { trim: true, optional: false, rules: personName(MESSAGES.invalidFirstName) },
  lastName: { trim: true, optional: false, rules: personName(MESSAGES.invalidLastName) },
  email: {
    trim: true,
    optional: false,
    rules: [
      required,
      atMost(LIMITS.email, MESSAGES.invalidEmail),
      (value) => (EMAIL_PATTERN.test(value) ? undefined : MESSAGES.invalidEmail),
    ],
  },
  company: {
    trim: true,
    optional: true,
    rules: [atMost(LIMITS.company, `Company must be at most ${LIMITS.company} characters`)],
  },
  phone: {
    trim: true,
    optional: true,
    rules: [
      atMost(LIMITS.phone, MESSAGES.invalidPhone),
      (value) => (value === '' || PHONE_PATTERN.test(value) ? undefined : MESSAGES.invalidPhone),
    ],
  },
  service: {
    trim: false,
    optional: true,
    rules: [
      (value) =>
        value === '' || (SERVICE_CODES as readonly string[]).includes(value)
          ? undefined
          : 'Please choose a service from the list',
    ],
  },
  message: {
    trim: true,
    optional: false,
    rules: [required, atMost(LIMITS.message, MESSAGES.messageTooLong)],
  },
}

/** The first message per invalid field of the contact page form, as `{field: message}`; empty when it may be sent. */
export function contactPageErrors(values: Partial<Record<ContactPageField, string>>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [field, { trim, optional, rules }] of Object.entries(RULES) as [
    ContactPageField,
    (typeof RULES)[ContactPageField],
  ][]) {
    const raw = values[field] ?? (optional ? '' : undefined)
    if (raw === undefined) {
      errors[field] = MESSAGES.required
      continue
    }
    const value = trim ? raw.trim() : raw
    for (const rule of rules) {
      const message = rule(value)
      if (message) {
        errors[field] = message
        break
      }
    }
  }
  return errors
}
