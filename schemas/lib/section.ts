// What every page section has: an optional eyebrow, heading and intro on top, and layout settings (the anchor
// other links jump to, and the background) folded away in a "Layout" fieldset.
import { defineField } from 'sanity'
import { TONES } from './options.ts'

export const sectionFieldsets = [
  {
    name: 'layout',
    title: 'Layout',
    description: 'Where links can jump to, and the background colour.',
    options: { collapsible: true, collapsed: true },
  },
]

export const sectionBaseFields = ({ headingRequired = false } = {}) => [
  defineField({
    name: 'eyebrow',
    title: 'Eyebrow',
    type: 'string',
    description: 'Small text shown above the heading, e.g. "Why Outsource to India".',
    validation: (rule) => rule.max(80),
  }),
  defineField({
    name: 'heading',
    title: headingRequired ? 'Main heading' : 'Heading',
    type: 'string',
    description: headingRequired
      ? 'The big headline of the page (its h1). Keep it short and clear.'
      : 'The heading of this part of the page. Leave empty for none.',
    validation: (rule) => (headingRequired ? rule.required().max(140) : rule.max(140)),
  }),
  defineField({
    name: 'intro',
    title: 'Intro',
    type: 'text',
    rows: 3,
    description: 'A sentence or two under the heading.',
    validation: (rule) => rule.max(600),
  }),
  defineField({
    name: 'anchorId',
    title: 'Anchor',
    type: 'string',
    fieldset: 'layout',
    description:
      'A name links can jump to: "faq" makes /#faq scroll here. Lowercase letters, digits and hyphens only.',
    validation: (rule) =>
      rule.regex(/^[a-z][a-z0-9-]*$/, { name: 'anchor' }).error('Use lowercase letters, digits and hyphens'),
  }),
  defineField({
    name: 'tone',
    title: 'Background',
    type: 'string',
    fieldset: 'layout',
    description: 'The background of this part of the page. Empty means light.',
    options: { list: [...TONES], layout: 'radio', direction: 'horizontal' },
  }),
]

/** The preview in a page's list of sections: the heading, and what kind of section it is. */
export const sectionPreview = (kind: string) => ({
  select: { heading: 'heading', eyebrow: 'eyebrow' },
  prepare: ({ heading, eyebrow }: { heading?: string; eyebrow?: string }) => ({
    title: heading || eyebrow || kind,
    subtitle: heading || eyebrow ? kind : undefined,
  }),
})
