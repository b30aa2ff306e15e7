import { MESSAGES } from '#validation/messages.ts'
import type { Attribution } from '#validation/attribution.ts'
import type { ChatTurn } from '#validation/chat.ts'

/** A message as the forms send it, with where it came from (validation/attribution.ts). */
export interface ContactMessage extends Attribution {
  name: string
  email: string
  phone: string
  company: string
  service: string
  message: string
  website: string
  /** Which form sent it, as its hidden `source` field says (the lead records it); `chat`: the assistant's hand-off. */
  source: 'home' | 'contact' | 'chat'
  /** The page's language (shared/languages.ts): the lead records it. */
  language: string
  submissionId: string
  /** How long the visitor took to fill the form; left out when unknown. */
  elapsedMs?: number
  /** The hand-off's conversation with the assistant (validation/chat.ts, chatTranscript). */
  transcript?: ChatTurn[]
}

export interface SendResult {
  success: boolean
  error?: string
  fieldErrors?: Record<string, string>
}

/** The contact function: the forms' `action` before hydration (an HTML form post), the JSON API after it. */
export const CONTACT_ENDPOINT = '/api/send-contact-email'

/** Sends a message to the send-contact-email function; never throws (docs/product.md, The calls: success, or an error text). */
export async function sendContactMessage(payload: ContactMessage): Promise<SendResult> {
  try {
    const response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    })
    const body = (await response.json().catch(() => null)) as SendResult | null
    if (response.ok && body?.success) return { success: true }
    return { success: false, error: body?.error, fieldErrors: body?.fieldErrors }
  } catch (error) {
    console.error('Sending the contact message failed:', error)
    return { success: false, error: MESSAGES.unexpected }
  }
}
