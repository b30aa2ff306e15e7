import { defineField, defineType } from '@sanity/types'
import { ImageIcon } from '@sanity/icons/Image'

/** An image with a focus point (hotspot) and the alternative text screen readers and search engines read. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description:
        'Describe what the image shows in one sentence, for visitors who cannot see it (and for search engines).',
      validation: (rule) => rule.required().max(200),
    }),
  ],
})
