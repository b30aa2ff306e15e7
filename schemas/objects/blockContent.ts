import { defineArrayMember, defineField, defineType, type ValidationContext } from '@sanity/types'
import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { ImageIcon } from '@sanity/icons/Image'
import { LaunchIcon } from '@sanity/icons/Launch'
import { LinkIcon } from '@sanity/icons/Link'
import { EMAIL_PATTERN, PHONE_HREF_PATTERN, VALIDATION_API_VERSION } from '../lib/validation.ts'
import { linkTargetExistsQuery } from '../lib/queries.ts'
import type { LinkTargetExistsQueryResult } from '../../shared/sanity.types.ts'

/** The document types an internal link can point to: each has a page of its own on the site. */
export const INTERNAL_LINK_TYPES = ['page', 'service', 'blogPost', 'caseStudy'] as const

/**
 * What is wrong with the address of an external link, if anything. Pages of this site are linked with "Internal
 * link" (a reference), so renaming a page's address never breaks a link to it.
 */
export function externalHrefProblem(href: string | undefined): string | true {
  if (!href) return true
  if (href.startsWith('/'))
    return 'A page on this site is linked with "Internal link" (the chain icon), so the link follows the page when its address changes'
  if (href.startsWith('https://')) return /^https:\/\/[^\s/]+\.[^\s]+$/.test(href) ? true : HTTPS_MESSAGE
  if (href.startsWith('mailto:'))
    return EMAIL_PATTERN.test(href.slice(7))
      ? true
      : 'An e-mail link is mailto: and an address, e.g. mailto:hello@example.com'
  if (href.startsWith('tel:'))
    return PHONE_HREF_PATTERN.test(href.slice(4))
      ? true
      : 'A phone link is tel: and the number with its country code, e.g. tel:+15550123456'
  return HTTPS_MESSAGE
}
const HTTPS_MESSAGE = 'Use a full address starting with https://, or a mailto: or tel: link'

export const DELETED_TARGET_MESSAGE =
  'The page this links to has been deleted: the words show as plain text. Pick another page or remove the link.'

/** Whether the document a link points to still exists, published or as a draft. */
async function targetExists(id: string, context: ValidationContext): Promise<boolean> {
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION }).withConfig({ perspective: 'raw' })
  return client.fetch<LinkTargetExistsQueryResult>(linkTargetExistsQuery, { id })
}

/**
 * Rich text (Portable Text): paragraphs, two heading levels, quotes, bullet and numbered lists, bold, italic,
 * links to pages of this site (references, so they follow a page that moves) and to other sites, figures from
 * Stats (so a sentence shows the Stat's current value), and images.
 * Blog articles and text sections use it.
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
      // A figure from a Stat in a sentence (schemas/objects/figureText.ts).
      of: [defineArrayMember({ type: 'statFigure' })],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'internalLink',
            type: 'object',
            title: 'Internal link',
            icon: LinkIcon,
            description: 'A page, service, article or case study of this site.',
            fields: [
              defineField({
                name: 'reference',
                title: 'Page',
                type: 'reference',
                description:
                  'The page the words link to. The link always goes to the page’s current address. If the page is deleted, the words stay as plain text.',
                to: INTERNAL_LINK_TYPES.map((type) => ({ type })),
                // Weak: deleting a page must stay possible; its links then turn into plain text.
                weak: true,
                options: {
                  // A case study has a page only when its detail is filled in.
                  filter: '_type != "caseStudy" || defined(detail)',
                  disableNew: true,
                },
                validation: (rule) => [
                  rule.required(),
                  rule
                    .custom(async (value: { _ref?: string } | undefined, context) =>
                      !value?._ref || (await targetExists(value._ref, context))
                        ? true
                        : DELETED_TARGET_MESSAGE,
                    )
                    .warning(),
                ],
              }),
            ],
          }),
          defineArrayMember({
            name: 'link',
            type: 'object',
            title: 'External link',
            icon: LaunchIcon,
            description: 'Another website, an e-mail address or a phone number.',
            fields: [
              defineField({
                name: 'href',
                title: 'Address',
                type: 'string',
                description:
                  'A full address: https://…, mailto:name@example.com or tel:+15550123456. For a page of this site, use "Internal link".',
                validation: (rule) => rule.required().custom(externalHrefProblem),
              }),
              defineField({
                name: 'openInNewTab',
                title: 'Open in a new tab',
                type: 'boolean',
                description:
                  'Opens the website in a new browser tab; screen readers announce it. Usual for other websites. E-mail and phone links open the mail or phone app either way.',
                initialValue: true,
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({
      type: 'image',
      name: 'image',
      title: 'Image',
      icon: ImageIcon,
      options: { hotspot: true },
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          description:
            'Describe what the image shows in one sentence, for visitors who cannot see it (and for search engines).',
          hidden: ({ parent }) => Boolean((parent as { decorative?: boolean } | undefined)?.decorative),
          validation: (rule) =>
            rule
              .max(200)
              .custom((alt, context) =>
                alt?.trim() || (context.parent as { decorative?: boolean } | undefined)?.decorative
                  ? true
                  : 'Describe the image, or mark it as decorative',
              ),
        }),
        defineField({
          name: 'decorative',
          title: 'Decorative only',
          type: 'boolean',
          description:
            'Tick when the image adds nothing to the text (an ornament): screen readers then skip it.',
          initialValue: false,
        }),
        defineField({
          name: 'caption',
          title: 'Caption',
          type: 'string',
          description: 'Optional line shown under the image.',
          validation: (rule) => rule.max(300),
        }),
      ],
      validation: (rule) => rule.custom((value) => (value?.asset ? true : 'Choose or upload an image')),
      preview: {
        select: { media: 'asset', alt: 'alt', caption: 'caption', decorative: 'decorative' },
        prepare: ({ media, alt, caption, decorative }) => ({
          media,
          title: caption || alt || (decorative ? 'Decorative image' : 'Image'),
          subtitle: caption && alt ? alt : undefined,
        }),
      },
    }),
  ],
})
