import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { PlugIcon } from '@sanity/icons/Plug'
import { colorField, iconField, orderField } from '../lib/fields.ts'

/** A family of systems Dynamics 365 connects to, one tab of the integration section (Power Platform, Azure, ...). */
export const integrationCategory = defineType({
  name: 'integrationCategory',
  title: 'Integration category',
  type: 'document',
  icon: PlugIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The tab’s name, e.g. "Microsoft Power Platform".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      description: 'A short line under the title, e.g. "Power BI, Power Apps, Power Automate".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'description',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'Shown when the tab is selected.',
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      description: 'The four points listed when the tab is selected.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => [
        rule.required().min(1),
        rule.length(4).warning('The page design shows 4 features per category.'),
      ],
    }),
    iconField({ required: true }),
    colorField({ required: true, description: 'The accent colour of the tab and its card.' }),
    defineField({
      name: 'popular',
      title: 'Mark as popular',
      type: 'boolean',
      description: 'Shows the "Most Popular" badge (its text is set on the integration section).',
      initialValue: false,
    }),
    orderField({
      description: 'Lower numbers come first; the first category is selected when the page opens.',
    }),
  ],
  orderings: [{ title: 'Sort order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', subtitle: 'subtitle', popular: 'popular' },
    prepare: ({ title, subtitle, popular }) => ({ title: popular ? `${title} ★` : title, subtitle }),
  },
})
