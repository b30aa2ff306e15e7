import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Tiles of the industries the company serves. */
export const industryGridSection = defineType({
  name: 'industryGridSection',
  title: 'Industries',
  type: 'object',
  icon: EarthGlobeIcon,
  description: 'Tiles of the industries served.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'industries',
      title: 'Industries',
      type: 'array',
      description: 'The industries shown, in order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'industry' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: sectionPreview('Industries', {
    count: { field: 'industries', one: 'industry', many: 'industries' },
  }),
})
