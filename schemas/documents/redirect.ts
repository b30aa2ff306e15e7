import { defineField, defineType } from 'sanity'
import { ArrowRightIcon } from '@sanity/icons/ArrowRight'
import {
  isRedirectTarget,
  isSitePath,
  REDIRECT_FROM_MESSAGE,
  REDIRECT_TO_MESSAGE,
} from '../lib/redirect-target.ts'

const fromRule = (value: string | undefined) => !value || isSitePath(value) || REDIRECT_FROM_MESSAGE
const toRule = (value: string | undefined) => !value || isRedirectTarget(value) || REDIRECT_TO_MESSAGE

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
      validation: (rule) => [rule.required(), rule.custom(fromRule)],
    }),
    defineField({
      name: 'to',
      title: 'New address',
      type: 'string',
      description:
        'Where they should land instead, e.g. /software-testing, or a full https:// address on another site.',
      validation: (rule) => [
        rule.required(),
        rule.custom(toRule),
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
