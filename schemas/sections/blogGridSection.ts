import { defineField, defineType } from 'sanity'
import { DocumentTextIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** Every blog article, newest first. */
export const blogGridSection = defineType({
  name: 'blogGridSection',
  title: 'Blog articles',
  type: 'object',
  icon: DocumentTextIcon,
  description: 'Every blog article, newest first.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'readMoreLabel',
      title: 'Read more label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'readTimeLabel',
      title: 'Reading time label',
      type: 'string',
      description: 'Shown after the minutes, e.g. "min read".',
      validation: (rule) => rule.required(),
    }),
    linksField,
  ],
  preview: sectionPreview('Blog articles'),
})
