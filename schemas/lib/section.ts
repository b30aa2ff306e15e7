// What every page section has: an optional eyebrow, heading and intro on top, and layout settings (the anchor
// other links jump to, and the background) folded away in a "Layout" fieldset.
import { defineField } from '@sanity/types'
import { TONES } from './options.ts'
import { FIGURE_HINT, figureTextPlain, figureTextRules } from './figure-text.ts'

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
    type: 'figureText',
    description: headingRequired
      ? `The big headline of the page (its h1). Keep it short and clear. ${FIGURE_HINT}`
      : `The heading of this part of the page. Leave empty for none. ${FIGURE_HINT}`,
    validation: figureTextRules({ required: headingRequired, max: 140 }),
  }),
  defineField({
    name: 'intro',
    title: 'Intro',
    type: 'figureText',
    description: `A sentence or two under the heading. ${FIGURE_HINT}`,
    validation: figureTextRules({ max: 600 }),
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

/** How a section is summed up in the page's list of sections, besides its heading. */
export interface SectionSummary {
  /** A list whose length is worth telling ("4 figures"): its field, and its item in the singular and plural. */
  count?: { field: string; one: string; many: string }
  /** A text field that says what the section is about when it has no heading. */
  text?: string
  /** A choice worth telling (the form's variant): its field, and what each value is called. */
  choice?: { field: string; labels: Record<string, string> }
  /** A fixed remark, for sections whose content is not in the section itself. */
  note?: string
}

export type SectionPreviewSelection = Record<string, unknown> & { heading?: string; eyebrow?: string }

/** The words of a text field, or of the first paragraph of rich text (a figure shows as "#"). */
function plainText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (!Array.isArray(value)) return undefined
  for (const block of value) {
    const text = figureTextPlain([block]).trim()
    if (text) return text
  }
  return undefined
}

/**
 * A preview cannot query, only select paths, and selecting a field beside paths inside it gives only those paths:
 * so a heading is selected as the words and figure values of its first paragraph's first children, and read
 * back from them with each figure's current value in place.
 */
const HEADING_PARTS = 12
const headingSelection = Object.fromEntries(
  Array.from({ length: HEADING_PARTS }, (_, i) => [
    [`heading${i}`, `heading.0.children.${i}.text`],
    [`figure${i}`, `heading.0.children.${i}.stat.value`],
  ]).flat(),
)
const headingOf = (selection: SectionPreviewSelection) =>
  Array.from({ length: HEADING_PARTS }, (_, i) => selection[`heading${i}`] ?? selection[`figure${i}`] ?? '')
    .join('')
    .trim() || undefined

/** "Kind — what it says" as the title, and what it holds as the subtitle; never an empty title. */
export function summarizeSection(kind: string, summary: SectionSummary, selection: SectionPreviewSelection) {
  const items = summary.count ? selection.count : undefined
  const counted = Array.isArray(items)
    ? `${items.length} ${items.length === 1 ? summary.count!.one : summary.count!.many}`
    : undefined
  const about =
    plainText(selection.heading) ??
    headingOf(selection) ??
    plainText(selection.eyebrow) ??
    plainText(selection.text)
  const chosen = summary.choice ? summary.choice.labels[String(selection.choice)] : undefined
  const detail = [counted, chosen, summary.note].filter(Boolean).join(' · ') || undefined
  if (!about) return { title: detail ? `${kind} — ${detail}` : kind }
  return { title: `${kind} — ${about}`, subtitle: detail }
}

/** The preview in a page's list of sections: "Hero — Transform your SAP landscape", "FAQ — 6 questions". */
export const sectionPreview = (kind: string, summary: SectionSummary = {}) => ({
  select: {
    ...headingSelection,
    eyebrow: 'eyebrow',
    ...(summary.count ? { count: summary.count.field } : {}),
    ...(summary.text ? { text: summary.text } : {}),
    ...(summary.choice ? { choice: summary.choice.field } : {}),
  },
  prepare: (selection: SectionPreviewSelection) => summarizeSection(kind, summary, selection),
})
