import { useQuery } from '@tanstack/react-query'
import { useSanityClientLoader } from '#web/data/SanityProvider.tsx'
import { useLanguage } from '#web/data/language.ts'
import { sanityQueryKey } from '#web/data/query.ts'
import { contactFormMessagesQuery } from '#web/queries/chat.ts'
import { DEFAULT_LANGUAGE } from '#shared/languages.ts'
import { formMessages, type FormMessages } from '#validation/messages.ts'
import type { ContactFormMessagesQueryResult } from '#shared/sanity.types.ts'

/**
 * The contact forms' messages in the page's language, for the hand-off form. English is in code and needs no query;
 * a translation's are asked when the form is shown, without suspending it: English stands in until they arrive (and
 * if the lake cannot be read). Here, in the chat's own chunk, rather than in the data layer every page loads.
 */
export function useHandoffMessages(): FormMessages {
  const loadClient = useSanityClientLoader()
  const language = useLanguage()
  const queryKey = sanityQueryKey(contactFormMessagesQuery, {}, language)
  const { data } = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await loadClient()).fetch<ContactFormMessagesQueryResult>(contactFormMessagesQuery, queryKey[2], {
        signal,
      }),
    enabled: language !== DEFAULT_LANGUAGE,
  })
  return formMessages(data)
}
