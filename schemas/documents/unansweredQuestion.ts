import { defineField, defineType } from '@sanity/types'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'

/** What became of the question: the content does not hold the answer, or it is off the site's topics. */
export const UNANSWERED_OUTCOMES = [
  { title: 'Not answered: the site has no content for it', value: 'unanswered' },
  { title: 'Off topic: not about what the site covers', value: 'offTopic' },
] as const

/** "Asked 3 times · last 2025-03-01 · off topic", the list's line under the wording (the day in UTC, as stored). */
export function askedSummary({
  count,
  lastAskedAt,
  outcome,
}: {
  count?: number
  lastAskedAt?: string
  outcome?: string
}): string {
  const times = count === 1 ? 'Asked once' : `Asked ${count ?? 0} times`
  const last = lastAskedAt?.slice(0, 10)
  return [times, last ? `last ${last}` : undefined, outcome === 'offTopic' ? 'off topic' : undefined]
    .filter(Boolean)
    .join(' · ')
}

/**
 * A question visitors asked the chat assistant that it could not answer, kept for marketing (docs/chat.md): one
 * document per group of questions with the same words, with how often and when it was asked. The chat function
 * writes it, anonymously (personal data stripped); nobody creates or edits one in the Studio: marketing reads the
 * list and deletes a group once the site has content for it. Private: its id has a dot, and the content lake serves
 * the type to the editor only (server/content-lake/query.ts, EDITOR_ONLY_TYPES).
 */
export const unansweredQuestion = defineType({
  name: 'unansweredQuestion',
  title: 'Unanswered question',
  type: 'document',
  icon: HelpCircleIcon,
  liveEdit: true,
  fields: [
    defineField({
      name: 'example',
      title: 'Question',
      type: 'string',
      readOnly: true,
      description:
        'How a visitor asked it, the latest wording of the group, with e-mail addresses, phone numbers, links, long numbers and names replaced by [e-mail], [phone], [link], [number] and [name].',
    }),
    defineField({
      name: 'count',
      title: 'Times asked',
      type: 'number',
      readOnly: true,
      description: 'How many times visitors asked it (in any of the wordings of the group).',
    }),
    defineField({
      name: 'outcome',
      title: 'What the assistant made of it',
      type: 'string',
      readOnly: true,
      options: { list: [...UNANSWERED_OUTCOMES], layout: 'radio' },
    }),
    defineField({
      name: 'firstAskedAt',
      title: 'First asked',
      type: 'datetime',
      readOnly: true,
    }),
    defineField({
      name: 'lastAskedAt',
      title: 'Last asked',
      type: 'datetime',
      readOnly: true,
    }),
    defineField({
      name: 'key',
      title: 'Words of the group',
      type: 'string',
      readOnly: true,
      description:
        'The words every wording of this question shares (stemmed, sorted): questions with the same words are counted together.',
    }),
  ],
  orderings: [
    { title: 'Most asked', name: 'mostAsked', by: [{ field: 'count', direction: 'desc' }] },
    { title: 'Last asked', name: 'lastAsked', by: [{ field: 'lastAskedAt', direction: 'desc' }] },
  ],
  preview: {
    select: { example: 'example', count: 'count', lastAskedAt: 'lastAskedAt', outcome: 'outcome' },
    prepare: ({ example, count, lastAskedAt, outcome }) => ({
      title: example,
      subtitle: askedSummary({ count, lastAskedAt, outcome }),
    }),
  },
})
