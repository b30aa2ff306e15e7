import { defineField, defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Questions that open and close like an accordion. */
export const faqSection = defineType({
  name: 'faqSection',
  title: 'FAQ',
  type: 'object',
  icon: HelpCircleIcon,
  description: 'Questions that open and close like an accordion.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'faqItem' }] }],
      validation: (rule) => [rule.required().min(1), rule.length(8).warning('The design shows 8 questions.')],
    }),
  ],
  preview: sectionPreview('FAQ'),
})
