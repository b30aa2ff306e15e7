import { LIMITS } from './limits.ts'

// The exact texts of docs/product.md ("Rules" and "Messages"), shared by the browser and the functions so they can never disagree.
export const MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  messageTooLong: 'Message must be less than 2000 characters',
  invalidFirstName: 'Please enter a valid first name',
  invalidLastName: 'Please enter a valid last name',
  fixErrors: 'Please fix the errors in the form',
  homeRequired: 'Please fill in all required fields (Name, Email, and Message)',
  sent: "Message sent successfully! We'll get back to you soon.",
  sendFailed: 'Failed to send message. Please try again.',
  unexpected: 'An unexpected error occurred',
  chatTooLong: 'Message too long. Please keep it under 500 characters.',
  chatTooShort: 'Please enter a longer message.',
  chatNoReply: "Sorry, I couldn't process your request.",
  sending: 'Sending...',
} as const

/** The forms' texts in one language: the spec's keys, plus the counter's and the failure toast's own words. */
export interface FormMessages {
  required: string
  invalidEmail: string
  invalidPhone: string
  messageTooLong: string
  invalidFirstName: string
  invalidLastName: string
  fixErrors: string
  homeRequired: string
  sent: string
  sendFailed: string
  unexpected: string
  sending: string
  /** The message box's counter; `{count}` and `{limit}` are filled in. */
  characterCount: string
  /** After the failure text; `{ways}` is the list of ways, joined by `or`. */
  reachUs: string
  /** A way to reach the company; `{phone}` / `{email}` are filled in. */
  call: string
  email: string
  /** The word between the ways. */
  or: string
  /** The contact function's own refusals, which no form shows before the function does. */
  companyTooLong: string
  invalidService: string
  tooMany: string
}

/** The forms' messages in English: the spec's exact texts, and the fallback of every translated one. */
export const FORM_MESSAGES: FormMessages = {
  required: MESSAGES.required,
  invalidEmail: MESSAGES.invalidEmail,
  invalidPhone: MESSAGES.invalidPhone,
  messageTooLong: MESSAGES.messageTooLong,
  invalidFirstName: MESSAGES.invalidFirstName,
  invalidLastName: MESSAGES.invalidLastName,
  fixErrors: MESSAGES.fixErrors,
  homeRequired: MESSAGES.homeRequired,
  sent: MESSAGES.sent,
  sendFailed: MESSAGES.sendFailed,
  unexpected: MESSAGES.unexpected,
  sending: MESSAGES.sending,
  characterCount: '{count}/{limit} characters',
  reachUs: 'Or reach us directly: {ways}.',
  call: 'call {phone}',
  email: 'e-mail {email}',
  or: 'or',
  companyTooLong: `Company must be at most ${LIMITS.company} characters`,
  invalidService: 'Please choose a service from the list',
  tooMany: 'Too many messages from your network. Please try again later.',
}

/**
 * A language's messages from the CMS ("Contact form texts", `messages`): each text it has, else the English one.
 * English itself is never read from the CMS (its fields are hidden there), so the spec's exact texts cannot be
 * edited away; a translation left empty falls back to them too.
 */
export const formMessages = (texts?: Partial<Record<keyof FormMessages, string | null>> | null) =>
  overEnglish(FORM_MESSAGES, texts)

/** The English texts with each one a translation has (not empty or blank) in its place. */
function overEnglish<Texts extends object>(
  english: Texts,
  texts?: Partial<Record<keyof Texts, string | null>> | null,
): Texts {
  const messages = { ...english }
  for (const key of Object.keys(english) as (keyof Texts)[]) {
    const text = texts?.[key]?.trim()
    if (text) (messages as Record<keyof Texts, string>)[key] = text
  }
  return messages
}

/**
 * An English message in another language's words. The function checks every post with the English rules (the same
 * in every language) and words its refusal in the post's language last; a text that is none of the forms' messages
 * (a tampered hidden field's, a limit's) stays as it is.
 */
export function reworded(text: string, messages: FormMessages): string {
  const key = (Object.keys(FORM_MESSAGES) as (keyof FormMessages)[]).find(
    (name) => FORM_MESSAGES[name] === text,
  )
  return key ? messages[key] : text
}

/** Each field's message in the language's words (`reworded`). */
export const rewordedErrors = (
  fieldErrors: Record<string, string>,
  messages: FormMessages,
): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, reworded(text, messages)]))

/** The chat dialog's own messages in one language (its toasts and the reply to an empty answer). */
export interface ChatMessages {
  tooLong: string
  tooShort: string
  noReply: string
  sendFailed: string
}

/** The chat's messages in English: the spec's exact texts, and the fallback of every translated one. */
export const CHAT_MESSAGES: ChatMessages = {
  tooLong: MESSAGES.chatTooLong,
  tooShort: MESSAGES.chatTooShort,
  noReply: MESSAGES.chatNoReply,
  sendFailed: MESSAGES.sendFailed,
}

/** A language's chat messages from the CMS (Site Settings, Assistant, `messages`): each text it has, else English. */
export const chatMessages = (texts?: Partial<Record<keyof ChatMessages, string | null>> | null) =>
  overEnglish(CHAT_MESSAGES, texts)

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))

/** The message box's counter, e.g. "12/2000 characters". */
export const characterCount = (messages: FormMessages, count: number, limit: number): string =>
  fill(messages.characterCount, { count, limit })

/**
 * The contact forms' failure toast: the product's failure text (the message was not sent, try again), then how else
 * to reach the company. The phone and
 * e-mail are the CMS's (site settings), so the words stay here with the other messages and the contact details there.
 */
export function notSentMessage(
  contact: { phone?: string | null; email?: string | null },
  messages: FormMessages = FORM_MESSAGES,
): string {
  const ways = [
    contact.phone && fill(messages.call, { phone: contact.phone }),
    contact.email && fill(messages.email, { email: contact.email }),
  ].filter(Boolean)
  return ways.length > 0
    ? `${messages.sendFailed} ${fill(messages.reachUs, { ways: ways.join(` ${messages.or} `) })}`
    : messages.sendFailed
}
