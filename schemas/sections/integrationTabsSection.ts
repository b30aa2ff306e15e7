import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { PlugIcon } from '@sanity/icons/Plug'
import { countValidation } from '../lib/validation.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Integration categories a visitor picks by tab or card, and the integration advantages under them. */
export const integrationTabsSection = defineType({
  name: 'integrationTabsSection',
  title: 'Integrations (Dynamics 365)',
  type: 'object',
  icon: PlugIcon,
  description: 'Selectable integration categories and the integration advantages.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      description:
        'The tabs, in order; the first is selected when the page opens. Edit them under Integration categories.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'integrationCategory' }] })],
      validation: (rule) => [...countValidation(6, 'integration categories')(rule), rule.unique()],
    }),
    defineField({
      name: 'popularLabel',
      title: 'Popular badge text',
      type: 'string',
      description: 'The badge on categories marked popular, e.g. "Most Popular".',
      initialValue: 'Most Popular',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'advantagesHeading',
      title: 'Advantages heading',
      type: 'string',
      description: 'Optional heading above the advantages.',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'advantages',
      title: 'Advantages',
      type: 'array',
      description: 'e.g. Secure Data Flow, Real-Time Sync, No-Code Setup.',
      of: [defineArrayMember({ type: 'card' })],
      validation: countValidation(3, 'advantages'),
    }),
  ],
  preview: sectionPreview('Integrations (Dynamics 365)', {
    count: { field: 'categories', one: 'category', many: 'categories' },
  }),
})
