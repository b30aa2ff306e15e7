import { defineField, defineType } from '@sanity/types'
import { DocumentIcon } from '@sanity/icons/Document'
import { pathField, languageField } from '../lib/fields.ts'
import { sectionsField } from '../sections/index.ts'

/**
 * A page of the site built from sections: the fixed pages the site cannot lose (home, contact, the blog, ... with
 * the ids listed in lib/ids.ts: never deleted, some never moved) and the pages marketers create (landing pages,
 * from the Studio's templates).
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Page name',
      type: 'string',
      group: 'content',
      description: 'The page’s name in the Studio, and in the browser tab when SEO has no title.',
      validation: (rule) => rule.required().max(80),
    }),
    pathField({ group: 'content' }),
    sectionsField({ group: 'content' }),
    defineField({
      name: 'seo',
      title: 'SEO and sharing',
      type: 'seo',
      group: 'seo',
      description:
        'How this page looks in search results and when shared. Empty fields use Site Settings > SEO.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'path' } },
})
