import { defineField, defineType } from 'sanity'
import { TrendUpwardIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** Local team vs India team cost cards. */
export const costComparisonSection = defineType({
  name: 'costComparisonSection',
  title: 'Cost comparison',
  type: 'object',
  icon: TrendUpwardIcon,
  description: 'Local team vs India team cost cards.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'items',
      title: 'Comparisons',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'costComparison' }] }],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'localLabel',
      title: 'Local cost label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'indiaLabel',
      title: 'India cost label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'savingsLabel', title: 'Savings label', type: 'string' }),
    linksField,
  ],
  preview: sectionPreview('Cost comparison'),
})
