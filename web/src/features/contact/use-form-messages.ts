import { useMemo } from 'react'
import { formMessages, type FormMessages } from '#validation/messages.ts'
import type { ContactFormSectionData } from './types.ts'

/**
 * The form's messages in the page's language: the texts its section's projection brings from "Contact form texts"
 * in that language, English where a text is empty (validation/messages.ts, `formMessages`).
 */
export function useFormMessages(section: Pick<ContactFormSectionData, 'messages'>): FormMessages {
  return useMemo(() => formMessages(section.messages), [section.messages])
}
