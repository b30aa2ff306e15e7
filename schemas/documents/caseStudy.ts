import { defineArrayMember, defineField, defineType } from 'sanity'
import { DocumentsIcon } from '@sanity/icons'

const required = <R extends { required: () => R }>(rule: R) => rule.required()

/** A client success story: a summary card, and a detail page when "Detail" is filled in. */
export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'summary', title: 'Summary', default: true },
    { name: 'detail', title: 'Detail' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'summary',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      group: 'summary',
      description: 'The page is /case-studies/<this>.',
      options: { source: 'title', maxLength: 96 },
      validation: required,
    }),
    defineField({ name: 'company', title: 'Client', type: 'string', group: 'summary', validation: required }),
    defineField({
      name: 'industry',
      title: 'Industry',
      type: 'string',
      group: 'summary',
      validation: required,
    }),
    defineField({
      name: 'challenge',
      title: 'Challenge (summary)',
      type: 'text',
      rows: 3,
      group: 'summary',
      validation: required,
    }),
    defineField({
      name: 'solution',
      title: 'Solution (summary)',
      type: 'text',
      rows: 3,
      group: 'summary',
      validation: required,
    }),
    defineField({
      name: 'results',
      title: 'Results',
      type: 'object',
      group: 'summary',
      fields: [
        defineField({ name: 'efficiency', title: 'Efficiency', type: 'string', validation: required }),
        defineField({ name: 'cost', title: 'Cost', type: 'string', validation: required }),
        defineField({ name: 'time', title: 'Time', type: 'string', validation: required }),
      ],
      validation: required,
    }),
    defineField({
      name: 'timeline',
      title: 'Timeline',
      type: 'string',
      group: 'summary',
      validation: required,
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      group: 'summary',
      validation: required,
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'summary',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({ name: 'order', title: 'Order', type: 'number', group: 'summary', initialValue: 10 }),
    defineField({
      name: 'detail',
      title: 'Detail page',
      type: 'object',
      group: 'detail',
      description:
        'Leave empty to show the card without a detail page (visitors then see "Case Study Not Found").',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({ name: 'location', title: 'Location', type: 'string', validation: required }),
        defineField({
          name: 'projectDuration',
          title: 'Project duration',
          type: 'string',
          validation: required,
        }),
        defineField({ name: 'teamSize', title: 'Team size', type: 'string', validation: required }),
        defineField({ name: 'roi', title: 'ROI', type: 'string', validation: required }),
        defineField({
          name: 'challenge',
          title: 'Challenge',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({ name: 'description', type: 'text', rows: 4, validation: required }),
            defineField({
              name: 'painPoints',
              title: 'Pain points',
              type: 'array',
              of: [{ type: 'string' }],
            }),
          ],
        }),
        defineField({
          name: 'solution',
          title: 'Solution',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({ name: 'description', type: 'text', rows: 4, validation: required }),
            defineField({ name: 'approaches', title: 'Approaches', type: 'array', of: [{ type: 'string' }] }),
          ],
        }),
        defineField({
          name: 'implementation',
          title: 'Implementation',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({
              name: 'phases',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'phase',
                  fields: [
                    defineField({ name: 'phase', type: 'string', validation: required }),
                    defineField({ name: 'duration', type: 'string', validation: required }),
                    defineField({ name: 'activities', type: 'array', of: [{ type: 'string' }] }),
                  ],
                  preview: { select: { title: 'phase', subtitle: 'duration' } },
                }),
              ],
            }),
          ],
        }),
        defineField({
          name: 'results',
          title: 'Results',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({ name: 'description', type: 'text', rows: 3 }),
            defineField({
              name: 'metrics',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'metric',
                  fields: [
                    defineField({ name: 'metric', type: 'string', validation: required }),
                    defineField({ name: 'improvement', type: 'string', validation: required }),
                    defineField({ name: 'description', type: 'string' }),
                  ],
                  preview: { select: { title: 'metric', subtitle: 'improvement' } },
                }),
              ],
            }),
          ],
        }),
        defineField({
          name: 'testimonial',
          title: 'Client quote',
          type: 'object',
          fields: [
            defineField({ name: 'quote', type: 'text', rows: 3, validation: required }),
            defineField({ name: 'author', type: 'string', validation: required }),
            defineField({ name: 'position', type: 'string' }),
            defineField({ name: 'company', type: 'string' }),
          ],
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'SEO & sharing', type: 'seo', group: 'seo' }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', company: 'company', media: 'image', detail: 'detail' },
    prepare: ({ title, company, media, detail }) => ({
      title,
      subtitle: `${company ?? ''}${detail ? '' : ' · card only'}`,
      media,
    }),
  },
})
