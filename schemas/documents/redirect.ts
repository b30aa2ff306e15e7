import { defineField, defineType } from 'sanity'
import { ArrowRightIcon } from '@sanity/icons/ArrowRight'

const pathRule = (value: string | undefined) =>
  !value || /^\/\S*$/.test(value)
    ? true
    : 'A site address starting with / and without spaces, e.g. /software-testing'

/** Sends visitors of an old address to a new one (the server answers 301 or 302; the app replaces the history entry). */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'Old address',
      type: 'string',
      description: 'The address visitors or search engines still use, e.g. /functional-testing.',
      validation: (rule) => [rule.required(), rule.custom(pathRule)],
    }),
    defineField({
      name: 'to',
      title: 'New address',
      type: 'string',
      description: 'Where they should land instead, e.g. /software-testing.',
      validation: (rule) => [
        rule.required(),
        rule.custom(pathRule),
        rule.custom((to, context) =>
          to && to === (context.parent as { from?: string } | undefined)?.from
            ? 'The new address must differ from the old one'
            : true,
        ),
      ],
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description:
        'On: the move is for good (301) and search engines update their links. Off: temporary (302).',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare: ({ from, to, permanent }) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: permanent ? 'Permanent (301)' : 'Temporary (302)',
    }),
  },
})
