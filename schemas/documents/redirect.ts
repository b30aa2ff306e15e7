import { defineField, defineType } from 'sanity'
import { ArrowRightIcon } from '@sanity/icons'

/** Sends visitors of an old address to a new one (the server answers 301, the app replaces the history entry). */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/[^\s]*$/)
          .error('A path starting with /'),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/[^\s]*$/)
          .error('A path starting with /'),
    }),
    defineField({ name: 'permanent', title: 'Permanent (301)', type: 'boolean', initialValue: true }),
  ],
  preview: { select: { from: 'from', to: 'to' }, prepare: ({ from, to }) => ({ title: `${from} → ${to}` }) },
})
