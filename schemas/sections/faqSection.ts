import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { countValidation } from '../lib/validation.ts'
import { faqAnswerField, faqPreview, faqQuestionField } from '../lib/faq.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/**
 * Questions and answers that open and close like an accordion: shared FAQ questions, referenced, and questions written
 * in the section itself, in any order.
 */
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
      description:
        'The questions shown, in order: shared questions (their wording is edited under FAQ) or questions written here, for this page only.',
      of: [
        defineArrayMember({
          type: 'reference',
          title: 'Shared question (from FAQ)',
          to: [{ type: 'faqItem' }],
        }),
        // Written in place, with the rules of a shared question (lib/faq.ts).
        defineArrayMember({
          type: 'object',
          name: 'faqEntry',
          title: 'Question for this page',
          icon: HelpCircleIcon,
          fields: [faqQuestionField(), faqAnswerField()],
          preview: faqPreview,
        }),
      ],
      validation: (rule) => [...countValidation(8, 'questions')(rule), rule.unique()],
    }),
  ],
  preview: sectionPreview('FAQ', { count: { field: 'items', one: 'question', many: 'questions' } }),
})
