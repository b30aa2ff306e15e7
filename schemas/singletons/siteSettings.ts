import { defineField, defineType } from 'sanity'
import { CogIcon } from '@sanity/icons'

const text = (name: string, title: string, description?: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required() })

/** Company-wide details and texts used on every page. One document, id "siteSettings". */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'contact', title: 'Contact', default: true },
    { name: 'brand', title: 'Brand' },
    { name: 'seo', title: 'SEO' },
    { name: 'assistant', title: 'Assistant' },
    { name: 'messages', title: 'Messages' },
  ],
  fields: [
    { ...text('companyName', 'Company name'), group: 'brand' },
    { ...text('tagline', 'Tagline'), group: 'brand' },
    defineField({
      name: 'description',
      title: 'Company description',
      type: 'text',
      rows: 3,
      group: 'brand',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'siteUrl',
      title: 'Site address',
      type: 'url',
      group: 'brand',
      description: 'The public address, used for canonical links and the sitemap.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'copyrightYear',
      title: 'Copyright year',
      type: 'number',
      group: 'brand',
      validation: (rule) => rule.required().integer().min(2000).max(2100),
    }),
    defineField({ name: 'copyrightHolder', title: 'Copyright holder', type: 'string', group: 'brand' }),
    defineField({
      name: 'socialLinks',
      title: 'Social profiles',
      type: 'array',
      group: 'brand',
      of: [
        {
          type: 'object',
          name: 'socialLink',
          fields: [
            defineField({
              name: 'network',
              title: 'Network',
              type: 'string',
              options: { list: ['linkedin', 'x', 'facebook', 'youtube', 'instagram'] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Accessible label',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'Profile address',
              type: 'url',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'network', subtitle: 'url' } },
        },
      ],
    }),
    { ...text('phone', 'Phone (as shown)'), group: 'contact' },
    {
      ...text('phoneHref', 'Phone (for dialling)', 'Digits with country code, e.g. +15550123456.'),
      group: 'contact',
    },
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'officeAddress',
      title: 'Office address',
      type: 'text',
      rows: 3,
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    { ...text('emergencyPhone', 'Emergency number'), group: 'contact' },
    { ...text('emergencyLabel', 'Emergency number label'), group: 'contact' },
    { ...text('phoneHours', 'Phone hours'), group: 'contact' },
    { ...text('replyPromise', 'Reply promise'), group: 'contact' },
    defineField({
      name: 'bookingUrl',
      title: 'Booking page',
      type: 'url',
      group: 'contact',
      description:
        'The external page where visitors book a free 30-minute consultation. Every "booking" button uses it.',
      validation: (rule) => rule.required(),
    }),
    { ...text('bookingLabel', 'Booking link text'), group: 'contact' },
    defineField({
      name: 'defaultSeo',
      title: 'Default SEO',
      type: 'seo',
      group: 'seo',
      description: 'Used wherever a page leaves its own SEO fields empty.',
    }),
    defineField({
      name: 'shareImage',
      title: 'Default share image',
      type: 'imageWithAlt',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'assistant',
      title: 'Chat assistant',
      type: 'object',
      group: 'assistant',
      fields: [
        'title',
        'greeting',
        'placeholder',
        'sendLabel',
        'cardTitle',
        'cardText',
        'cardButtonLabel',
      ].map((name) =>
        defineField({
          name,
          type: name === 'greeting' || name === 'cardText' ? 'text' : 'string',
          validation: (rule) => rule.required(),
        }),
      ),
    }),
    defineField({
      name: 'notFound',
      title: 'Page not found',
      type: 'object',
      group: 'messages',
      fields: ['code', 'heading', 'linkLabel'].map((name) =>
        defineField({ name, type: 'string', validation: (rule) => rule.required() }),
      ),
    }),
    defineField({
      name: 'caseStudyNotFound',
      title: 'Case study not found',
      type: 'object',
      group: 'messages',
      fields: ['heading', 'text', 'linkLabel'].map((name) =>
        defineField({ name, type: 'string', validation: (rule) => rule.required() }),
      ),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
