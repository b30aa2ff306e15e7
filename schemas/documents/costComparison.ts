import { defineField, defineType } from '@sanity/types'
import { BillIcon } from '@sanity/icons/Bill'
import { iconField } from '../lib/fields.ts'

/** What a service costs a year with a local team and with an India team, and the saving. */
export const costComparison = defineType({
  name: 'costComparison',
  title: 'Cost comparison',
  type: 'document',
  icon: BillIcon,
  fieldsets: [{ name: 'figures', title: 'Annual cost', options: { columns: 3 } }],
  fields: [
    defineField({
      name: 'title',
      title: 'Service',
      type: 'string',
      description: 'The service compared, e.g. "Staff Augmentation".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Text',
      type: 'text',
      rows: 2,
      description: 'What the figures cover, e.g. "Annual cost of a 5-person development team".',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'localCost',
      title: 'Local team',
      type: 'string',
      fieldset: 'figures',
      description: 'As shown, e.g. $120,000-$180,000.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'indiaCost',
      title: 'India team',
      type: 'string',
      fieldset: 'figures',
      description: 'As shown, e.g. $35,000-$65,000.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'savings',
      title: 'Saving',
      type: 'string',
      fieldset: 'figures',
      description: 'As shown, e.g. 65-70%.',
      validation: (rule) => rule.required().max(20),
    }),
    iconField(),
  ],
  preview: {
    select: { title: 'title', localCost: 'localCost', indiaCost: 'indiaCost', savings: 'savings' },
    prepare: ({ title, localCost, indiaCost, savings }) => ({
      title,
      subtitle: `${localCost ?? '?'} → ${indiaCost ?? '?'} (save ${savings ?? '?'})`,
    }),
  },
})
