import { defineField, defineType } from 'sanity'
import { CaseIcon } from '@sanity/icons'
import { pathField } from './pathField.ts'
import { sectionMembers } from '../sections/index.ts'
import { COLOR_NAMES, ICON_NAMES, list } from '../objects/options.ts'

/** A service the company sells, with its own page (SAP Implementation, IT Staffing, ...). */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: CaseIcon,
  groups: [
    { name: 'card', title: 'Card & menu', default: true },
    { name: 'page', title: 'Page' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().max(80),
    }),
    { ...pathField, group: 'card' },
    defineField({
      name: 'navLabel',
      title: 'Menu label',
      type: 'string',
      group: 'card',
      description: 'Shorter name for menus, e.g. "Dynamics 365 F&O".',
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'Shown on service cards and by the assistant.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      group: 'card',
      options: { list: list(ICON_NAMES) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'color',
      title: 'Colour',
      type: 'string',
      group: 'card',
      options: { list: list(COLOR_NAMES) },
    }),
    defineField({
      name: 'highlights',
      title: 'Card highlights',
      type: 'array',
      group: 'card',
      of: [{ type: 'string' }],
    }),
    defineField({ name: 'order', title: 'Order', type: 'number', group: 'card', initialValue: 10 }),
    defineField({
      name: 'sections',
      title: 'Page sections',
      type: 'array',
      group: 'page',
      of: sectionMembers,
    }),
    defineField({ name: 'seo', title: 'SEO & sharing', type: 'seo', group: 'seo' }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'path' } },
})
