import { defineField, defineType } from 'sanity'
import { TrendUpwardIcon } from '@sanity/icons'
import { ICON_NAMES, list } from '../objects/options.ts'

/** Annual cost of a local team against an India team for one service. */
export const costComparison = defineType({
  name: 'costComparison',
  title: 'Cost comparison',
  type: 'document',
  icon: TrendUpwardIcon,
  fields: [
    defineField({ name: 'title', title: 'Service', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'localCost',
      title: 'Local team cost',
      type: 'string',
      description: 'e.g. $120,000-$180,000',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'indiaCost',
      title: 'India team cost',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'savings',
      title: 'Savings',
      type: 'string',
      description: 'e.g. 65-70%',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'icon', title: 'Icon', type: 'string', options: { list: list(ICON_NAMES) } }),
  ],
  preview: { select: { title: 'title', subtitle: 'savings' } },
})
