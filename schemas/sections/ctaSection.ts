import { defineField, defineType } from '@sanity/types'
import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** A closing call to action: a heading, a sentence and buttons. */
export const ctaSection = defineType({
  name: 'ctaSection',
  title: 'Call to action',
  type: 'object',
  icon: BulbOutlineIcon,
  description: 'A closing message with buttons.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'A sentence between the heading and the buttons.',
      validation: (rule) => rule.max(600),
    }),
    linksField({ required: true }),
  ],
  preview: sectionPreview('Call to action', {
    text: 'text',
    count: { field: 'links', one: 'button', many: 'buttons' },
  }),
})
