import { defineArrayMember, defineField, defineType } from 'sanity'
import { BarChartIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** Savings per service, e.g. SAP 60-70% / $350K+. */
export const savingsSummarySection = defineType({
  name: 'savingsSummarySection',
  title: 'Savings summary',
  type: 'object',
  icon: BarChartIcon,
  description: 'Savings per service, e.g. SAP 60-70% / $350K+.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'items',
      title: 'Services',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'savingsItem',
          fields: [
            defineField({ name: 'service', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'savings', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'amount', type: 'string' }),
          ],
          preview: { select: { title: 'service', subtitle: 'savings' } },
        }),
      ],
    }),
    linksField,
  ],
  preview: sectionPreview('Savings summary'),
})
