import { defineField, defineType } from 'sanity'
import { CheckmarkCircleIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** A list of points, e.g. Why Choose Us. */
export const bulletListSection = defineType({
  name: 'bulletListSection',
  title: 'Check list',
  type: 'object',
  icon: CheckmarkCircleIcon,
  description: 'A list of points, e.g. Why Choose Us.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'items',
      title: 'Points',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(1),
    }),
    linksField,
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
  ],
  preview: sectionPreview('Check list'),
})
