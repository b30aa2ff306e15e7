import { defineField, defineType } from 'sanity'
import { CommentIcon } from '@sanity/icons'

/** A client's words about the company. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'role', title: 'Role', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'company', title: 'Company', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'industry',
      title: 'Industry',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'content',
      title: 'Quote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(600),
    }),
    defineField({
      name: 'rating',
      title: 'Rating (1-5 stars)',
      type: 'number',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({ name: 'results', title: 'Result achieved', type: 'string' }),
    defineField({ name: 'projectType', title: 'Project type', type: 'string' }),
    defineField({ name: 'image', title: 'Photo', type: 'imageWithAlt' }),
  ],
  preview: { select: { title: 'name', subtitle: 'company', media: 'image' } },
})
