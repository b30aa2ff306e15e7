import { defineArrayMember, defineField, defineType } from '@sanity/types'
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

/** Words that may cite figures: no styles, marks or lists, only the "Figure" button. */
const figureBlock = (oneLine: boolean) =>
  defineArrayMember({
    type: 'block',
    styles: [{ title: 'Text', value: 'normal' }],
    lists: [],
    marks: { decorators: [], annotations: [] },
    of: [defineArrayMember({ type: 'statFigure' })],
    // The Studio's one-line editor: as tall as a text field, Enter adds no paragraph.
    ...(oneLine ? { options: { oneLine: true } } : {}),
  })

/**
 * One paragraph of words that may cite figures, edited on one line. Headings, intros, subheadings, card texts, a
 * service's card text and the footer text; the site reads it as a plain string (schemas/lib/figure-text.ts).
 */
export const figureText = defineType({
  name: 'figureText',
  title: 'Text with figures',
  type: 'array',
  icon: TextIcon,
  of: [figureBlock(true)],
})

/**
 * Paragraphs or lines of words that may cite figures: a list's points (one per line, read as a list of strings) or
 * an FAQ answer's paragraphs (read with a blank line between them).
 */
export const figureLines = defineType({
  name: 'figureLines',
  title: 'Lines with figures',
  type: 'array',
  icon: TextIcon,
  of: [figureBlock(false)],
})
