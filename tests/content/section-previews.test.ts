// The page builder in the Studio: every section type has an icon, sits in one group of the "Add section" menu, and
// is summed up in a page's list of sections as "Kind — what it says", for every section of the seed.
import { readFileSync } from 'node:fs'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import sharp from 'sharp'
import { sectionPreviewImageUrl, sections, sectionsField } from '../../schemas/sections/index.ts'
import { summarizeSection } from '../../schemas/lib/section.ts'

type Section = { _type: string; _key: string } & Record<string, unknown>
const seedDocs = readFileSync(new URL('../../content/production.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; sections?: Section[] } & Record<string, unknown>)
const seedSections = seedDocs.flatMap((doc) =>
  (doc.sections ?? []).map((section) => ({ doc: doc._id, section })),
)

/** A selected path read as the Studio reads it: dot by dot, following references to the seed's documents. */
function selected(value: unknown, path: string): unknown {
  for (const step of path.split('.')) {
    if (value && typeof value === 'object' && '_ref' in value)
      value = seedDocs.find((doc) => doc._id === (value as { _ref: string })._ref)
    value = (value as Record<string, unknown> | undefined)?.[step]
  }
  return value
}

/** What the Studio hands `prepare`: each selected path read from the section. */
function previewOf(section: Section) {
  const type = sections.find((candidate) => candidate.name === section._type)!
  const preview = type.preview as {
    select: Record<string, string>
    prepare: (selection: Record<string, unknown>) => { title?: string; subtitle?: string }
  }
  const selection = Object.fromEntries(
    Object.entries(preview.select).map(([key, path]) => [key, selected(section, path)]),
  )
  return preview.prepare(selection)
}

const seedSection = (doc: string, key: string) =>
  seedSections.find((entry) => entry.doc === doc && entry.section._key === key)!.section

describe('the page builder', () => {
  test.each(sections.map((type) => [type.name, type] as const))('%s has an icon', (_, type) => {
    expect(renderToStaticMarkup(createElement(type.icon as ComponentType))).toMatch(/^<svg /)
  })

  test.each(sections.map((type) => [type.name] as const))(
    '%s has a picture in the "Add section" menu, made from the rendered site',
    async (name) => {
      const file = new URL(`../../studio${sectionPreviewImageUrl(name)}`, import.meta.url)
      const { width, height, format } = await sharp(readFileSync(file)).metadata()
      expect(format).toBe('webp')
      expect(width).toBe(480)
      expect(height).toBeLessThanOrEqual(320)
    },
  )

  test('offers every section type in exactly one group of the "Add section" menu', () => {
    const { groups } = (sectionsField().options as { insertMenu: { groups: { of: string[] }[] } }).insertMenu
    const grouped = groups.flatMap((group) => group.of)
    expect([...grouped].sort()).toEqual(sections.map((type) => type.name).sort())
  })

  test('the seed uses every section type, so each has a summary checked below', () => {
    expect(new Set(seedSections.map(({ section }) => section._type))).toEqual(
      new Set(sections.map((type) => type.name)),
    )
  })

  test.each(seedSections.map(({ doc, section }) => [`${doc} ${section._key}`, section] as const))(
    'sums up %s as "Kind — …"',
    (_, section) => {
      const kind = sections.find((type) => type.name === section._type)!.title!
      const { title } = previewOf(section)
      expect(title).toMatch(new RegExp(`^${kind.replace(/[()]/g, '\\$&')} — \\S`))
    },
  )

  test('a section with a heading shows it, and what it holds below', () => {
    expect(previewOf(seedSection('page-home', 'hero'))).toEqual({
      title: 'Hero — Expert ERP Solutions That Cut Your IT Costs by 60-70%',
    })
    expect(previewOf(seedSection('page-home', 'faq'))).toEqual({
      title: 'FAQ — Frequently Asked Questions',
      subtitle: '8 questions',
    })
    expect(previewOf(seedSection('page-home', 'contact'))).toMatchObject({ subtitle: 'short form' })
  })

  test('a section without a heading is summed up by what it holds', () => {
    expect(
      summarizeSection(
        'Figures',
        { count: { field: 'stats', one: 'figure', many: 'figures' } },
        {
          count: [{ _ref: 'stat-a' }, { _ref: 'stat-b' }, { _ref: 'stat-c' }, { _ref: 'stat-d' }],
        },
      ),
    ).toEqual({ title: 'Figures — 4 figures' })
    expect(
      summarizeSection(
        'FAQ',
        { count: { field: 'items', one: 'question', many: 'questions' } },
        {
          count: [{ _ref: 'faq-a' }],
        },
      ),
    ).toEqual({ title: 'FAQ — 1 question' })
    expect(
      summarizeSection(
        'Text',
        { text: 'body' },
        {
          text: [
            { _type: 'image' },
            { _type: 'block', children: [{ text: 'One platform ' }, { text: 'for all' }] },
          ],
        },
      ),
    ).toEqual({ title: 'Text — One platform for all' })
  })

  test('a section just added, with nothing filled in, is called by its kind', () => {
    for (const type of sections) {
      const preview = type.preview as { prepare: (selection: object) => { title?: string } }
      const title = preview.prepare({}).title
      if (type.name === 'blogGridSection') expect(title).toBe('Blog articles — every article, newest first')
      else expect(title).toBe(type.title)
    }
  })
})
