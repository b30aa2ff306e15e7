import { defineField, defineType } from '@sanity/types'
import { CheckmarkIcon } from '@sanity/icons/Checkmark'
import { FIGURE_HINT, figureLinesRule } from '../lib/figure-text.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Business outcome bullets, appearing one after another, 100 ms apart. */
export const outcomeListSection = defineType({
  name: 'outcomeListSection',
  title: 'Outcomes (Dynamics 365)',
  type: 'object',
  icon: CheckmarkIcon,
  description: 'Business outcome bullets appearing one after another.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'items',
      title: 'Outcomes',
      type: 'figureLines',
      description: `One outcome per line. ${FIGURE_HINT}`,
      validation: (rule) => [
        rule.required().min(1),
        rule.length(6).warning('The page design shows 6 outcomes.'),
        figureLinesRule(200)(rule),
      ],
    }),
  ],
  preview: sectionPreview('Outcomes (Dynamics 365)', {
    count: { field: 'items', one: 'outcome', many: 'outcomes' },
  }),
})
