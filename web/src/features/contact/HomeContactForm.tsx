import { useId, useState, type FormEvent } from 'react'
import { notify } from '../../lib/notify.ts'
import { Button } from '../../components/Button.tsx'
import { MESSAGES } from '../../../../validation/messages.ts'
import { LIMITS } from '../../../../validation/limits.ts'
import { Field, FieldRow, Form, Honeypot } from './Field.tsx'
import { useContactSender } from './useContactSender.ts'
import type { ContactFormSectionData } from './types.ts'

const EMPTY = { name: '', email: '', company: '', phone: '', service: '', message: '', website: '' }

/** The home page's contact form: name, e-mail and message required (SPEC.md §5, home contact form). */
export default function HomeContactForm({ section }: { section: ContactFormSectionData }) {
  const [values, setValues] = useState(EMPTY)
  const { sending, send, markStarted } = useContactSender()
  const id = useId()
  const labels = section.labels

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    markStarted()
    setValues((current) => ({ ...current, [field]: event.target.value }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      void notify('error', MESSAGES.homeRequired)
      return
    }
    if (await send(values)) setValues(EMPTY)
  }

  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={sending}>
      <FieldRow>
        <Field id={`${id}-name`} label={labels?.name} required>
          {(aria) => (
            <input
              {...aria}
              name="name"
              autoComplete="name"
              maxLength={LIMITS.name * 2 + 1}
              value={values.name}
              onChange={update('name')}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label={labels?.email} required>
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
      </FieldRow>
      <FieldRow>
        <Field id={`${id}-company`} label={labels?.company}>
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
        <Field id={`${id}-phone`} label={labels?.phone}>
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
      <Field id={`${id}-service`} label={labels?.service}>
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
      <Field id={`${id}-message`} label={labels?.message} required>
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
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
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
