import { defineField, defineType } from 'sanity'
import { LinkIcon } from '@sanity/icons'
import { BUTTON_VARIANTS, list } from './options.ts'

const KINDS = [
  { title: 'Page on this site', value: 'internal' },
  { title: 'Section of a page (#anchor)', value: 'anchor' },
  { title: 'Other website (opens in a new tab)', value: 'external' },
  { title: 'Booking page (from Site Settings, new tab)', value: 'booking' },
  { title: 'Phone number', value: 'tel' },
  { title: 'E-mail address', value: 'mailto' },
  { title: 'No action (button or text only)', value: 'none' },
]

/** A link or button: where it goes is chosen by kind, so external pages always open safely in a new tab. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'kind',
      title: 'Goes to',
      type: 'string',
      options: { list: KINDS, layout: 'dropdown' },
      initialValue: 'internal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'A path like /contact, an anchor like /#faq, a full https:// address, a phone number or an e-mail.',
      hidden: ({ parent }) => parent?.kind === 'booking' || parent?.kind === 'none',
      validation: (rule) =>
        rule.custom((value, context) => {
          const kind = (context.parent as { kind?: string } | undefined)?.kind
          if (kind === 'booking' || kind === 'none') return true
          if (!value) return 'An address is required for this kind of link'
          if ((kind === 'internal' || kind === 'anchor') && !value.startsWith('/'))
            return 'Site paths start with /'
          if (kind === 'external' && !/^https?:\/\//.test(value))
            return 'Use a full address starting with https://'
          return true
        }),
    }),
    defineField({
      name: 'variant',
      title: 'Button style',
      type: 'string',
      options: { list: list(BUTTON_VARIANTS) },
    }),
    defineField({
      name: 'fullPageLoad',
      title: 'Reload the whole page',
      type: 'boolean',
      description: 'Open the page with a full page load instead of in-app navigation.',
      hidden: ({ parent }) => parent?.kind !== 'internal',
    }),
  ],
  preview: {
    select: { title: 'label', subtitle: 'href', kind: 'kind' },
    prepare: ({ title, subtitle, kind }) => ({ title, subtitle: subtitle ?? kind }),
  },
})
