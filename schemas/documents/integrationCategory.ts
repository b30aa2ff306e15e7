import { defineField, defineType } from 'sanity'
import { PlugIcon } from '@sanity/icons'
import { COLOR_NAMES, ICON_NAMES, list } from '../objects/options.ts'

/** A family of systems D365 F&O integrates with (Power Platform, Azure, banking, ...). */
export const integrationCategory = defineType({
  name: 'integrationCategory',
  title: 'Integration category',
  type: 'document',
  icon: PlugIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => [rule.required(), rule.length(4).warning('The design shows 4 features.')],
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: list(ICON_NAMES) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'color',
      title: 'Colour',
      type: 'string',
      options: { list: list(COLOR_NAMES) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'popular', title: 'Mark as "Most Popular"', type: 'boolean', initialValue: false }),
    defineField({ name: 'order', title: 'Order', type: 'number', initialValue: 10 }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'subtitle' } },
})
