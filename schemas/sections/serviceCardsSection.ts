import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { StackIcon } from '@sanity/icons/Stack'
import { countValidation } from '../lib/validation.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Service cards with a colour gradient that reveal three features on hover, each with a "Get Started" link. */
export const serviceCardsSection = defineType({
  name: 'serviceCardsSection',
  title: 'Service cards with features (Dynamics 365)',
  type: 'object',
  icon: StackIcon,
  description: 'Cards that reveal three features on hover.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      description: 'Each with an icon, a colour, a title, a sentence, 3 features and a link.',
      of: [
        defineArrayMember({
          type: 'card',
          validation: (rule) =>
            rule
              .custom((card: { features?: unknown[] } | undefined) =>
                !card || card.features?.length === 3 ? true : 'Service cards show 3 features on hover.',
              )
              .warning(),
        }),
      ],
      validation: countValidation(8, 'service cards'),
    }),
  ],
  preview: sectionPreview('Service cards with features (Dynamics 365)', {
    count: { field: 'cards', one: 'card', many: 'cards' },
  }),
})
