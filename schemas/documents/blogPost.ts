import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { languageField } from '../lib/fields.ts'
import { BLOG_CATEGORIES, list } from '../lib/options.ts'
import { articleDateValidation, localDate } from '../lib/article-date.ts'

/** A blog article: its card on the blog page (image, category, date, reading time, excerpt) and its full text. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog article',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'text', title: 'Text' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'card',
      description: 'The article’s headline, on its card and as its page title.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      group: 'card',
      description:
        'The last part of the article’s address, made from the title. Click "Generate". Changing it once published moves the article: its old address is then sent to the new one.',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'The teaser on the article’s card, one or two sentences.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'card',
      description: 'Shown as a badge on the card.',
      options: { list: list(BLOG_CATEGORIES) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Date shown',
      type: 'date',
      group: 'card',
      description:
        'The date readers see; the blog lists the newest first. It does not schedule the article: to publish it later, add it to a release and schedule the release.',
      options: { dateFormat: 'D MMMM YYYY' },
      initialValue: () => localDate(),
      validation: articleDateValidation,
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{ type: 'person' }],
      group: 'card',
      description:
        'Who wrote it (People). Their photo, name, role and bio end the article. Empty: the article names no author.',
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      group: 'card',
      description: 'The picture on the article’s card. Landscape, at least 1200 pixels wide.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      group: 'text',
      description: 'The article itself. Use Heading and Subheading to structure it.',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'callToAction',
      title: 'Call to action at the end',
      type: 'object',
      group: 'text',
      description:
        'Optional. Every article ends with the call to action of Site Settings > Articles; fill in only what this article says differently.',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          validation: (rule) => rule.max(120),
        }),
        defineField({
          name: 'text',
          title: 'Text',
          type: 'text',
          rows: 2,
          description: 'One sentence under the heading.',
          validation: (rule) => rule.max(300),
        }),
        // A list of at most one, not a `link` field: Sanity fills an object field's defaults into every new
        // document (the link's kind "internal"), and a new article would start with a half-made button that fails
        // validation. An array stays empty until someone adds the button.
        defineField({
          name: 'buttons',
          title: 'Button',
          type: 'array',
          description: 'Optional: the one button this article shows instead of the Site Settings one.',
          of: [defineArrayMember({ type: 'link' })],
          validation: (rule) => rule.max(1),
        }),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'SEO and sharing',
      type: 'seo',
      group: 'seo',
      description:
        'How this page looks in search results and when shared. Empty fields use Site Settings > SEO.',
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', category: 'category', date: 'publishedAt', media: 'image' },
    prepare: ({ title, category, date, media }) => ({
      title,
      subtitle: [date, category].filter(Boolean).join(' · '),
      media,
    }),
  },
})
