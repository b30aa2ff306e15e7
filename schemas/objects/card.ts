import { defineField, defineType } from 'sanity'
import { BlockElementIcon } from '@sanity/icons'
import { COLOR_NAMES, ICON_NAMES, list } from './options.ts'

/** A card in a grid: benefits, capabilities, modules, service cards, steps. */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    defineField({ name: 'icon', title: 'Icon', type: 'string', options: { list: list(ICON_NAMES) } }),
    defineField({
      name: 'emoji',
      title: 'Emoji',
      type: 'string',
      description: 'Used by module cards instead of an icon.',
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(400),
    }),
    defineField({
      name: 'stats',
      title: 'Figure line',
      type: 'string',
      description: 'A short figure shown on the card, e.g. "Save up to 70%".',
    }),
    defineField({ name: 'features', title: 'Features', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'color', title: 'Colour', type: 'string', options: { list: list(COLOR_NAMES) } }),
    defineField({ name: 'link', title: 'Link', type: 'link' }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description', emoji: 'emoji' },
    prepare: ({ title, subtitle, emoji }) => ({ title: emoji ? `${emoji} ${title}` : title, subtitle }),
  },
})
