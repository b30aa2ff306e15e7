import { defineField, defineType } from 'sanity'
import { EarthGlobeIcon } from '@sanity/icons'
import { ICON_NAMES, list } from '../objects/options.ts'

/** An industry the company serves. */
export const industry = defineType({
  name: 'industry',
  title: 'Industry',
  type: 'document',
  icon: EarthGlobeIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: list(ICON_NAMES) },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'icon' } },
})
