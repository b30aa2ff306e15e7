import { startTransition, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '#web/components/Button.tsx'
import { useFormMessages } from './use-form-messages.ts'
import { useLanguage } from '#web/data/language.ts'
import { characterCount } from '#validation/messages.ts'
import { contactPageErrors } from '#validation/contact-page.ts'
import { LIMITS } from '#validation/limits.ts'
import { Field, FieldRow, Form, Honeypot } from './Field.tsx'
import { useContactSender } from './use-contact-sender.ts'
import { readFields, useFilledBeforeHydration, withoutError } from './form-fields.ts'
import { CONTACT_ENDPOINT } from './api.ts'
import type { ContactFormSectionData } from './types.ts'
import { AttributionFields, useFormAttribution } from './form-attribution.tsx'
import { visitAttribution } from './visit.ts'
import { SentConfirmation, useSentConfirmation } from './SentConfirmation.tsx'

/** The form a lead from here is recorded as sent from. */
const SOURCE = 'contact'

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'phone',
  'service',
  'message',
  'website',
] as const
type FieldName = (typeof FIELDS)[number]
/** The visible fields in the order of the form: focus goes to the first invalid one. */
const FIELD_ORDER = FIELDS.filter((field) => field !== 'website')

/**
 * The contact page's form, validated field by field with the spec's messages (docs/product.md, Rules, contact page form). It is
 * a real form posting to the contact function, so it works before hydration and without scripts (the function then
 * answers with pages); once hydrated it validates here and sends JSON. Its inputs are uncontrolled, so nothing typed
 * before hydration is lost.
 */
export default function ContactPageForm({ section }: { section: ContactFormSectionData }) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [messageLength, setMessageLength] = useState(0)
  const messages = useFormMessages(section)
  const language = useLanguage()
  const { sending, send, markStarted, markStartUnknown } = useContactSender(messages)
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const labels = section.labels
  const attribution = useFormAttribution(section)
  const confirmation = useSentConfirmation()
  const fieldId = (field: FieldName) => `${id}-${field}`

  useFilledBeforeHydration(formRef, FIELDS, (values) => {
    markStartUnknown()
    startTransition(() => setMessageLength(values.message.length))
  })

  const edited =
    (field: FieldName) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      markStarted()
      if (field === 'message') setMessageLength(event.target.value.length)
      setErrors((current) => withoutError(current, field))
    }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const values = readFields(form, FIELDS)
    const found = contactPageErrors(values, messages)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) form.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus()
      return
    }
    setErrors({})
    const { firstName, lastName, website, ...rest } = values
    const sent = await send({
      ...rest,
      website,
      source: SOURCE,
      name: `${firstName.trim()} ${lastName.trim()}`,
      ...attribution,
      ...visitAttribution(),
    })
    if (sent) {
      form.reset()
      setMessageLength(0)
      confirmation.show()
    }
  }

  const hasErrors = Object.keys(errors).length > 0
  return (
    <Form
      ref={formRef}
      method="post"
      action={CONTACT_ENDPOINT}
      onSubmit={onSubmit}
      onInput={confirmation.hide}
      noValidate
      aria-busy={sending}
    >
      {confirmation.shown && (
        <SentConfirmation heading={section.confirmationHeading} text={section.confirmationText} />
      )}
      {/* Tells the function which form sent the lead, and which form to show again when it answers a post. */}
      <input type="hidden" name="source" value={SOURCE} />
      {/* The page's language: the function answers a post in it and the lead records it. */}
      <input type="hidden" name="language" value={language} />
      <AttributionFields attribution={attribution} />
      {hasErrors && <Notice role="alert">{messages.fixErrors}</Notice>}
      <FieldRow>
        <Field id={fieldId('firstName')} label={labels?.firstName} required error={errors.firstName}>
          {(aria) => (
            <input
              {...aria}
              name="firstName"
              autoComplete="given-name"
              maxLength={LIMITS.name}
              onChange={edited('firstName')}
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
              onChange={edited('lastName')}
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
              onChange={edited('email')}
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
              onChange={edited('phone')}
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
              onChange={edited('company')}
            />
          )}
        </Field>
        <Field id={fieldId('service')} label={labels?.service} error={errors.service}>
          {(aria) => (
            <select
              {...aria}
              name="service"
              defaultValue={section.presetService ?? ''}
              onChange={edited('service')}
            >
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
        hint={characterCount(messages, messageLength, LIMITS.message)}
      >
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            maxLength={LIMITS.message}
            placeholder={labels?.messagePlaceholder ?? undefined}
            onChange={edited('message')}
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
          onChange={edited('website')}
        />
      </Honeypot>
      <Button type="submit" $size="lg" $variant="corporate" disabled={sending}>
        {sending ? messages.sending : section.submitLabel}
      </Button>
    </Form>
  )
}
