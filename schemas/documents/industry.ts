import { defineField, defineType } from '@sanity/types'
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { iconField } from '../lib/fields.ts'

/** An industry the company serves, shown as a tile with an icon. */
export const industry = defineType({
  name: 'industry',
  title: 'Industry',
  type: 'document',
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'e.g. "Manufacturing" or "Healthcare".',
      validation: (rule) => rule.required().max(60),
    }),
    iconField({ required: true, description: 'The icon on the industry tile.' }),
  ],
  preview: { select: { title: 'name', subtitle: 'icon' } },
})
