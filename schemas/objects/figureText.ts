import { defineArrayMember, defineField, defineType } from 'sanity'
import { BarChartIcon } from '@sanity/icons/BarChart'
import { TextIcon } from '@sanity/icons/Text'

/**
 * A figure in a sentence: shows a Stat's current value ("150+"), so the sentence changes when the Stat does and the
 * Stat's "Used on" lists the page. Headings, intros and rich text insert it with the "Figure" button.
 */
export const statFigure = defineType({
  name: 'statFigure',
  title: 'Figure',
  type: 'object',
  icon: BarChartIcon,
  description: 'A figure from a Stat, shown as its current value.',
  fields: [
    defineField({
      name: 'stat',
      title: 'Stat',
      type: 'reference',
      to: [{ type: 'stat' }],
      description:
        'The figure shown here. Change the number on the Stat and every sentence citing it changes.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { value: 'stat.value', label: 'stat.label' },
    prepare: ({ value, label }) => ({ title: value ?? 'Choose a stat', subtitle: label }),
  },
})

/**
 * One paragraph of words that may cite figures: no styles, marks or lists, only the "Figure" button. Used for
 * headings, intros and card texts; the site reads it as a plain string (schemas/lib/figure-text.ts).
 */
export const figureText = defineType({
  name: 'figureText',
  title: 'Text with figures',
  type: 'array',
  icon: TextIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Text', value: 'normal' }],
      lists: [],
      marks: { decorators: [], annotations: [] },
      of: [defineArrayMember({ type: 'statFigure' })],
    }),
  ],
})
