import { defineField, defineType } from 'sanity'
import { BarChartIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** Figures in tiles, e.g. 150+ implementations. */
export const statGridSection = defineType({
  name: 'statGridSection',
  title: 'Stat tiles',
  type: 'object',
  icon: BarChartIcon,
  description: 'Figures in tiles, e.g. 150+ implementations.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'stats',
      title: 'Stats',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'stat' }] }],
      validation: (rule) => rule.required().min(1),
    }),
    linksField,
  ],
  preview: sectionPreview('Stat tiles'),
})
