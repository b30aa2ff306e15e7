import { defineField, defineType } from 'sanity'
import { CaseIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Cards that reveal three features on hover. */
export const serviceCardsSection = defineType({
  name: 'serviceCardsSection',
  title: 'Service cards with features (D365)',
  type: 'object',
  icon: CaseIcon,
  description: 'Cards that reveal three features on hover.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [{ type: 'card' }],
      validation: (rule) => [
        rule.required().min(1),
        rule.length(8).warning('The design shows 8 service cards.'),
        rule
          .custom((cards?: { features?: unknown[] }[]) =>
            (cards ?? []).every((card) => (card.features?.length ?? 0) === 3)
              ? true
              : 'Each card shows 3 features.',
          )
          .warning(),
      ],
    }),
  ],
  preview: sectionPreview('Service cards with features (D365)'),
})
