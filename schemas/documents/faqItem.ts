import { defineType } from '@sanity/types'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { languageField, orderField } from '../lib/fields.ts'
import { faqAnswerField, faqPreview, faqQuestionField } from '../lib/faq.ts'

/** A question and its answer, shown in the FAQ accordion. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [languageField(), faqQuestionField(), faqAnswerField(), orderField()],
  orderings: [{ title: 'Sort order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: faqPreview,
})
