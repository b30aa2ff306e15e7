import { defineArrayMember, defineField, defineType } from 'sanity'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Cards of chosen case studies, each linking to its page. */
export const caseStudyGridSection = defineType({
  name: 'caseStudyGridSection',
  title: 'Case study cards',
  type: 'object',
  icon: DocumentsIcon,
  description: 'Cards of chosen case studies.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      description: 'The case studies shown, in order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'linkLabel',
      title: 'Card link text',
      type: 'string',
      description: 'The link on each card to its page, e.g. "Read Full Case Study".',
      validation: (rule) => rule.required().max(60),
    }),
  ],
  preview: sectionPreview('Case study cards', {
    count: { field: 'caseStudies', one: 'case study', many: 'case studies' },
  }),
})
