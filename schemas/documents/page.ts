import { defineField, defineType } from 'sanity'
import { DocumentIcon } from '@sanity/icons'
import { pathField } from './pathField.ts'
import { sectionMembers } from '../sections/index.ts'

/** A page of the site built from sections (home, services overview, testimonials, contact, ...). */
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
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      description: 'The page name in the Studio and in the browser tab when no meta title is set.',
      validation: (rule) => rule.required(),
    }),
    { ...pathField, group: 'content' },
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      of: sectionMembers,
      description: 'The page from top to bottom. Drag to reorder.',
    }),
    defineField({ name: 'seo', title: 'SEO & sharing', type: 'seo', group: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'path' } },
})
