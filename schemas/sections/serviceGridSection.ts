import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { CaseIcon } from '@sanity/icons/Case'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Cards of chosen services, each linking to the service’s page. */
export const serviceGridSection = defineType({
  name: 'serviceGridSection',
  title: 'Service cards',
  type: 'object',
  icon: CaseIcon,
  description: 'Cards of chosen services, each opening its page.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'services',
      title: 'Services',
      type: 'array',
      description: 'The services shown, in order. Their card texts are edited on each service.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    linksField({ description: 'e.g. a "View All Services" button.' }),
  ],
  preview: sectionPreview('Service cards', {
    count: { field: 'services', one: 'service', many: 'services' },
  }),
})
