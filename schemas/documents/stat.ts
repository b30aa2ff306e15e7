import { defineField, defineType } from 'sanity'
import { BarChartIcon } from '@sanity/icons'

/** A figure shown in stat tiles, e.g. "150+" "Successful implementations". */
export const stat = defineType({
  name: 'stat',
  title: 'Stat',
  type: 'document',
  icon: BarChartIcon,
  fields: [
    defineField({
      name: 'value',
      title: 'Figure',
      type: 'string',
      description: 'As shown, e.g. 150+, 98%, 4.9/5, 24/7.',
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Note',
      type: 'string',
      description: 'Where it is used or where the figure comes from (not shown).',
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
