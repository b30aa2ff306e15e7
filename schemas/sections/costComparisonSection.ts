import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { BillIcon } from '@sanity/icons/Bill'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Cards comparing the annual cost of a local team with an India team. */
export const costComparisonSection = defineType({
  name: 'costComparisonSection',
  title: 'Cost comparison',
  type: 'object',
  icon: BillIcon,
  description: 'Local team against India team cost cards.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'items',
      title: 'Comparisons',
      type: 'array',
      description: 'The comparisons shown, in order. Edit the figures under Cost comparisons.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'costComparison' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'localLabel',
      title: 'Local cost label',
      type: 'string',
      description: 'e.g. "Local team (annual)".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'indiaLabel',
      title: 'India cost label',
      type: 'string',
      description: 'e.g. "India team (annual)".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'savingsLabel',
      title: 'Saving label',
      type: 'string',
      description: 'e.g. "Savings".',
      validation: (rule) => rule.max(60),
    }),
    linksField(),
  ],
  preview: sectionPreview('Cost comparison', {
    count: { field: 'items', one: 'comparison', many: 'comparisons' },
  }),
})
