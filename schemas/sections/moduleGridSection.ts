import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { ComponentIcon } from '@sanity/icons/Component'
import { countValidation } from '../lib/validation.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Module cards with an emoji and a colour, appearing one after another, 100 ms apart. */
export const moduleGridSection = defineType({
  name: 'moduleGridSection',
  title: 'Modules (Dynamics 365)',
  type: 'object',
  icon: ComponentIcon,
  description: 'Module cards with emoji and colour.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'cards',
      title: 'Modules',
      type: 'array',
      description: 'Each with an emoji, a colour, a title and a sentence.',
      of: [
        defineArrayMember({
          type: 'card',
          validation: (rule) =>
            rule
              .custom((card: { emoji?: string; color?: string } | undefined) =>
                !card || (card.emoji && card.color)
                  ? true
                  : 'Module cards show an emoji and a colour: set both.',
              )
              .warning(),
        }),
      ],
      validation: countValidation(12, 'modules'),
    }),
  ],
  preview: sectionPreview('Modules (Dynamics 365)', {
    count: { field: 'cards', one: 'module', many: 'modules' },
  }),
})
