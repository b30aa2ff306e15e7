import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { sectionBaseFields, sectionFieldsets, sectionPreview } from '../lib/section.ts'

/** Case studies are chosen: the section shows those, on one page, and has no page links. */
const listsChosen = ({ parent }: { parent?: { caseStudies?: unknown[] } }) =>
  (parent?.caseStudies?.length ?? 0) > 0

/** A text of the page links: needed, and shown, only when the section lists every case study. */
const pagingLabel = (name: string, title: string, description: string, max: number) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    hidden: listsChosen,
    validation: (rule) =>
      rule
        .max(max)
        .custom((value, context) =>
          value || listsChosen(context as { parent?: { caseStudies?: unknown[] } })
            ? true
            : 'Needed when no case study is chosen: the section then has page links.',
        ),
  })

/**
 * Case study cards, each linking to its page: the case studies a marketer picks, in their order, or, with none picked,
 * every case study in its sort order, a page of them at a time (`/case-studies`, `/case-studies/page/2`, ...).
 */
export const caseStudyGridSection = defineType({
  name: 'caseStudyGridSection',
  title: 'Case study cards',
  type: 'object',
  icon: DocumentsIcon,
  description:
    'Cards of chosen case studies, or of every case study when none is chosen (a page at a time, the following ' +
    'pages linked under the cards).',
  fieldsets: sectionFieldsets,
  fields: [
    ...sectionBaseFields(),
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      description:
        'The case studies shown, in order. Leave empty to show every case study in its sort order, a page at a time.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'linkLabel',
      title: 'Card link text',
      type: 'string',
      description: 'The link on each card to its page, e.g. "Read Full Case Study".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'perPage',
      title: 'Case studies per page',
      type: 'number',
      description: 'With none chosen: how many case studies each page shows (12 when empty).',
      hidden: listsChosen,
      initialValue: 12,
      validation: (rule) => rule.integer().min(1).max(48),
    }),
    pagingLabel('previousLabel', 'Previous page link', 'The link to the previous page, e.g. "Previous".', 40),
    pagingLabel('nextLabel', 'Next page link', 'The link to the next page, e.g. "More case studies".', 40),
    pagingLabel(
      'pageLabel',
      'Page word',
      'Put before a page number: in the title of the following pages ("Case Studies – Page 2") and read out for ' +
        'the page links, e.g. "Page".',
      20,
    ),
    pagingLabel(
      'paginationLabel',
      'Page navigation name',
      'What screen readers call the page links under the cards, e.g. "Case study pages".',
      40,
    ),
  ],
  preview: sectionPreview('Case study cards', {
    count: { field: 'caseStudies', one: 'case study', many: 'case studies' },
  }),
})
