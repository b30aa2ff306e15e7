// scripts/migrate-internal-links.ts: typed site paths in rich text, menus and buttons become references to the page
// at that path.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { migrateInternalLinks } from '../../scripts/migrate-internal-links.ts'

const paragraph = (href: string) => ({
  _type: 'block',
  _key: 'p',
  markDefs: [{ _type: 'link', _key: 'm', href }],
  children: [{ _type: 'span', _key: 's', text: 'words', marks: ['m'] }],
})
const documents = () => [
  { _id: 'page-contact', _type: 'page', path: '/contact' },
  { _id: 'service-sap-btp', _type: 'service', path: '/sap-btp' },
  { _id: 'blogPost-a', _type: 'blogPost', slug: { current: 'a' }, body: [paragraph('/contact')] },
  { _id: 'caseStudy-card', _type: 'caseStudy', slug: { current: 'card' } },
  { _id: 'caseStudy-full', _type: 'caseStudy', slug: { current: 'full' }, detail: { roi: '1 year' } },
  {
    _id: 'page-home',
    _type: 'page',
    path: '/',
    sections: [
      { _type: 'richTextSection', _key: 'one', body: [paragraph('/sap-btp')] },
      { _type: 'richTextSection', _key: 'two', body: [paragraph('/blog/a')] },
      { _type: 'richTextSection', _key: 'three', body: [paragraph('/case-studies/full')] },
      { _type: 'richTextSection', _key: 'four', body: [paragraph('https://www.sap.com')] },
    ],
  },
]
const markOf = (doc: object, section: number) =>
  (doc as { sections: { body: { markDefs: unknown[] }[] }[] }).sections[section]!.body[0]!.markDefs[0]

describe('migrating typed internal paths', () => {
  test('turns a site path into a weak reference to the page, service, article or case study at it', () => {
    const docs = documents()
    const result = migrateInternalLinks(docs)
    const reference = (id: string) => ({
      _type: 'internalLink',
      _key: 'm',
      reference: { _type: 'reference', _ref: id, _weak: true },
    })
    expect(markOf(docs[5]!, 0)).toEqual(reference('service-sap-btp'))
    expect(markOf(docs[5]!, 1)).toEqual(reference('blogPost-a'))
    expect(markOf(docs[5]!, 2)).toEqual(reference('caseStudy-full'))
    expect(result.migrated).toHaveLength(4)
    expect(result.unresolved).toEqual([])
  })

  test('leaves links to other sites alone', () => {
    const docs = documents()
    migrateInternalLinks(docs)
    expect(markOf(docs[5]!, 3)).toEqual({ _type: 'link', _key: 'm', href: 'https://www.sap.com' })
  })

  test('reports a path no page has, and a case study without a detail page, and leaves them', () => {
    const docs = documents()
    const home = docs[5] as { sections: { body: unknown[] }[] }
    home.sections[0]!.body = [paragraph('/old-page')]
    home.sections[1]!.body = [paragraph('/case-studies/card')]
    const result = migrateInternalLinks(docs)
    expect(result.unresolved).toEqual([
      { id: 'page-home', path: '/old-page' },
      { id: 'page-home', path: '/case-studies/card' },
    ])
    expect(markOf(home, 0)).toEqual({ _type: 'link', _key: 'm', href: '/old-page' })
  })

  test('skips the document types it is told to', () => {
    const docs = documents()
    const result = migrateInternalLinks(docs, ['blogPost'])
    expect(result.migrated.map(({ id }) => id)).not.toContain('blogPost-a')
    expect((docs[2] as { body: { markDefs: unknown[] }[] }).body[0]!.markDefs[0]).toEqual({
      _type: 'link',
      _key: 'm',
      href: '/contact',
    })
  })
})

describe('migrating typed addresses of menu links and buttons', () => {
  const menu = () => [
    { _id: 'page-contact', _type: 'page', path: '/contact' },
    { _id: 'service-sap-btp', _type: 'service', path: '/sap-btp' },
    {
      _id: 'navigation',
      _type: 'navigation',
      links: [
        { _key: 'btp', label: 'SAP BTP', kind: 'internal', href: '/sap-btp' },
        { _key: 'about', label: 'About', kind: 'anchor', href: '/#about' },
        { _key: 'gone', label: 'Old', kind: 'internal', href: '/old-page' },
      ],
    },
  ]

  test('a link that chooses its page strongly is made weak, so the page can be deleted', () => {
    const docs = menu()
    const links = (docs[2] as { links: Record<string, unknown>[] }).links
    links[0] = {
      _key: 'btp',
      label: 'SAP BTP',
      kind: 'internal',
      reference: { _type: 'reference', _ref: 'service-sap-btp' },
    }
    migrateInternalLinks(docs)
    expect(links[0]!.reference).toEqual({ _type: 'reference', _ref: 'service-sap-btp', _weak: true })
  })

  test('a link that goes to a page of the site by a typed address chooses that page instead', () => {
    const docs = menu()
    const result = migrateInternalLinks(docs)
    const links = (docs[2] as { links: object[] }).links
    expect(links[0]).toEqual({
      _key: 'btp',
      label: 'SAP BTP',
      kind: 'internal',
      reference: { _type: 'reference', _ref: 'service-sap-btp', _weak: true },
    })
    expect(links[1]).toEqual({ _key: 'about', label: 'About', kind: 'anchor', href: '/#about' })
    expect(result.unresolved).toEqual([{ id: 'navigation', path: '/old-page' }])
  })
})

test('the seed links every page of the site by reference, so no link is left behind when a page moves', () => {
  const documents = readFileSync('content/production.ndjson', 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const result = migrateInternalLinks(documents)
  expect(result.migrated).toEqual([])
  expect(result.unresolved).toEqual([])
})
