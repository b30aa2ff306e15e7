import { defineField, defineType } from 'sanity'
import { EarthGlobeIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Industry tiles. */
export const industryGridSection = defineType({
  name: 'industryGridSection',
  title: 'Industries',
  type: 'object',
  icon: EarthGlobeIcon,
  description: 'Industry tiles.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'industries',
      title: 'Industries',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'industry' }] }],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: sectionPreview('Industries'),
})
