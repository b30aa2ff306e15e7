// Turns the typed texts of headings, intros, hero subheadings, card texts, check lists and outcome lists, service
// card texts and points, FAQ answers and the footer text into figure texts (Portable Text,
// schemas/objects/figureText.ts), and the figures typed in them and in pages' rich text ("150+") into inline
// references to their Stat, so a figure changed on its Stat changes in every sentence (schemas/README.md,
// "Figure texts").
//
//   npx node scripts/migrate-figure-text.ts [--file content/production.ndjson] [--check]
//
// The file is rewritten in place (one compact JSON document per line, as content:export writes it); every text
// reads exactly as before, which the script checks. `--check` changes nothing and fails when a figure text is still
// a plain string or a known figure is still typed. A hosted dataset is migrated the same way: content:export, this
// script, then import the file (schemas/README.md, "Figure texts").
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { figureTextValue } from '../schemas/lib/figure-text.ts'

type Json = Record<string, unknown>

/** The figures typed in sentences, each the Stat that says it; a page may cite another Stat with the same value. */
export const TYPED_FIGURES: { value: string; stat: string; on?: Record<string, string> }[] = [
  { value: '150+', stat: 'stat-implementations' },
  {
    value: '60-70%',
    stat: 'stat-savings',
    on: { 'page-india-advantage': 'stat-india-savings', 'page-contact': 'stat-india-savings' },
  },
  { value: '40%+', stat: 'stat-cost-saved' },
  { value: '4M+', stat: 'stat-professionals' },
  { value: '4.36M', stat: 'stat-india-professionals' },
  { value: '2 weeks', stat: 'stat-deploy' },
  { value: '99.9%', stat: 'stat-uptime', on: { 'service-sap-btp': 'stat-btp-uptime' } },
  { value: '500+', stat: 'stat-services-projects' },
  { value: '50+', stat: 'stat-services-consultants' },
  { value: '15+', stat: 'stat-services-years' },
  { value: '10+', stat: 'stat-years' },
  { value: '24/7', stat: 'stat-support' },
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** A typed figure, standing alone: "150+" but not the "50+" in it, "2 weeks" but not "12 weeks". */
export const TYPED_FIGURE = new RegExp(
  `(?<![\\w.])(${[...TYPED_FIGURES]
    .sort((a, b) => b.value.length - a.value.length)
    .map((figure) => escape(figure.value))
    .join('|')})(?![\\w])`,
  'g',
)

/** The document types whose sections' texts cite figures. */
const SECTIONED_TYPES = new Set(['page', 'service'])
/** The section fields that are figure texts, besides every section's `heading` and `intro`. */
const SECTION_TEXTS: Record<string, Record<string, Shape>> = {
  heroSection: { subheading: 'single' },
  bulletListSection: { items: 'lines' },
  outcomeListSection: { items: 'lines' },
}
/** The fields of documents themselves that are figure texts. */
const DOCUMENT_TEXTS: Record<string, Record<string, Shape>> = {
  service: { summary: 'single', highlights: 'lines' },
  faqItem: { answer: 'paragraphs' },
  navigation: { footerTagline: 'single' },
}
/** The card lists whose cards' `title` and `description` are figure texts. */
const CARD_LISTS = ['cards', 'advantages']

const keyOf = (...parts: string[]) => createHash('sha1').update(parts.join('/')).digest('hex').slice(0, 12)

/** The children of a block for `text`: spans, with each typed figure an inline reference to its Stat. */
export function figureChildren(text: string, docId: string, seed: string): Json[] {
  const children: Json[] = []
  let at = 0
  const span = (words: string) =>
    children.push({ _type: 'span', _key: keyOf(seed, String(children.length)), text: words, marks: [] })
  for (const match of text.matchAll(TYPED_FIGURE)) {
    const figure = TYPED_FIGURES.find((known) => known.value === match[1])!
    if (match.index > at) span(text.slice(at, match.index))
    children.push({
      _type: 'statFigure',
      _key: keyOf(seed, String(children.length)),
      stat: { _type: 'reference', _ref: figure.on?.[docId] ?? figure.stat },
    })
    at = match.index + match[0].length
  }
  if (at < text.length || children.length === 0) span(text.slice(at))
  return children
}

/** A figure text holding `text`: one block, or one per paragraph or per line. */
export function toFigureText(text: string | string[], docId: string, seed: string): Json[] {
  const blocks = typeof text === 'string' ? [text] : text
  return blocks.map((words, index) => ({
    _type: 'block',
    _key: keyOf(seed, String(index)),
    style: 'normal',
    markDefs: [],
    children: figureChildren(words, docId, `${seed}/${index}`),
  }))
}

/** How a field's text becomes blocks, and is read back: one block, a block per paragraph, a block per line. */
type Shape = 'single' | 'paragraphs' | 'lines'
const PARAGRAPH_BREAK = /\n\s*\n/

interface Result {
  /** Fields turned from a plain string into a figure text. */
  converted: number
  /** Figures typed in a sentence that now cite their Stat. */
  figures: number
  /** A text that would not read the same after the migration (none, or the migration is wrong). */
  changed: { id: string; field: string; before: string; after: string }[]
}

/** Migrates `documents` in place. */
export function migrateFigureText(documents: Json[]): Result {
  const statValues = new Map(
    documents.filter((doc) => doc._type === 'stat').map((doc) => [String(doc._id), String(doc.value)]),
  )
  const result: Result = { converted: 0, figures: 0, changed: [] }
  const convert = (holder: Json, field: string, docId: string, where: string, shape: Shape = 'single') => {
    const value = holder[field]
    const isLines =
      shape === 'lines' && Array.isArray(value) && value.every((line) => typeof line === 'string')
    if (typeof value !== 'string' && !isLines) return
    const text = isLines
      ? (value as string[])
      : shape === 'paragraphs'
        ? (value as string).split(PARAGRAPH_BREAK)
        : (value as string)
    const after = toFigureText(text, docId, `${docId}/${where}/${field}`)
    result.converted++
    for (const block of after)
      result.figures += (block.children as Json[]).filter((child) => child._type === 'statFigure').length
    const before = isLines ? (value as string[]).join('\n') : (value as string)
    const reads = isLines
      ? after.map((block) => figureTextValue([block], statValues)).join('\n')
      : figureTextValue(after, statValues, shape === 'paragraphs' ? '\n\n' : ' ')
    if (reads !== before) result.changed.push({ id: docId, field: `${where}.${field}`, before, after: reads })
    holder[field] = after
  }
  const richText = (body: unknown, docId: string, where: string) => {
    if (!Array.isArray(body)) return
    for (const block of body as Json[]) {
      if (block._type !== 'block' || !Array.isArray(block.children)) continue
      const children: Json[] = []
      for (const child of block.children as Json[]) {
        if (child._type !== 'span' || typeof child.text !== 'string' || !child.text.match(TYPED_FIGURE)) {
          children.push(child)
          continue
        }
        // The figure keeps no marks: a figure in bold text is rare, and the Studio bolds it again on request.
        const parts = figureChildren(child.text, docId, `${docId}/${where}/${String(child._key)}`).map(
          (part) => (part._type === 'span' ? { ...part, marks: child.marks ?? [] } : part),
        )
        result.figures += parts.filter((part) => part._type === 'statFigure').length
        children.push(...parts)
      }
      const before = figureTextValue([{ _type: 'block', children: block.children }], statValues)
      block.children = children
      const after = figureTextValue([block], statValues)
      if (after !== before) result.changed.push({ id: docId, field: `${where}.body`, before, after })
    }
  }
  for (const doc of documents) {
    const docId = String(doc._id)
    const publishedId = docId.replace(/^drafts\./, '')
    for (const [field, shape] of Object.entries(DOCUMENT_TEXTS[String(doc._type)] ?? {}))
      convert(doc, field, publishedId, '', shape)
    if (!SECTIONED_TYPES.has(String(doc._type)) || !Array.isArray(doc.sections)) continue
    for (const section of doc.sections as Json[]) {
      const where = `sections[_key=="${String(section._key)}"]`
      for (const field of ['heading', 'intro']) convert(section, field, publishedId, where)
      for (const [field, shape] of Object.entries(SECTION_TEXTS[String(section._type)] ?? {}))
        convert(section, field, publishedId, where, shape)
      // Questions written in a page's own FAQ section.
      if (section._type === 'faqSection' && Array.isArray(section.items))
        for (const item of section.items as Json[])
          if (item._type === 'faqEntry')
            convert(item, 'answer', publishedId, `${where}.items[_key=="${String(item._key)}"]`, 'paragraphs')
      for (const list of CARD_LISTS) {
        if (!Array.isArray(section[list])) continue
        for (const card of section[list] as Json[]) {
          const cardWhere = `${where}.${list}[_key=="${String(card._key)}"]`
          convert(card, 'title', publishedId, cardWhere)
          convert(card, 'description', publishedId, cardWhere)
        }
      }
      richText(section.body, publishedId, where)
    }
  }
  return result
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      file: { type: 'string', default: 'content/production.ndjson' },
      check: { type: 'boolean', default: false },
    },
  })
  const lines = readFileSync(values.file, 'utf8').split('\n').filter(Boolean)
  const documents = lines.map((line) => JSON.parse(line) as Json)
  const result = migrateFigureText(documents)
  for (const change of result.changed)
    console.error(`${change.id} ${change.field}: would read "${change.after}" instead of "${change.before}"`)
  if (result.changed.length > 0) process.exit(1)
  if (values.check) {
    if (result.converted > 0 || result.figures > 0) {
      console.error(
        `${values.file}: ${result.converted} texts still typed as plain strings, ${result.figures} figures typed in sentences: run npx node scripts/migrate-figure-text.ts`,
      )
      process.exit(1)
    }
    console.log(`${values.file}: every heading, intro and card text cites its figures by reference`)
  } else {
    writeFileSync(values.file, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
    console.log(
      `${values.file}: ${result.converted} texts converted, ${result.figures} typed figures now cite their Stat`,
    )
  }
}
