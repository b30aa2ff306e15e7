import { defineField, defineType } from '@sanity/types'
import { BarChartIcon } from '@sanity/icons/BarChart'
import { languageField } from '../lib/fields.ts'
import { figureLanguageRules } from '../lib/figure-languages.ts'

/**
 * A figure shown in a stat tile, e.g. "150+" "Successful implementations". Sections point at stats, so one
 * figure changed here changes on every page that shows it.
 */
export const stat = defineType({
  name: 'stat',
  title: 'Stat',
  type: 'document',
  icon: BarChartIcon,
  fields: [
    languageField(),
    defineField({
      name: 'value',
      title: 'Figure',
      type: 'string',
      description:
        'Exactly as shown, large, e.g. 150+, 98%, 4.9/5, 24/7. Its numbers are the same in every language: a translation words only the label and the unit (2 weeks, 2 Wochen).',
      validation: (rule) => [rule.required().max(20), ...figureLanguageRules(rule)],
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The words under the figure, e.g. "Successful implementations".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'shortLabel',
      title: 'Short label',
      type: 'string',
      description:
        'A word or two for small places such as a hero badge, e.g. "implementations" (shows "150+ implementations"). Empty: the label.',
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'description',
      title: 'Note for editors',
      type: 'string',
      description: 'Where the figure is used or where it comes from. Not shown on the site.',
      validation: (rule) => rule.max(200),
    }),
  ],
  preview: {
    select: { value: 'value', label: 'label', description: 'description' },
    prepare: ({ value, label, description }) => ({
      title: `${value ?? ''} ${label ?? ''}`.trim(),
      subtitle: description,
    }),
  },
})
