import { defineField, defineType } from '@sanity/types'
import { TextIcon } from '@sanity/icons/Text'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Free text with headings, lists, links and images, and an optional image beside it. */
export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Text',
  type: 'object',
  icon: TextIcon,
  description: 'Free text with headings, lists, links and images.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      description: 'Paragraphs with headings, lists, bold, italic, links and images.',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      description: 'Optional picture beside the text.',
    }),
  ],
  preview: sectionPreview('Text', { text: 'body' }),
})
