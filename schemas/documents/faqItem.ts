import { defineField, defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { orderField } from '../lib/fields.ts'

/** A question and its answer, shown in the FAQ accordion. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'As a visitor would ask it, ending with a question mark.',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 6,
      description: 'Shown when the question is opened. Plain text; an empty line starts a new paragraph.',
      validation: (rule) => rule.required().max(1500),
    }),
    orderField(),
  ],
  orderings: [{ title: 'Sort order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'question', subtitle: 'answer' } },
})
