import { defineField, defineType } from 'sanity'
import { SearchIcon } from '@sanity/icons'

/** Search and sharing settings of a routable document; empty fields fall back to Site Settings > Default SEO. */
export const seo = defineType({
  name: 'seo',
  title: 'SEO & sharing',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'metaTitle',
      title: 'Meta title',
      type: 'string',
      description: 'The title in search results and browser tabs. Keep it under 60 characters.',
      validation: (rule) => rule.max(60).warning('Longer titles are cut off in search results.'),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      description: 'The summary under the title in search results. Keep it under 160 characters.',
      validation: (rule) => rule.max(160).warning('Longer descriptions are cut off in search results.'),
    }),
    defineField({
      name: 'keywords',
      title: 'Keywords',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
    defineField({ name: 'author', title: 'Author', type: 'string' }),
    defineField({
      name: 'canonicalPath',
      title: 'Canonical path',
      type: 'string',
      description:
        'The preferred address of this page, e.g. /india-advantage. Leave empty to use its own path.',
      validation: (rule) =>
        rule.regex(/^\/[^\s]*$/, { name: 'path' }).error('Start with / and use no spaces.'),
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Adds noindex,nofollow and leaves the page out of the sitemap.',
      initialValue: false,
    }),
    defineField({
      name: 'shareImage',
      title: 'Share image',
      type: 'imageWithAlt',
      description: 'Shown when the page is shared (1200×630 works best).',
    }),
    defineField({
      name: 'jsonLd',
      title: 'Structured data (JSON-LD)',
      type: 'text',
      rows: 6,
      description: 'Optional schema.org data as JSON, for search engines.',
      validation: (rule) =>
        rule.custom((value) => {
          if (!value) return true
          try {
            JSON.parse(value)
            return true
          } catch {
            return 'Must be valid JSON'
          }
        }),
    }),
  ],
})
