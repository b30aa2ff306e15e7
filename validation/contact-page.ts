// The contact page form's rules for the browser, without a validation library (zod would be 7 KB gzip of JavaScript
// on /contact before anyone types): the same rules, in the same order, with the same messages as `contactPageSchema`
// in contact.ts, which the contact function keeps enforcing. tests/validation/contact-page.test.ts holds them equal.
import { FORM_MESSAGES, type FormMessages } from './messages.ts'
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN, SERVICE_CODES } from './limits.ts'

export type ContactPageField =
  'firstName' | 'lastName' | 'email' | 'company' | 'phone' | 'service' | 'message'

/** A rule: the message when the (trimmed) value breaks it, else undefined. */
type Rule = (value: string) => string | undefined

const atMost =
  (limit: number, message: string): Rule =>
  (value) =>
    value.length > limit ? message : undefined
const personName = (required: Rule, message: string): Rule[] => [
  required,
  atMost(LIMITS.name, message),
  (value) => (/[<>]/.test(value) ? message : undefined),
]

type FieldRules = Record<ContactPageField, { trim: boolean; optional: boolean; rules: Rule[] }>

/** Each field's rules in the schema's order, with one language's messages: the first one broken is the message shown. */
const rulesFor = (messages: FormMessages): FieldRules => {
  const required: Rule = (value) => (value.length < 1 ? messages.required : undefined)
  return {
    firstName: { trim: true, optional: false, rules: personName(required, messages.invalidFirstName) },
    lastName: { trim: true, optional: false, rules: personName(required, messages.invalidLastName) },
    email: {
      trim: true,
      optional: false,
      rules: [
        required,
        atMost(LIMITS.email, messages.invalidEmail),
        (value) => (EMAIL_PATTERN.test(value) ? undefined : messages.invalidEmail),
      ],
    },
    company: {
      trim: true,
      optional: true,
      rules: [atMost(LIMITS.company, messages.companyTooLong)],
    },
    phone: {
      trim: true,
      optional: true,
      rules: [
        atMost(LIMITS.phone, messages.invalidPhone),
        (value) => (value === '' || PHONE_PATTERN.test(value) ? undefined : messages.invalidPhone),
      ],
    },
    service: {
      trim: false,
      optional: true,
      rules: [
        (value) =>
          value === '' || (SERVICE_CODES as readonly string[]).includes(value)
            ? undefined
            : messages.invalidService,
      ],
    },
    message: {
      trim: true,
      optional: false,
      rules: [required, atMost(LIMITS.message, messages.messageTooLong)],
    },
  }
}

/** The first message per invalid field of the contact page form, as `{field: message}`; empty when it may be sent. */
export function contactPageErrors(
  values: Partial<Record<ContactPageField, string>>,
  messages: FormMessages = FORM_MESSAGES,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [field, { trim, optional, rules }] of Object.entries(rulesFor(messages)) as [
    ContactPageField,
    FieldRules[ContactPageField],
  ][]) {
    const raw = values[field] ?? (optional ? '' : undefined)
    if (raw === undefined) {
      errors[field] = messages.required
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
