// The browser checks the contact page form without zod; these are the cases where it must say exactly what the
// function's schema says (the same field, the same first message), so a visitor never sees one rule here and
// another after sending.
import { describe, expect, test } from 'vitest'
import { contactPageSchema, fieldErrorsOf, LIMITS } from '../../validation/contact.ts'
import { contactPageErrors } from '../../validation/contact-page.ts'

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0958',
  service: 'sap',
  message: 'We would like an SAP assessment.',
}

const schemaErrors = (values: Record<string, string | undefined>) => {
  const result = contactPageSchema.safeParse(values)
  return result.success ? {} : fieldErrorsOf(result.error)
}

const cases: [string, Partial<Record<keyof typeof valid, string | undefined>>][] = [
  ['a valid form', {}],
  ['every field blank', Object.fromEntries(Object.keys(valid).map((field) => [field, ''])) as never],
  ['every field only spaces', Object.fromEntries(Object.keys(valid).map((field) => [field, '   '])) as never],
  ['missing required fields', { firstName: undefined, email: undefined, message: undefined }],
  ['missing optional fields', { company: undefined, phone: undefined, service: undefined }],
  ['names with < or >', { firstName: 'Ada <b>', lastName: 'x>y' }],
  [
    'one name at the limit, one over it',
    { firstName: 'a'.repeat(LIMITS.name), lastName: 'b'.repeat(LIMITS.name + 1) },
  ],
  ['a name over the limit with <', { firstName: `<${'a'.repeat(LIMITS.name)}` }],
  [
    'padded values within limits once trimmed',
    { firstName: `  ${'a'.repeat(LIMITS.name)}  `, email: ' ada@example.com ' },
  ],
  ['e-mail without a domain dot', { email: 'ada@example' }],
  ['e-mail with a space', { email: 'ada lovelace@example.com' }],
  ['e-mail over the limit', { email: `${'a'.repeat(LIMITS.email)}@example.com` }],
  ['short phone', { phone: '12345' }],
  ['phone with letters', { phone: '+44 20 CALL NOW' }],
  ['phone over the limit', { phone: '1'.repeat(LIMITS.phone + 1) }],
  ['phone of spaces only', { phone: '     ' }],
  ['company over the limit', { company: 'c'.repeat(LIMITS.company + 1) }],
  ['unknown service', { service: 'crypto' }],
  ['service with spaces', { service: ' sap ' }],
  ['message at the limit', { message: 'm'.repeat(LIMITS.message) }],
  ['message over the limit', { message: 'm'.repeat(LIMITS.message + 1) }],
]

describe('the contact page form checks in the browser as the contact function does', () => {
  test.each(cases)('%s', (_name, changes) => {
    const values = { ...valid, ...changes } as Record<string, string | undefined>
    expect(contactPageErrors(values)).toEqual(schemaErrors(values))
  })

  test('a blank form gets "This field is required" on each required field and nothing else', () => {
    expect(contactPageErrors({ ...valid, firstName: '', lastName: ' ', email: '', message: '' })).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
      message: 'This field is required',
    })
  })
})
