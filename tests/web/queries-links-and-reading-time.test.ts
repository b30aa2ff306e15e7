// The shared GROQ projections: a link's chosen page becomes its current address (and a menu leaves out a link whose
// page was deleted), and an article's reading time is worked out from its body, never typed.
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { linkFields, readTimeMinutes } from '../../web/src/queries/fragments.ts'
import { navigationQuery } from '../../web/src/queries/settings.ts'

async function run(query: string, dataset: object[]) {
  return (await evaluate(parse(query), { dataset })).get()
}

const paragraph = (key: string, words: number) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text: Array.from({ length: words }, () => 'word').join(' ') }],
})

describe('reading time', () => {
  const minutes = (body: object[]) =>
    run(`*[_id == "post"][0]{"minutes": ${readTimeMinutes}}.minutes`, [
      { _id: 'post', _type: 'blogPost', body },
    ])

  test('is the number of words at 200 a minute, rounded', async () => {
    expect(await minutes([paragraph('a', 600), paragraph('b', 400)])).toBe(5)
    expect(await minutes([paragraph('a', 650)])).toBe(3)
  })

  test('counts the words on both sides of a paragraph break', async () => {
    // 10 paragraphs of 30 words are 300 words: 1.5 minutes, rounded to 2.
    expect(await minutes(Array.from({ length: 10 }, (_, i) => paragraph(`p${i}`, 30)))).toBe(2)
  })

  test('is at least one minute', async () => {
    expect(await minutes([paragraph('a', 12)])).toBe(1)
  })
})

describe('a link to a chosen page', () => {
  const dataset = [
    { _id: 'page-contact', _type: 'page', path: '/contact' },
    { _id: 'service-sap', _type: 'service', path: '/sap-implementation' },
    { _id: 'blogPost-guide', _type: 'blogPost', slug: { current: 'sap-guide' } },
    {
      _id: 'caseStudy-retail',
      _type: 'caseStudy',
      slug: { current: 'retail' },
      detail: { location: 'Chicago' },
    },
    {
      _id: 'page-home',
      _type: 'page',
      links: [
        { _key: 'a', label: 'Contact', kind: 'internal', reference: { _ref: 'page-contact' } },
        { _key: 'b', label: 'SAP', kind: 'internal', reference: { _ref: 'service-sap' } },
        { _key: 'c', label: 'Guide', kind: 'internal', reference: { _ref: 'blogPost-guide' } },
        { _key: 'd', label: 'Retail', kind: 'internal', reference: { _ref: 'caseStudy-retail' } },
        { _key: 'e', label: 'Typed', kind: 'internal', href: '/services' },
        { _key: 'f', label: 'Book', kind: 'booking' },
      ],
    },
  ]

  test('is rendered at the current address of the page, service, article or case study', async () => {
    const links = (await run(`*[_id == "page-home"][0].links[]{${linkFields}}`, dataset)) as {
      href: string
    }[]
    expect(links.map((link) => link.href)).toEqual([
      '/contact',
      '/sap-implementation',
      '/blog/sap-guide',
      '/case-studies/retail',
      '/services',
      null,
    ])
  })

  test('follows the page when its address changes', async () => {
    const moved = dataset.map((document) =>
      document._id === 'page-contact' ? { ...document, path: '/get-in-touch' } : document,
    )
    expect(await run(`*[_id == "page-home"][0].links[0]{${linkFields}}.href`, moved)).toBe('/get-in-touch')
  })
})

describe('a booking link while the calendar is shown on the site', () => {
  const dataset = [
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      bookingDisplay: 'embed',
      bookingPage: { _ref: 'page-book' },
    },
    { _id: 'page-book', _type: 'page', path: '/book', language: 'en' },
    { _id: 'de-page-book', _type: 'page', path: '/de/termin', language: 'de' },
    {
      _id: 'translations-page-book',
      _type: 'translation.metadata',
      translations: [
        { _key: 'en', language: 'en', value: { _ref: 'page-book', _weak: true } },
        { _key: 'de', language: 'de', value: { _ref: 'de-page-book', _weak: true } },
      ],
    },
    { _id: 'page-home', _type: 'page', links: [{ _key: 'b', label: 'Book', kind: 'booking' }] },
  ]
  const bookingHref = async (language: string, documents: object[] = dataset) =>
    (
      await evaluate(parse(`*[_id == "page-home"][0].links[0]{${linkFields}}.href`), {
        dataset: documents,
        params: { language },
      })
    ).get()

  test('leads to the booking page in the page’s language', async () => {
    expect(await bookingHref('en')).toBe('/book')
    expect(await bookingHref('de')).toBe('/de/termin')
  })

  test('leads to the chosen page in a language it has no translation in', async () => {
    expect(
      await bookingHref(
        'de',
        dataset.filter(({ _id }) => _id !== 'translations-page-book'),
      ),
    ).toBe('/book')
  })

  test('leads nowhere on the site while the calendar opens on the provider’s page', async () => {
    const asLink = dataset.map((document) =>
      document._id === 'siteSettings' ? { ...document, bookingDisplay: 'link' } : document,
    )
    expect(await bookingHref('de', asLink)).toBeNull()
  })
})

describe('the menus', () => {
  const link = (key: string, ref: string) => ({
    _key: key,
    label: key,
    kind: 'internal',
    reference: { _type: 'reference', _ref: ref, _weak: true },
  })
  const navigation = {
    _id: 'navigation',
    _type: 'navigation',
    links: [
      link('btp', 'service-sap-btp'),
      link('contact', 'page-contact'),
      { _key: 'about', label: 'About', kind: 'anchor', href: '/#about' },
    ],
    footerColumns: [
      {
        _key: 'services',
        title: 'Services',
        items: [link('btp', 'service-sap-btp'), { _key: 'careers', label: 'Careers', kind: 'none' }],
      },
    ],
  }
  const pages = [
    { _id: 'service-sap-btp', _type: 'service', path: '/sap-business-technology-platform' },
    { _id: 'page-contact', _type: 'page', path: '/contact' },
  ]

  test("link to each chosen page's current address", async () => {
    const menu = (await run(navigationQuery, [navigation, ...pages])) as { links: { href: string }[] }
    expect(menu.links.map((item) => item.href)).toEqual([
      '/sap-business-technology-platform',
      '/contact',
      '/#about',
    ])
  })

  test('leave out a link whose page was deleted, and keep plain text', async () => {
    const menu = (await run(navigationQuery, [navigation, pages[1]!])) as {
      links: { _key: string }[]
      footerColumns: { items: { _key: string }[] }[]
    }
    expect(menu.links.map((item) => item._key)).toEqual(['contact', 'about'])
    expect(menu.footerColumns[0]!.items.map((item) => item._key)).toEqual(['careers'])
  })
})
