import { defineField, defineType } from 'sanity'
import { RocketIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** The page's opening with its main heading (h1) and buttons. */
export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  icon: RocketIcon,
  description: "The page's opening with its main heading (h1) and buttons.",
  fields: [
    ...sectionBaseFields.filter((field) => field.name !== 'heading'),
    defineField({
      name: 'heading',
      title: 'Main heading',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({ name: 'subheading', title: 'Subheading', type: 'text', rows: 3 }),
    defineField({ name: 'badges', title: 'Badges', type: 'array', of: [{ type: 'string' }] }),
    linksField,
    defineField({
      name: 'stats',
      title: 'Stats',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'stat' }] }],
    }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
    defineField({
      name: 'showAssistantCard',
      title: 'Show the AI Assistant card',
      type: 'boolean',
      description: 'The chat assistant card (texts in Site Settings > Assistant).',
    }),
  ],
  preview: sectionPreview('Hero'),
})
