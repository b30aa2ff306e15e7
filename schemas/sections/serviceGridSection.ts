import { defineField, defineType } from 'sanity'
import { CaseIcon } from '@sanity/icons'
import { linksField, sectionBaseFields, sectionPreview } from './base.ts'

/** Cards of chosen services, each opening its page. */
export const serviceGridSection = defineType({
  name: 'serviceGridSection',
  title: 'Service cards',
  type: 'object',
  icon: CaseIcon,
  description: 'Cards of chosen services, each opening its page.',
  fields: [
    ...sectionBaseFields,
    defineField({
      name: 'services',
      title: 'Services',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'service' }] }],
      validation: (rule) => rule.required().min(1),
    }),
    linksField,
  ],
  preview: sectionPreview('Service cards'),
})
