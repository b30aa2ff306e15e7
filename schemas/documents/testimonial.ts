import { defineField, defineType } from '@sanity/types'
import { CommentIcon } from '@sanity/icons/Comment'
import { languageField } from '../lib/fields.ts'

/** A client’s words about the company, with a star rating. Pages choose which testimonials they show. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fieldsets: [{ name: 'project', title: 'About the project', options: { columns: 2 } }],
  fields: [
    languageField(),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The person quoted.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'role',
      title: 'Job title',
      type: 'string',
      description: 'e.g. "CFO" or "IT Director".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'company',
      title: 'Company',
      type: 'string',
      description: 'The client’s company, as it may be shown.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'industry',
      title: 'Industry',
      type: 'string',
      description: 'The client’s industry, e.g. "Manufacturing".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'content',
      title: 'Quote',
      type: 'text',
      rows: 4,
      description: 'What the client said, without quotation marks.',
      validation: (rule) => rule.required().max(700),
    }),
    defineField({
      name: 'rating',
      title: 'Stars',
      type: 'number',
      description: 'The rating shown as stars, a whole number from 1 to 5.',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'results',
      title: 'Result',
      type: 'string',
      fieldset: 'project',
      description: 'The outcome in a few words, e.g. "40% faster month-end close".',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'projectType',
      title: 'Project type',
      type: 'string',
      fieldset: 'project',
      description: 'e.g. "SAP S/4HANA Implementation".',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'imageWithAlt',
      description: 'Optional portrait of the person quoted. Without one the card shows their initials.',
    }),
    defineField({
      name: 'companyLogo',
      title: 'Company logo',
      type: 'logoImage',
      description:
        'Optional logo of the client’s company, shown beside the name. Screen readers skip it: the company is named beside it.',
    }),
  ],
  preview: {
    select: { name: 'name', role: 'role', company: 'company', rating: 'rating', media: 'image' },
    prepare: ({ name, role, company, rating, media }) => ({
      title: name,
      subtitle: [[role, company].filter(Boolean).join(', '), rating ? '★'.repeat(rating) : '']
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
