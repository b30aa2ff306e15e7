import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Cards with an icon, title and text: benefits, reasons, products, methodology steps. */
export const cardGridSection = defineType({
  name: 'cardGridSection',
  title: 'Cards',
  type: 'object',
  icon: ThLargeIcon,
  description: 'Cards with icon, title and text: benefits, reasons, methodology steps.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      description:
        'The cards, in order. Each has an icon, a title and a sentence; figures and bullets are optional.',
      of: [defineArrayMember({ type: 'card' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'columns',
      title: 'Cards per row',
      type: 'number',
      description:
        'The most cards per row on large screens: fewer when that would leave one card alone in the last row. Phones always show one card per row.',
      options: { list: [2, 3, 4], layout: 'radio', direction: 'horizontal' },
      initialValue: 3,
    }),
    defineField({
      name: 'numbered',
      title: 'Numbered steps',
      type: 'boolean',
      description: 'Numbers the cards 1, 2, 3… for a methodology or a process.',
      initialValue: false,
    }),
    linksField(),
  ],
  preview: sectionPreview('Cards', { count: { field: 'cards', one: 'card', many: 'cards' } }),
})
