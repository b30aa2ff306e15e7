import { defineField, defineType } from 'sanity'
import { CommentIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** Chosen client testimonials. */
export const testimonialSection = defineType({
  name: 'testimonialSection',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  description: 'Chosen client testimonials.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'testimonial' }] }],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'layout',
      title: 'Layout',
      type: 'string',
      options: {
        list: [
          { title: 'Featured (larger)', value: 'featured' },
          { title: 'Grid', value: 'grid' },
        ],
      },
      initialValue: 'grid',
    }),
    linksField,
  ],
  preview: sectionPreview('Testimonials'),
})
