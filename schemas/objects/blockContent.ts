import { defineArrayMember, defineField, defineType } from 'sanity'
import { BlockContentIcon } from '@sanity/icons/BlockContent'

/**
 * Rich text (Portable Text): paragraphs, two heading levels, quotes, bullet and numbered lists, bold, italic
 * and links. Blog articles and text sections use it.
 */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet list', value: 'bullet' },
        { title: 'Numbered list', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [
              defineField({
                name: 'href',
                title: 'Address',
                type: 'string',
                description:
                  'A page on this site (/contact), or a full address (https://…, mailto:…, tel:…). Other sites open in a new tab.',
                validation: (rule) => [
                  rule.required(),
                  rule
                    .regex(/^(\/\S*|https?:\/\/\S+|mailto:[^\s@]+@\S+|tel:\+?[0-9]{7,15})$/, {
                      name: 'link address',
                    })
                    .error('Use a site path starting with /, or a full https://, mailto: or tel: address'),
                ],
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
