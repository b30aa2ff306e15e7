import { defineArrayMember, defineField, defineType } from 'sanity'
import { CheckmarkIcon } from '@sanity/icons/Checkmark'
import { countValidation } from '../lib/validation.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Business outcome bullets, appearing one after another, 100 ms apart. */
export const outcomeListSection = defineType({
  name: 'outcomeListSection',
  title: 'Outcomes (Dynamics 365)',
  type: 'object',
  icon: CheckmarkIcon,
  description: 'Business outcome bullets appearing one after another.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'items',
      title: 'Outcomes',
      type: 'array',
      description: 'One outcome per line.',
      of: [defineArrayMember({ type: 'string' })],
      validation: countValidation(6, 'outcomes'),
    }),
  ],
  preview: sectionPreview('Outcomes (Dynamics 365)', {
    count: { field: 'items', one: 'outcome', many: 'outcomes' },
  }),
})
