import { defineField, defineType } from '@sanity/types'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { linksField } from '../lib/fields.ts'
import { FIGURE_HINT, figureLinesRule } from '../lib/figure-text.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** A list of points with check marks, e.g. Why Choose Us. */
export const bulletListSection = defineType({
  name: 'bulletListSection',
  title: 'Check list',
  type: 'object',
  icon: CheckmarkCircleIcon,
  description: 'A list of points with check marks, e.g. Why Choose Us.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'items',
      title: 'Points',
      type: 'figureLines',
      description: `One short point per line. ${FIGURE_HINT}`,
      validation: (rule) => [rule.required().min(1), figureLinesRule(200)(rule)],
    }),
    linksField(),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      description: 'Optional picture beside the list.',
    }),
  ],
  preview: sectionPreview('Check list', { count: { field: 'items', one: 'point', many: 'points' } }),
})
