import { useCallback, useRef, useState } from 'react'
import { notify } from '../../lib/notify.ts'
import { MESSAGES } from '../../../../validation/messages.ts'
import { cleanFields } from '../../../../validation/clean.ts'
import { sendContactMessage, type ContactMessage } from './api.ts'

type Fields = Omit<ContactMessage, 'submissionId' | 'elapsedMs'>

const newSubmissionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * Sending state shared by both forms: one send at a time (a second submit is ignored), the spec's toasts, and an
 * idempotency id kept for a given form fill so a retry after a failure never creates a second lead.
 */
export function useContactSender() {
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const submissionId = useRef<string | null>(null)
  const startedAt = useRef<number | null>(null)

  /** Call when the visitor starts filling the form (the function rejects inhumanly fast submissions). */
  const markStarted = useCallback(() => {
    startedAt.current ??= Date.now()
  }, [])

  const send = useCallback(async (fields: Fields): Promise<boolean> => {
    if (inFlight.current) return false
    inFlight.current = true
    setSending(true)
    submissionId.current ??= newSubmissionId()
    try {
      const result = await sendContactMessage({
        ...cleanFields(fields),
        submissionId: submissionId.current,
        // Unknown (e.g. a browser autofilled every field) is left out rather than sent as 0, which reads as a bot.
        ...(startedAt.current === null ? {} : { elapsedMs: Date.now() - startedAt.current }),
      })
      if (result.success) {
        void notify('success', MESSAGES.sent)
        submissionId.current = null
        startedAt.current = null
        return true
      }
      void notify('error', result.error || MESSAGES.sendFailed)
      return false
    } catch (error) {
      console.error('Sending the contact message failed:', error)
      void notify('error', MESSAGES.sendFailed)
      return false
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }, [])

  return { sending, send, markStarted }
}
