import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { linksField } from '../lib/fields.ts'
import { BLOG_CATEGORIES } from '../lib/options.ts'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Every blog article as a card, newest first, a page of them at a time (`/blog`, `/blog/page/2`, ...). */
export const blogGridSection = defineType({
  name: 'blogGridSection',
  title: 'Blog articles',
  type: 'object',
  icon: DocumentTextIcon,
  description:
    'Every blog article as a card, newest first. Each page shows a fixed number of articles; older ones are on ' +
    'the following pages (/blog/page/2, /blog/page/3, ...), linked under the cards.',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'readMoreLabel',
      title: 'Read more text',
      type: 'string',
      description: 'The button on each article card, e.g. "Read More".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'readTimeLabel',
      title: 'Reading time text',
      type: 'string',
      description: 'Shown after the minutes, e.g. "min read" gives "8 min read".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'postsPerPage',
      title: 'Articles per page',
      type: 'number',
      description: 'How many articles each page of the listing shows (12 when empty).',
      initialValue: 12,
      validation: (rule) => rule.integer().min(1).max(48),
    }),
    defineField({
      name: 'newerLabel',
      title: 'Newer articles link',
      type: 'string',
      description: 'The link to the previous page of the listing, e.g. "Newer articles".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'olderLabel',
      title: 'Older articles link',
      type: 'string',
      description: 'The link to the next page of the listing, e.g. "Older articles".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'pageLabel',
      title: 'Page word',
      type: 'string',
      description:
        'Put before a page number: in the title of the following pages ("Blog – Page 2") and read out for the ' +
        'page links, e.g. "Page".',
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: 'paginationLabel',
      title: 'Page navigation name',
      type: 'string',
      description: 'What screen readers call the page links under the articles, e.g. "Blog pages".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'categoryNames',
      title: 'Category names',
      type: 'array',
      description:
        'How this listing names the categories, on the badges, the category pages and their titles: a translated ' +
        'blog words them in its language (e.g. Software Testing → Softwaretests). A category not listed keeps its own name.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'categoryName',
          fields: [
            defineField({
              name: 'category',
              title: 'Category',
              type: 'string',
              options: { list: [...BLOG_CATEGORIES] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'category' } },
        }),
      ],
      validation: (rule) =>
        rule.custom((items?: { category?: string }[]) => {
          const categories = (items ?? []).map((item) => item.category)
          const twice = categories.find((category, at) => category && categories.indexOf(category) !== at)
          return twice ? `“${twice}” is named twice: keep one name per category` : true
        }),
    }),
    linksField({ description: 'e.g. a "Subscribe Now" button under the articles.' }),
  ],
  preview: sectionPreview('Blog articles', { note: 'every article, newest first' }),
})
