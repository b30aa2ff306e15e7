import { defineField, defineType } from 'sanity'
import { BulbOutlineIcon } from '@sanity/icons'
import { sectionBaseFields, sectionPreview } from './base.ts'

/** A closing message with buttons. */
export const ctaSection = defineType({
  name: 'ctaSection',
  title: 'Call to action',
  type: 'object',
  icon: BulbOutlineIcon,
  description: 'A closing message with buttons.',
  fields: [
    ...sectionBaseFields,
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    defineField({
      name: 'links',
      title: 'Buttons',
      type: 'array',
      of: [{ type: 'link' }],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: sectionPreview('Call to action'),
})
