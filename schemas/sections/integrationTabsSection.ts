import { defineField, defineType } from 'sanity'
import { PlugIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Selectable integration categories and the integration advantages. */
export const integrationTabsSection = defineType({
  name: 'integrationTabsSection',
  title: 'Integration tabs (D365)',
  type: 'object',
  icon: PlugIcon,
  description: 'Selectable integration categories and the integration advantages.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'integrationCategory' }] }],
      validation: (rule) => [
        rule.required().min(1),
        rule.length(6).warning('The design shows 6 categories.'),
      ],
    }),
    defineField({
      name: 'popularLabel',
      title: 'Popular badge',
      type: 'string',
      initialValue: 'Most Popular',
    }),
    defineField({ name: 'advantagesHeading', title: 'Advantages heading', type: 'string' }),
    defineField({
      name: 'advantages',
      title: 'Advantages',
      type: 'array',
      of: [{ type: 'card' }],
      validation: (rule) => rule.length(3).warning('The design shows 3 advantages.'),
    }),
  ],
  preview: sectionPreview('Integration tabs (D365)'),
})
