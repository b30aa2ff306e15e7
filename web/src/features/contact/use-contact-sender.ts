import { useCallback, useRef, useState } from 'react'
import { notify } from '#web/notifications/notify.ts'
import { MESSAGES, notSentMessage, type FormMessages } from '#validation/messages.ts'
import { useSiteSettings } from '#web/data/settings.ts'
import { useLanguage } from '#web/data/language.ts'
import { cleanFields } from '#validation/clean.ts'
import { sendContactMessage, type ContactMessage } from './api.ts'
import { trackConversion } from '#web/features/analytics/track.ts'

type Fields = Omit<ContactMessage, 'submissionId' | 'elapsedMs' | 'language'>

const newSubmissionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * Sending state shared by both forms: one send at a time (a second submit is ignored), the spec's toasts in the
 * page's language (`messages`), and an idempotency id kept for a given form fill so a retry after a failure never
 * creates a second lead. The message carries the page's language: the lead records it.
 */
export function useContactSender(messages: FormMessages) {
  const settings = useSiteSettings()
  const language = useLanguage()
  const notSent = notSentMessage(settings, messages)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const submissionId = useRef<string | null>(null)
  /** When the visitor started filling the form: unknown when they did before hydration. */
  const startedAt = useRef<number | 'unknown' | null>(null)

  /** Call when the visitor starts filling the form (the function rejects inhumanly fast submissions). */
  const markStarted = useCallback(() => {
    startedAt.current ??= Date.now()
  }, [])
  /**
   * Call when the form was (partly) filled before the app hydrated: timing only the rest would make a person who
   * fixes one typo and sends look like a bot, whose message is dropped.
   */
  const markStartUnknown = useCallback(() => {
    startedAt.current = 'unknown'
  }, [])

  const send = useCallback(
    async (fields: Fields): Promise<boolean> => {
      if (inFlight.current) return false
      inFlight.current = true
      setSending(true)
      submissionId.current ??= newSubmissionId()
      try {
        const result = await sendContactMessage({
          ...cleanFields(fields),
          language,
          submissionId: submissionId.current,
          // Unknown (e.g. a browser autofilled every field) is left out rather than sent as 0, which reads as a bot.
          ...(typeof startedAt.current === 'number' ? { elapsedMs: Date.now() - startedAt.current } : {}),
        })
        if (result.success) {
          void notify('success', messages.sent)
          trackConversion('contact_form_sent', { form: fields.source })
          submissionId.current = null
          startedAt.current = null
          return true
        }
        // The function's own words for a refusal it can explain (too many messages, a field it rejects); a failure
        // it cannot (no answer, a server error) says the message is not sent and how else to reach us.
        // Failures that only say something went wrong get the not-sent message with our contact details.
        const generic = [MESSAGES.sendFailed, MESSAGES.unexpected, messages.sendFailed, messages.unexpected]
        const explained = result.error && !generic.includes(result.error)
        void notify('error', explained ? result.error! : notSent)
        return false
      } catch (error) {
        console.error('Sending the contact message failed:', error)
        void notify('error', notSent)
        return false
      } finally {
        inFlight.current = false
        setSending(false)
      }
    },
    [notSent, language, messages],
  )

  return { sending, send, markStarted, markStartUnknown }
}
