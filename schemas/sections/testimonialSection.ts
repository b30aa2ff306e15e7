import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { CommentIcon } from '@sanity/icons/Comment'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Chosen client testimonials with their star ratings. */
export const testimonialSection = defineType({
  name: 'testimonialSection',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  description: 'Chosen client testimonials with star ratings.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      description: 'The testimonials shown, in order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'layout',
      title: 'Layout',
      type: 'string',
      description: 'Featured: large cards with the project and result. Grid: compact cards.',
      options: {
        list: [
          { title: 'Featured (large cards)', value: 'featured' },
          { title: 'Grid (compact cards)', value: 'grid' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'grid',
    }),
    defineField({
      name: 'ratingLabel',
      title: 'Rating for screen readers',
      type: 'string',
      description:
        'How screen readers hear a card\'s stars; {rating} and {max} are filled in. English: "Rated {rating} out of {max}".',
      validation: (rule) =>
        rule
          .required()
          .custom(
            (text) => !text || /\{rating\}/.test(text) || 'Keep {rating}: it is where the stars are counted',
          ),
    }),
    linksField(),
  ],
  preview: sectionPreview('Testimonials', {
    count: { field: 'testimonials', one: 'testimonial', many: 'testimonials' },
  }),
})
