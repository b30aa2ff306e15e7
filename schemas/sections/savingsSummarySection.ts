import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { BarChartIcon } from '@sanity/icons/BarChart'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Savings per service, e.g. "SAP Implementation 60-70% $350K+". */
export const savingsSummarySection = defineType({
  name: 'savingsSummarySection',
  title: 'Savings summary',
  type: 'object',
  icon: BarChartIcon,
  description: 'Savings per service, e.g. SAP 60-70% / $350K+.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'items',
      title: 'Services',
      type: 'array',
      description: 'One line per service, in order.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'savingsItem',
          title: 'Service saving',
          fields: [
            defineField({
              name: 'service',
              title: 'Service',
              type: 'string',
              description: 'e.g. "SAP Implementation".',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'comparison',
              title: 'Saving from a cost comparison',
              type: 'reference',
              to: [{ type: 'costComparison' }],
              description:
                'The cost comparison whose saving (e.g. 60-70%) is shown here, so the figure is changed in one place.',
            }),
            defineField({
              name: 'savings',
              title: 'Saving',
              type: 'string',
              description: 'As shown, e.g. 60-70%. Only when no cost comparison is chosen above.',
              hidden: ({ parent }) => Boolean(parent?.comparison) && !parent?.savings,
              validation: (rule) =>
                rule.max(20).custom((savings, context) => {
                  const chosen = Boolean((context.parent as { comparison?: unknown } | undefined)?.comparison)
                  if (chosen && savings) return 'Use either a cost comparison or a typed saving, not both'
                  if (!chosen && !savings) return 'Choose a cost comparison or type the saving'
                  return true
                }),
            }),
            defineField({
              name: 'amount',
              title: 'Amount',
              type: 'string',
              description: 'As shown, e.g. $350K+.',
              validation: (rule) => rule.required().max(20),
            }),
          ],
          preview: {
            select: {
              title: 'service',
              savings: 'savings',
              compared: 'comparison.savings',
              amount: 'amount',
            },
            prepare: ({ title, savings, compared, amount }) => ({
              title,
              subtitle: `${compared ?? savings ?? ''} · ${amount ?? ''}`,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    linksField(),
  ],
  preview: sectionPreview('Savings summary', { count: { field: 'items', one: 'service', many: 'services' } }),
})
