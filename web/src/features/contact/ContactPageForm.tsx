import { useId, useRef, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button.tsx'
import { MESSAGES } from '../../../../validation/messages.ts'
import { contactPageSchema, fieldErrorsOf, LIMITS, type FieldErrors } from '../../../../validation/contact.ts'
import { Field, FieldRow, Form, Honeypot } from './Field.tsx'
import { useContactSender } from './useContactSender.ts'
import type { ContactFormSectionData } from './types.ts'

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  phone: '',
  service: '',
  message: '',
  website: '',
}
type Values = typeof EMPTY
const FIELD_ORDER: (keyof Values)[] = [
  'firstName',
  'lastName',
  'email',
  'company',
  'phone',
  'service',
  'message',
]

/** The contact page's form, validated field by field with the spec's messages (SPEC.md §5, contact page form). */
export default function ContactPageForm({ section }: { section: ContactFormSectionData }) {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const { sending, send, markStarted } = useContactSender()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const labels = section.labels
  const fieldId = (field: keyof Values) => `${id}-${field}`

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    markStarted()
    setValues((current) => ({ ...current, [field]: event.target.value }))
    // Editing a field clears its error (SPEC.md §4).
    setErrors((current) => {
      if (!current[field]) return current
      const { [field]: _cleared, ...rest } = current
      return rest
    })
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const result = contactPageSchema.safeParse(values)
    if (!result.success) {
      const found = fieldErrorsOf(result.error)
      setErrors(found)
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus()
      return
    }
    setErrors({})
    const { firstName, lastName, website, ...rest } = values
    const sent = await send({ ...rest, website, name: `${firstName.trim()} ${lastName.trim()}` })
    if (sent) setValues(EMPTY)
  }

  const hasErrors = Object.keys(errors).length > 0
  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={sending}>
      {hasErrors && <Notice role="alert">{MESSAGES.fixErrors}</Notice>}
      <FieldRow>
        <Field id={fieldId('firstName')} label={labels?.firstName} required error={errors.firstName}>
          {(aria) => (
            <input
              {...aria}
              name="firstName"
              autoComplete="given-name"
              maxLength={LIMITS.name}
              value={values.firstName}
              onChange={update('firstName')}
            />
          )}
        </Field>
        <Field id={fieldId('lastName')} label={labels?.lastName} required error={errors.lastName}>
          {(aria) => (
            <input
              {...aria}
              name="lastName"
              autoComplete="family-name"
              maxLength={LIMITS.name}
              value={values.lastName}
              onChange={update('lastName')}
            />
          )}
        </Field>
      </FieldRow>
      <FieldRow>
        <Field id={fieldId('email')} label={labels?.email} required error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              value={values.email}
              onChange={update('email')}
            />
          )}
        </Field>
        <Field id={fieldId('phone')} label={labels?.phone} error={errors.phone}>
          {(aria) => (
            <input
              {...aria}
              type="tel"
              name="phone"
              autoComplete="tel"
              maxLength={LIMITS.phone}
              value={values.phone}
              onChange={update('phone')}
            />
          )}
        </Field>
      </FieldRow>
      <FieldRow>
        <Field id={fieldId('company')} label={labels?.company} error={errors.company}>
          {(aria) => (
            <input
              {...aria}
              name="company"
              autoComplete="organization"
              maxLength={LIMITS.company}
              value={values.company}
              onChange={update('company')}
            />
          )}
        </Field>
        <Field id={fieldId('service')} label={labels?.service} error={errors.service}>
          {(aria) => (
            <select {...aria} name="service" value={values.service} onChange={update('service')}>
              <option value="">{labels?.servicePlaceholder}</option>
              {(section.serviceOptions ?? []).map((option) => (
                <option key={option._key} value={option.value ?? ''}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FieldRow>
      <Field
        id={fieldId('message')}
        label={labels?.message}
        required
        error={errors.message}
        hint={`${values.message.length}/${LIMITS.message} characters`}
      >
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            maxLength={LIMITS.message}
            placeholder={labels?.messagePlaceholder ?? undefined}
            value={values.message}
            onChange={update('message')}
          />
        )}
      </Field>
      <Honeypot aria-hidden="true">
        <label htmlFor={fieldId('website')}>Website</label>
        <input
          id={fieldId('website')}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={update('website')}
        />
      </Honeypot>
      <Button type="submit" $size="lg" $variant="corporate" disabled={sending}>
        {sending ? MESSAGES.sending : section.submitLabel}
      </Button>
    </Form>
  )
}
