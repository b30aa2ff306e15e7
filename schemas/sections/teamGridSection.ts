import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { UsersIcon } from '@sanity/icons/Users'
import { linksField } from '../lib/fields.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** A team: chosen people (People) with their photo, name, role, short bio and LinkedIn profile. */
export const teamGridSection = defineType({
  name: 'teamGridSection',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  description: 'Chosen people with photo, role, short bio and LinkedIn link, e.g. the leadership team.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'people',
      title: 'People',
      type: 'array',
      description: 'The people shown, in order. Each is edited once under People.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'person' }] })],
      validation: (rule) => [
        rule.required().min(1).error('Choose at least one person'),
        rule.unique().error('Each person once'),
      ],
    }),
    linksField(),
  ],
  preview: sectionPreview('Team', {
    count: { field: 'people', one: 'person', many: 'people' },
  }),
})
