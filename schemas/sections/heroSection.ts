import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { RocketIcon } from '@sanity/icons/Rocket'
import { linksField } from '../lib/fields.ts'
import { FIGURE_HINT, figureTextRules } from '../lib/figure-text.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** The opening of a page: its main heading (h1), buttons, and optionally figures, an image or the AI card. */
export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  icon: RocketIcon,
  description: 'The opening of a page with its main heading and buttons.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields({ headingRequired: true }),
    defineField({
      name: 'subheading',
      title: 'Subheading',
      type: 'figureText',
      description: `The sentence under the main heading. ${FIGURE_HINT}`,
      validation: figureTextRules({ max: 400 }),
    }),
    defineField({
      name: 'badges',
      title: 'Badges',
      type: 'array',
      description:
        'Figures shown as small pills under the heading, e.g. "150+ implementations". Each is a Stat, so a figure changed there changes here too; the pill shows its short label when it has one.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'stat' }] })],
    }),
    linksField({ required: true, description: 'The buttons under the heading, the most important first.' }),
    defineField({
      name: 'stats',
      title: 'Figures',
      type: 'array',
      description: 'Optional figures shown in the hero, e.g. 500+ projects.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'stat' }] })],
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      description: 'Optional picture beside the heading.',
    }),
    defineField({
      name: 'showAssistantCard',
      title: 'Show the AI assistant card',
      type: 'boolean',
      description:
        'Shows the card that opens the chat assistant (its texts are in Site Settings > Assistant).',
      initialValue: false,
    }),
  ],
  preview: sectionPreview('Hero', { text: 'subheading' }),
})
