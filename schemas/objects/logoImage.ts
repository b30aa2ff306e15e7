import { defineField, defineType } from '@sanity/types'
import { ImageIcon } from '@sanity/icons/Image'

/**
 * A logo: an image whose alternative text may be left empty, because the name it stands beside (a client's, a
 * company's) says what it shows; the queries then read the name as its alternative text.
 */
export const logoImage = defineType({
  name: 'logoImage',
  title: 'Logo',
  type: 'image',
  icon: ImageIcon,
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Leave empty to use the name. Only needed when the logo says more than the name.',
      validation: (rule) => rule.max(200),
    }),
  ],
})
