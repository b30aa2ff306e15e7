// The question and answer of the FAQ, with the same rules whether shared (an FAQ question document, documents/faqItem.ts)
// or written in place in a page's FAQ section (an inline `faqEntry`, sections/faqSection.ts).
import { defineField } from 'sanity'

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
    type: 'text',
    rows: 6,
    description: 'Shown when the question is opened. Plain text; an empty line starts a new paragraph.',
    validation: (rule) => rule.required().max(1500),
  })
