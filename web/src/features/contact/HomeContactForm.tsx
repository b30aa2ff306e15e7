import { useId, useRef, type FormEvent } from 'react'
import { notify } from '#web/notifications/notify.ts'
import { Button } from '#web/components/Button.tsx'
import { useFormMessages } from './use-form-messages.ts'
import { useLanguage } from '#web/data/language.ts'
import { LIMITS } from '#validation/limits.ts'
import { Field, FieldRow, Form, Honeypot } from './Field.tsx'
import { useContactSender } from './use-contact-sender.ts'
import { readFields, useFilledBeforeHydration } from './form-fields.ts'
import { CONTACT_ENDPOINT } from './api.ts'
import type { ContactFormSectionData } from './types.ts'
import { AttributionFields, useFormAttribution } from './form-attribution.tsx'
import { visitAttribution } from './visit.ts'
import { SentConfirmation, useSentConfirmation } from './SentConfirmation.tsx'

/** The form a lead from here is recorded as sent from. */
const SOURCE = 'home'

const FIELDS = ['name', 'email', 'company', 'phone', 'service', 'message', 'website'] as const

/**
 * The home page's contact form: name, e-mail and message required (docs/product.md, Rules, home contact form). A real form
 * posting to the contact function, so it works before hydration and without scripts; once hydrated it sends JSON.
 * Its inputs are uncontrolled, so nothing typed before hydration is lost.
 */
export default function HomeContactForm({ section }: { section: ContactFormSectionData }) {
  const messages = useFormMessages(section)
  const language = useLanguage()
  const { sending, send, markStarted, markStartUnknown } = useContactSender(messages)
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const labels = section.labels
  const attribution = useFormAttribution(section)
  const confirmation = useSentConfirmation()

  useFilledBeforeHydration(formRef, FIELDS, markStartUnknown)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const values = readFields(form, FIELDS)
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      void notify('error', messages.homeRequired)
      return
    }
    if (await send({ ...values, source: SOURCE, ...attribution, ...visitAttribution() })) {
      form.reset()
      confirmation.show()
    }
  }

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
      <FieldRow>
        <Field id={`${id}-name`} label={labels?.name} required>
          {(aria) => (
            <input
              {...aria}
              name="name"
              autoComplete="name"
              maxLength={LIMITS.name * 2 + 1}
              onChange={markStarted}
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
              onChange={markStarted}
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
              onChange={markStarted}
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
              onChange={markStarted}
            />
          )}
        </Field>
      </FieldRow>
      <Field id={`${id}-service`} label={labels?.service}>
        {(aria) => (
          <select {...aria} name="service" defaultValue={section.presetService ?? ''} onChange={markStarted}>
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
            onChange={markStarted}
          />
        )}
      </Field>
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" onChange={markStarted} />
      </Honeypot>
      <Button type="submit" $size="lg" $variant="corporate" disabled={sending}>
        {sending ? messages.sending : section.submitLabel}
      </Button>
    </Form>
  )
}
