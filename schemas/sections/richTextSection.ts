import { defineField, defineType } from 'sanity'
import { TextIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** Free text with headings, lists and links, and an optional image. */
export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Text',
  type: 'object',
  icon: TextIcon,
  description: 'Free text with headings, lists and links, and an optional image.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [{ type: 'block' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
  ],
  preview: sectionPreview('Text'),
})
