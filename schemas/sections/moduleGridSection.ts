import { defineField, defineType } from 'sanity'
import { ComponentIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Module cards with emoji and colour (100 ms apart). */
export const moduleGridSection = defineType({
  name: 'moduleGridSection',
  title: 'Modules (D365)',
  type: 'object',
  icon: ComponentIcon,
  description: 'Module cards with emoji and colour (100 ms apart).',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'cards',
      title: 'Modules',
      type: 'array',
      of: [{ type: 'card' }],
      validation: (rule) => [rule.required().min(1), rule.length(12).warning('The design shows 12 modules.')],
    }),
  ],
  preview: sectionPreview('Modules (D365)'),
})
