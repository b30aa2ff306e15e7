import { defineField, defineType } from 'sanity'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Every blog article as a card, newest first. */
export const blogGridSection = defineType({
  name: 'blogGridSection',
  title: 'Blog articles',
  type: 'object',
  icon: DocumentTextIcon,
  description: 'Every blog article as a card, newest first.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'readMoreLabel',
      title: 'Read more text',
      type: 'string',
      description: 'The button on each article card, e.g. "Read More".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'readTimeLabel',
      title: 'Reading time text',
      type: 'string',
      description: 'Shown after the minutes, e.g. "min read" gives "8 min read".',
      validation: (rule) => rule.required().max(40),
    }),
    linksField({ description: 'e.g. a "Subscribe Now" button under the articles.' }),
  ],
  preview: sectionPreview('Blog articles', { note: 'every article, newest first' }),
})
