import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { BlockElementIcon } from '@sanity/icons/BlockElement'
import { colorField, iconField } from '../lib/fields.ts'
import { FIGURE_HINT, figureTextPlain, figureTextRules } from '../lib/figure-text.ts'

/** A card in a grid: a benefit, capability, module, service card, advantage or process step. */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    iconField(),
    defineField({
      name: 'emoji',
      title: 'Emoji',
      type: 'string',
      description: 'Module cards show an emoji instead of an icon, e.g. 📊.',
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'figureText',
      description: `The card’s heading. ${FIGURE_HINT}`,
      validation: figureTextRules({ required: true, max: 80 }),
    }),
    defineField({
      name: 'description',
      title: 'Text',
      type: 'figureText',
      description: `A sentence or two under the title. ${FIGURE_HINT}`,
      validation: figureTextRules({ max: 500 }),
    }),
    defineField({
      name: 'stats',
      title: 'Figure line',
      type: 'string',
      description:
        'One short line with a figure, shown on the card, e.g. "Save up to 70%". Leave empty when the figure comes from a Stat below.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'stat',
      title: 'Figure from a Stat',
      type: 'reference',
      to: [{ type: 'stat' }],
      description:
        'Shows the Stat’s figure and short label (e.g. "4.36M professionals") as the figure line, so the number is changed in one place.',
      validation: (rule) =>
        rule.custom((stat, context) =>
          stat && (context.parent as { stats?: string } | undefined)?.stats
            ? 'Use either a figure line or a Stat, not both'
            : true,
        ),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      description: 'Short bullet points on the card (service cards show 3 on hover).',
      of: [defineArrayMember({ type: 'string' })],
    }),
    colorField({ description: 'The card’s accent colour (service and module cards use it as a gradient).' }),
    defineField({
      name: 'link',
      title: 'Link',
      type: 'link',
      description: 'Optional button or link at the bottom of the card.',
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description', emoji: 'emoji', stats: 'stats' },
    prepare: ({ title, subtitle, emoji, stats }) => ({
      title: emoji ? `${emoji} ${figureTextPlain(title)}` : figureTextPlain(title),
      subtitle: stats || figureTextPlain(subtitle),
    }),
  },
})
