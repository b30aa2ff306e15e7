import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '#web/components/Button.tsx'
import { useLanguage } from '#web/data/language.ts'
import { useSiteSettings } from '#web/data/settings.ts'
import { trackConversion } from '#web/features/analytics/track.ts'
import { Field, Honeypot } from '#web/features/contact/Field.tsx'
import { readFields, withoutError } from '#web/features/contact/form-fields.ts'
import { sendContactMessage, type ContactMessage } from '#web/features/contact/api.ts'
import { visitAttribution } from '#web/features/contact/visit.ts'
import { cleanAttribution } from '#validation/attribution.ts'
import { chatTranscript, type ChatTurn } from '#validation/chat.ts'
import { cleanFields } from '#validation/clean.ts'
import { contactPayloadSchema, fieldErrorsOf } from '#validation/contact.ts'
import { LIMITS } from '#validation/limits.ts'
import { MESSAGES, notSentMessage, reworded, rewordedErrors } from '#validation/messages.ts'
import { useHandoffMessages } from './use-handoff-messages.ts'

/** The lead's `source`: the assistant's hand-off (docs/leads.md, "Leads from the assistant"). */
const SOURCE = 'chat' as const

const FIELDS = ['name', 'email', 'message'] as const
type FieldName = (typeof FIELDS)[number]

// Failures that only say something went wrong: the visitor gets the not-sent message with our contact details, as
// from the contact forms (use-contact-sender.ts).
const GENERIC_FAILURES = new Set<string>([MESSAGES.sendFailed, MESSAGES.unexpected])

const Card = styled.form`
  align-self: stretch;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* Clear of the log's edge when a field scrolls into view above the on-screen keyboard. */
  scroll-margin: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  /* A field scrolled into view brings its label along. */
  input,
  textarea {
    scroll-margin: 2.75rem 0 ${({ theme }) => theme.space[4]};
  }
  textarea {
    min-height: 5rem;
  }
  .notice {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .notice a {
    color: inherit;
    font-weight: 600;
  }
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`
const Sent = styled.p`
  align-self: stretch;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`

const newSubmissionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/** The confirmation that replaces the form once the visitor's details are sent (its text from the CMS). */
export function HandoffSent({ focus = false }: { focus?: boolean }) {
  const { assistant } = useSiteSettings()
  const ref = useRef<HTMLParagraphElement>(null)
  // The form's button it replaces had the focus: the confirmation takes it, so it is read out and Tab goes on.
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <Sent ref={ref} tabIndex={-1}>
      {assistant?.handoff?.sent}
    </Sent>
  )
}

/**
 * The assistant's hand-off to sales: under an answer to a request for a person, a call or a quote, the visitor's
 * name, e-mail and need, sent as a lead like the contact forms' (the same function, rules, limits and messages), with
 * the conversation (`transcript`) and where the visit came from. Every text is the CMS's: the site settings'
 * assistant texts, the consent banner's privacy link; the field messages are the contact forms' (validation/).
 */
export function HandoffForm({ conversation, onSent }: { conversation: ChatTurn[]; onSent: () => void }) {
  const settings = useSiteSettings()
  const language = useLanguage()
  const messages = useHandoffMessages()
  const texts = settings.assistant?.handoff
  const privacy = settings.consentBanner
  const id = useId()
  const fieldId = (field: FieldName) => `${id}-${field}`
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  // One id per form fill: a retry after a failure never makes a second lead.
  const submissionId = useRef<string | null>(null)
  const startedAt = useRef<number | null>(null)

  // Offered, the whole form in view when it fits (the log has just scrolled to its end): its heading first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => formRef.current?.scrollIntoView({ block: 'nearest' }))
    return () => cancelAnimationFrame(frame)
  }, [])

  const edited = (field: FieldName) => (_event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    startedAt.current ??= Date.now()
    setErrors((current) => withoutError(current, field))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    const { name, email, message, website } = readFields(form, ['name', 'email', 'message', 'website'])
    submissionId.current ??= newSubmissionId()
    const payload: ContactMessage = {
      ...cleanFields({ name, email, phone: '', company: '', service: '', message, website }),
      source: SOURCE,
      language,
      submissionId: submissionId.current,
      ...(startedAt.current !== null ? { elapsedMs: Date.now() - startedAt.current } : {}),
      transcript: chatTranscript(conversation),
      // Where it was sent from: this page and the visit's first touch, as a contact form's lead records them.
      ...cleanAttribution({
        pagePath: location.pathname,
        pageTitle: document.title,
        formName: settings.assistant?.title,
      }),
      ...visitAttribution(),
    }
    // The contact function's own rules, so the messages beside the fields are the contact forms'.
    const checked = contactPayloadSchema.safeParse(payload)
    if (!checked.success) {
      const found = rewordedErrors(fieldErrorsOf(checked.error), messages)
      const first = FIELDS.find((field) => found[field])
      if (first) {
        setErrors(found)
        form.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus()
        return
      }
    }
    setErrors({})
    setFailure(null)
    inFlight.current = true
    setSending(true)
    try {
      const result = await sendContactMessage(payload)
      if (result.success) {
        trackConversion('contact_form_sent', { form: SOURCE })
        onSent()
        return
      }
      const fieldErrors = Object.fromEntries(
        Object.entries(result.fieldErrors ?? {}).filter(([field]) =>
          (FIELDS as readonly string[]).includes(field),
        ),
      )
      if (Object.keys(fieldErrors).length > 0) setErrors(rewordedErrors(fieldErrors, messages))
      // The function's own words for a refusal it can explain (too many messages, a field it rejects); a failure it
      // cannot (no answer, a server error) says the details were not sent and how else to reach us.
      const explained =
        result.error && !GENERIC_FAILURES.has(result.error) && result.error !== messages.sendFailed
      setFailure(explained ? reworded(result.error!, messages) : notSentMessage(settings, messages))
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  /** A field the visitor moves to is kept in view, above the on-screen keyboard once it has opened. */
  function keepInView(event: { currentTarget: HTMLElement }) {
    const field = event.currentTarget
    setTimeout(() => field.scrollIntoView({ block: 'nearest' }), 300)
  }

  const headingId = `${id}-heading`
  return (
    <Card ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={headingId} aria-busy={sending}>
      <h3 id={headingId}>{texts?.heading}</h3>
      <Field id={fieldId('name')} label={texts?.nameLabel} required error={errors.name}>
        {(aria) => (
          <input
            {...aria}
            name="name"
            autoComplete="name"
            maxLength={LIMITS.name * 2 + 1}
            onChange={edited('name')}
            onFocus={keepInView}
          />
        )}
      </Field>
      <Field id={fieldId('email')} label={texts?.emailLabel} required error={errors.email}>
        {(aria) => (
          <input
            {...aria}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            onChange={edited('email')}
            onFocus={keepInView}
          />
        )}
      </Field>
      <Field id={fieldId('message')} label={texts?.needLabel} required error={errors.message}>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={3}
            maxLength={LIMITS.message}
            onChange={edited('message')}
            onFocus={keepInView}
          />
        )}
      </Field>
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </Honeypot>
      <p className="notice">
        {texts?.privacyNotice}
        {privacy?.privacyPath && privacy.privacyLabel && (
          <>
            {' '}
            <Link to={privacy.privacyPath}>{privacy.privacyLabel}</Link>
          </>
        )}
      </p>
      {failure && <p role="alert">{failure}</p>}
      <Button type="submit" $variant="corporate" disabled={sending} onFocus={keepInView}>
        {sending ? messages.sending : texts?.submitLabel}
      </Button>
    </Card>
  )
}
