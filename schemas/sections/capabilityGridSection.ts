import { defineField, defineType } from 'sanity'
import { SparklesIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Capability cards appearing one after another (150 ms apart). */
export const capabilityGridSection = defineType({
  name: 'capabilityGridSection',
  title: 'Capabilities (D365)',
  type: 'object',
  icon: SparklesIcon,
  description: 'Capability cards appearing one after another (150 ms apart).',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'cards',
      title: 'Capabilities',
      type: 'array',
      of: [{ type: 'card' }],
      validation: (rule) => [
        rule.required().min(1),
        rule.length(9).warning('The design shows 9 capabilities.'),
      ],
    }),
  ],
  preview: sectionPreview('Capabilities (D365)'),
})
