import { defineArrayMember, defineField, defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { countValidation } from '../lib/validation.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Questions and answers that open and close like an accordion. */
export const faqSection = defineType({
  name: 'faqSection',
  title: 'FAQ',
  type: 'object',
  icon: HelpCircleIcon,
  description: 'Questions that open and close like an accordion.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      description: 'The questions shown, in order. Edit the wording under FAQ.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faqItem' }] })],
      validation: (rule) => [...countValidation(8, 'questions')(rule), rule.unique()],
    }),
  ],
  preview: sectionPreview('FAQ', { count: { field: 'items', one: 'question', many: 'questions' } }),
})
