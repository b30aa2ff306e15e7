// The chat dialog's own query, in a module of its own so that only the chat's chunk carries its text.
import { defineQuery } from 'groq'
import { contactFormDefaultsDoc } from '../../../schemas/lib/language-groq.ts'

/** The contact forms' messages in the page's language, for the chat's hand-off form (a form outside a contact section). */
export const contactFormMessagesQuery = defineQuery(`${contactFormDefaultsDoc}.messages`)
