import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { BarChartIcon } from '@sanity/icons/BarChart'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Figures in tiles, e.g. "150+ Successful implementations". */
export const statGridSection = defineType({
  name: 'statGridSection',
  title: 'Figures',
  type: 'object',
  icon: BarChartIcon,
  description: 'Figures in tiles, e.g. 150+ successful implementations.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'stats',
      title: 'Figures',
      type: 'array',
      description: 'The figures shown, in order. Edit a figure in Stats to change it everywhere.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'stat' }] })],
      validation: (rule) => rule.required().min(1),
    }),
    linksField(),
  ],
  preview: sectionPreview('Figures', { count: { field: 'stats', one: 'figure', many: 'figures' } }),
})
