import { defineField, defineType } from 'sanity'

/** An image with a hotspot and the alternative text screen readers and search engines need. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe what the image shows, for visitors who cannot see it.',
      validation: (rule) => rule.required().max(200),
    }),
  ],
})
