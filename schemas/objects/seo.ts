import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { SearchIcon } from '@sanity/icons/Search'
import { jsonLdProblem } from '../lib/validation.ts'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../lib/seo.ts'

/** How a page appears in search results and when shared; empty fields fall back to Site Settings > SEO. */
export const seo = defineType({
  name: 'seo',
  title: 'SEO and sharing',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'metaTitle',
      title: 'Title in search results',
      type: 'string',
      description: `Shown as the link in search results and in the browser tab. Keep it under ${SEO_TITLE_MAX} characters.`,
      validation: (rule) =>
        rule
          .max(SEO_TITLE_MAX)
          .warning(`Titles over ${SEO_TITLE_MAX} characters are cut off in search results.`),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description in search results',
      type: 'text',
      rows: 3,
      description: `The summary under the title in search results. Keep it under ${SEO_DESCRIPTION_MAX} characters.`,
      validation: (rule) =>
        rule
          .max(SEO_DESCRIPTION_MAX)
          .warning(`Descriptions over ${SEO_DESCRIPTION_MAX} characters are cut off in search results.`),
    }),
    defineField({
      name: 'keywords',
      title: 'Keywords',
      type: 'array',
      description: 'A few search terms this page is about. Press Enter after each.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      description: 'Who wrote the page, for search engines. Usually the company name.',
    }),
    defineField({
      name: 'canonicalPath',
      title: 'Preferred address',
      type: 'string',
      description:
        'The address search engines should list for this content, e.g. /india-advantage. Leave empty to use the page’s own address.',
      validation: (rule) =>
        rule
          .regex(/^\/\S*$/, { name: 'path' })
          .error('Start with / and use no spaces, e.g. /india-advantage'),
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Asks search engines not to list this page (robots noindex, nofollow).',
      initialValue: false,
    }),
    defineField({
      name: 'shareImage',
      title: 'Share image',
      type: 'imageWithAlt',
      description:
        'Shown when the page is shared on social media or in chat apps. 1200 × 630 pixels works best. Empty: the default share image.',
    }),
    defineField({
      name: 'jsonLd',
      title: 'Structured data (JSON-LD)',
      type: 'text',
      rows: 8,
      description:
        'Optional. Schema.org data for search engines, as JSON, e.g. {"@context": "https://schema.org", "@type": "Organization", ...}.',
      validation: (rule) => rule.custom(jsonLdProblem),
    }),
  ],
  preview: {
    select: { title: 'metaTitle', subtitle: 'metaDescription' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Default title', subtitle }),
  },
})
