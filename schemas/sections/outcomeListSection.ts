import { defineField, defineType } from 'sanity'
import { CheckmarkIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Business outcome bullets (100 ms apart). */
export const outcomeListSection = defineType({
  name: 'outcomeListSection',
  title: 'Outcomes (D365)',
  type: 'object',
  icon: CheckmarkIcon,
  description: 'Business outcome bullets (100 ms apart).',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'items',
      title: 'Outcomes',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => [rule.required().min(1), rule.length(6).warning('The design shows 6 outcomes.')],
    }),
  ],
  preview: sectionPreview('Outcomes (D365)'),
})
