import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { SparklesIcon } from '@sanity/icons/Sparkles'
import { countValidation } from '../lib/validation.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Capability cards (icon, title, text) that appear one after another, 150 ms apart. */
export const capabilityGridSection = defineType({
  name: 'capabilityGridSection',
  title: 'Capabilities (Dynamics 365)',
  type: 'object',
  icon: SparklesIcon,
  description: 'Capability cards appearing one after another.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'cards',
      title: 'Capabilities',
      type: 'array',
      description: 'Each with an icon, a title and a sentence.',
      of: [defineArrayMember({ type: 'card' })],
      validation: countValidation(9, 'capabilities'),
    }),
  ],
  preview: sectionPreview('Capabilities (Dynamics 365)', {
    count: { field: 'cards', one: 'capability', many: 'capabilities' },
  }),
})
