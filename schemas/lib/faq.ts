// The question and answer of the FAQ, with the same rules whether shared (an FAQ question document, documents/faqItem.ts)
// or written in place in a page's FAQ section (an inline `faqEntry`, sections/faqSection.ts).
import { defineField } from '@sanity/types'
import { FIGURE_HINT, figureTextPlain, figureTextRules } from './figure-text.ts'

export const faqQuestionField = () =>
  defineField({
    name: 'question',
    title: 'Question',
    type: 'string',
    description: 'As a visitor would ask it, ending with a question mark.',
    validation: (rule) => rule.required().max(200),
  })

export const faqAnswerField = () =>
  defineField({
    name: 'answer',
    title: 'Answer',
    type: 'figureLines',
    description: `Shown when the question is opened; Enter starts a new paragraph. ${FIGURE_HINT}`,
    validation: figureTextRules({ required: true, max: 1500, paragraphs: true }),
  })

/** A question in a list: the question, and the start of its answer (a figure shows as "#"). */
export const faqPreview = {
  select: { title: 'question', answer: 'answer' },
  prepare: ({ title, answer }: { title?: string; answer?: unknown }) => ({
    title,
    subtitle: figureTextPlain(answer) || undefined,
  }),
}
