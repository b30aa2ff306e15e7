import { defineField, defineType } from 'sanity'
import { LinkIcon } from '@sanity/icons/Link'
import { BUTTON_VARIANTS, LINK_KINDS, list } from '../lib/options.ts'
import { EMAIL_PATTERN, PHONE_HREF_PATTERN } from '../lib/validation.ts'

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

/** Where a link's address is needed, and the problem with it if any. */
export function hrefProblem(kind: string | undefined, href: string | undefined): string | true {
  if (!kind || kind === 'booking' || kind === 'none') return true
  const rule = HREF_RULES[kind as keyof typeof HREF_RULES]
  if (!rule) return true // the kind field reports an unknown kind itself
  if (!href) return 'An address is needed for this kind of link'
  return rule.test(href) ? true : rule.message
}

/**
 * A link or button. What it does is chosen by "Goes to", so external and booking pages always open safely in a
 * new tab, and buttons the design shows without an action can exist too.
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
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'A page like /contact, a section like /#faq, a full https:// address, a number to dial (+15550123456) or an e-mail address.',
      hidden: ({ parent }) => parent?.kind === 'booking' || parent?.kind === 'none',
      validation: (rule) =>
        rule.custom((href, context) =>
          hrefProblem((context.parent as { kind?: string } | undefined)?.kind, href),
        ),
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
    select: { title: 'label', kind: 'kind', href: 'href' },
    prepare: ({ title, kind, href }) => ({
      title,
      subtitle: kind === 'booking' ? 'Booking page' : kind === 'none' ? 'No action' : href,
    }),
  },
})
