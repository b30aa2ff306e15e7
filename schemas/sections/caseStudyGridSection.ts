import { defineField, defineType } from 'sanity'
import { DocumentsIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Cards of chosen case studies. */
export const caseStudyGridSection = defineType({
  name: 'caseStudyGridSection',
  title: 'Case study cards',
  type: 'object',
  icon: DocumentsIcon,
  description: 'Cards of chosen case studies.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'caseStudy' }] }],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'linkLabel',
      title: 'Card link label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Case study cards'),
})
