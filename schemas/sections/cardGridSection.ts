import { defineField, defineType } from 'sanity'
import { ThLargeIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** Cards with icon, title and text: benefits, reasons, methodology steps. */
export const cardGridSection = defineType({
  name: 'cardGridSection',
  title: 'Card grid',
  type: 'object',
  icon: ThLargeIcon,
  description: 'Cards with icon, title and text: benefits, reasons, methodology steps.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [{ type: 'card' }],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'columns',
      title: 'Columns on large screens',
      type: 'number',
      options: { list: [2, 3, 4] },
      initialValue: 3,
    }),
    defineField({
      name: 'numbered',
      title: 'Numbered steps',
      type: 'boolean',
      description: 'Show the cards as numbered steps (methodology, process).',
    }),
    linksField,
  ],
  preview: sectionPreview('Card grid'),
})
