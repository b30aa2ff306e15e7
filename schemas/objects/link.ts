import { defineField, defineType } from '@sanity/types'
import { LinkIcon } from '@sanity/icons/Link'
import { BUTTON_VARIANTS, LINK_KINDS, list } from '../lib/options.ts'
import { EMAIL_PATTERN, PHONE_HREF_PATTERN } from '../lib/validation.ts'
import { ROUTABLE_TYPES } from '../lib/document-path.ts'

type LinkKind = (typeof LINK_KINDS)[number]['value']

const HREF_RULES: Record<
  Exclude<LinkKind, 'booking' | 'none'>,
  { test: (href: string) => boolean; message: string }
> = {
  internal: {
    test: (href) => /^\/[^\s#]*$/.test(href),
    message: 'A page address on this site starts with / and has no #, e.g. /contact',
  },
  anchor: {
    test: (href) => /^\/?[^\s#]*#[a-z][a-z0-9-]*$/.test(href),
    message: 'A section address is a page and an anchor, e.g. /#faq',
  },
  external: {
    test: (href) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(href),
    message: 'A full web address starting with https://',
  },
  tel: {
    test: (href) => PHONE_HREF_PATTERN.test(href),
    message: 'The number to dial: digits with the country code, e.g. +15550123456',
  },
  mailto: { test: (href) => EMAIL_PATTERN.test(href), message: 'An e-mail address, e.g. hello@example.com' },
}

/** The documents an internal link can choose; the site renders each at its current address. */
export const LINKABLE_TYPES = ROUTABLE_TYPES

/**
 * Where a link's address is needed, and the problem with it if any. A link to a page on this site needs either a
 * chosen document or a typed address.
 */
export function hrefProblem(
  kind: string | undefined,
  href: string | undefined,
  hasReference = false,
): string | true {
  if (!kind || kind === 'booking' || kind === 'none') return true
  if (kind === 'internal' && hasReference && !href) return true
  const rule = HREF_RULES[kind as keyof typeof HREF_RULES]
  if (!rule) return true // the kind field reports an unknown kind itself
  if (!href) {
    return kind === 'internal'
      ? 'Choose the page this goes to, or type its address (e.g. /contact)'
      : 'An address is needed for this kind of link'
  }
  return rule.test(href) ? true : rule.message
}

/**
 * Plain text without a link is only for a footer column's items (e.g. "Careers" before it has a page): anywhere
 * else a link is a call to action, and a call to action that goes nowhere looks clickable and does nothing.
 */
export function kindProblem(kind: string | undefined, path: readonly unknown[] | undefined): string | true {
  if (kind !== 'none') return true
  if (path?.[0] === 'footerColumns') return true
  return 'A button must go somewhere: choose a page, an address, the booking page, a phone number or an e-mail'
}

/**
 * A link or button. What it does is chosen by "Goes to", so external and booking pages always open safely in a
 * new tab, and a page on this site can be chosen as a document, so its link follows when its address changes.
 */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Text',
      type: 'string',
      description: 'The words on the button or link, e.g. "Schedule Consultation".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'kind',
      title: 'Goes to',
      type: 'string',
      description:
        'What happens on click. "Booking page" always uses the booking address from Site Settings.',
      options: { list: [...LINK_KINDS], layout: 'dropdown' },
      initialValue: 'internal',
      validation: (rule) =>
        rule.required().custom((kind, context) => kindProblem(kind as string | undefined, context.path)),
    }),
    defineField({
      name: 'reference',
      title: 'Page',
      type: 'reference',
      description:
        'The page, service, article or case study this goes to. The link follows it when its address changes. Leave empty to type an address below instead.',
      to: LINKABLE_TYPES.map((type) => ({ type })),
      // Weak: a page can be deleted while links choose it; a menu then leaves the link out (navigationQuery).
      weak: true,
      hidden: ({ parent }) => parent?.kind !== 'internal',
      validation: (rule) =>
        rule.custom((reference, context) =>
          reference && (context.parent as { kind?: string } | undefined)?.kind !== 'internal'
            ? 'Only a link to a page on this site chooses a page: clear it, or set "Goes to" to a page on this site'
            : true,
        ),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'A page like /contact (when no page is chosen above), a section like /#faq, a full https:// address, a number to dial (+15550123456) or an e-mail address.',
      hidden: ({ parent }) =>
        parent?.kind === 'booking' ||
        parent?.kind === 'none' ||
        (parent?.kind === 'internal' && !!parent?.reference),
      validation: (rule) =>
        rule.custom((href, context) => {
          const parent = context.parent as { kind?: string; reference?: { _ref?: string } } | undefined
          return hrefProblem(parent?.kind, href, !!parent?.reference?._ref)
        }),
    }),
    defineField({
      name: 'variant',
      title: 'Button style',
      type: 'string',
      description: 'How a button looks. Empty: the default style of the place it is shown.',
      options: { list: list(BUTTON_VARIANTS) },
    }),
    defineField({
      name: 'fullPageLoad',
      title: 'Reload the whole page',
      type: 'boolean',
      description: 'Opens the page with a full browser load instead of the quick in-site navigation.',
      hidden: ({ parent }) => parent?.kind !== 'internal',
    }),
  ],
  preview: {
    select: { title: 'label', kind: 'kind', href: 'href', target: 'reference.title' },
    prepare: ({ title, kind, href, target }) => ({
      title,
      subtitle: kind === 'booking' ? 'Booking page' : kind === 'none' ? 'Plain text' : (target ?? href),
    }),
  },
})
