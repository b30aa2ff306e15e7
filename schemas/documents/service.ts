import { defineField, defineType } from '@sanity/types'
import { CaseIcon } from '@sanity/icons/Case'
import { colorField, iconField, orderField, pathField, languageField } from '../lib/fields.ts'
import { FIGURE_HINT, figureLinesRule, figureTextRules } from '../lib/figure-text.ts'
import { sectionsField } from '../sections/index.ts'

/**
 * A service the company sells (SAP Implementation, IT Staffing, ...): its card and menu entry, and its own page
 * made of sections.
 */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: CaseIcon,
  groups: [
    { name: 'card', title: 'Card and menu', default: true },
    { name: 'page', title: 'Page' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      group: 'card',
      description: 'The service’s full name, shown on its card, e.g. "SAP Implementation".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'navLabel',
      title: 'Menu text',
      type: 'string',
      group: 'card',
      description: 'The name in menus, often shorter, e.g. "Dynamics 365 F&O".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'summary',
      title: 'Card text',
      type: 'figureText',
      group: 'card',
      description: `One or two sentences on the service card. The chat assistant uses it too. ${FIGURE_HINT}`,
      validation: figureTextRules({ required: true, max: 300 }),
    }),
    iconField({ group: 'card', required: true, description: 'The icon on the service card.' }),
    colorField({ group: 'card', description: 'The accent colour of the service card.' }),
    defineField({
      name: 'highlights',
      title: 'Card bullet points',
      type: 'figureLines',
      group: 'card',
      description: `Short points listed on the service card, one per line, e.g. "S/4HANA migration". ${FIGURE_HINT}`,
      validation: figureLinesRule(120),
    }),
    orderField({ group: 'card', description: 'Lower numbers come first where services are listed.' }),
    pathField({ group: 'page' }),
    sectionsField({ group: 'page' }),
    defineField({
      name: 'seo',
      title: 'SEO and sharing',
      type: 'seo',
      group: 'seo',
      description:
        'How this page looks in search results and when shared. Empty fields use Site Settings > SEO.',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Sort order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'path' } },
})
