// The Studio's "Content health" tool (studio/tools/ContentHealth.tsx): what it reports over the seed as the lake
// serves it, read with the tool's own query (groq-js, published perspective) and checked by
// schemas/lib/content-health.ts on a fixed day; and that each problem stops being reported once fixed in a copy.
import { evaluate, parse } from 'groq-js'
import { expect, test } from 'vitest'
import { contentHealthDraftsQuery, contentHealthQuery } from '../../schemas/lib/queries.ts'
import {
  contentHealth,
  exampleEmailDomain,
  pathToString,
  placeholderPhone,
  type ContentHealthData,
  type HealthKind,
} from '../../schemas/lib/content-health.ts'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'
import { seedDocuments } from '../mocks/seed.ts'

type Doc = { _id: string; _type: string } & Record<string, unknown>

/** The day the seed was written for: the copyright year (2025) is last year's. */
const TODAY = new Date(2026, 10, 28, 12)

async function answer(change: (docs: Doc[]) => Doc[] = (docs) => docs): Promise<ContentHealthData> {
  const docs = change(structuredClone((await seedDocuments()) as Doc[]))
  const query = parse(contentHealthQuery)
  const published = (await (
    await evaluate(query, { dataset: docs, perspective: ['published'] })
  ).get()) as ContentHealthData
  // As the tool asks: the drafts' ids with the raw perspective.
  const drafts = (await (
    await evaluate(parse(contentHealthDraftsQuery), { dataset: docs, perspective: 'raw' })
  ).get()) as string[]
  return { ...published, drafts }
}

/** The report's items of one kind, each as its message and its places (`document path`). */
async function items(kind: HealthKind, change?: (docs: Doc[]) => Doc[], today = TODAY) {
  const group = contentHealth(await answer(change), today).find((candidate) => candidate.kind === kind)!
  return group.items.map((item) => ({
    message: item.message,
    places: item.places.map((place) => `${place.documentId} ${pathToString(place.path)}`),
  }))
}

/** The English menus (the seed's German ones, `de-navigation`, copy their links). */
const ENGLISH_MENUS = 'navigation'

/** A copy of the documents with one document changed (`undefined` deletes a field). */
const withDoc =
  (id: string, change: (doc: Doc) => Record<string, unknown>) =>
  (docs: Doc[]): Doc[] =>
    docs.map((doc) => (doc._id === id ? ({ ...doc, ...change(doc) } as Doc) : doc))

const without =
  (id: string) =>
  (docs: Doc[]): Doc[] =>
    docs.filter((doc) => doc._id !== id)

const pipe =
  (...changes: ((docs: Doc[]) => Doc[])[]) =>
  (docs: Doc[]) =>
    changes.reduce((current, change) => change(current), docs)

// --- Figures -------------------------------------------------------------------------------------------------

/** The figures of the English documents: the German ones repeat the English seed's (the test above reads both). */
const inEnglish = (docs: Doc[]) => docs.filter((doc) => doc.language !== 'de')
const figuresInEnglish = (change: (docs: Doc[]) => Doc[] = (docs) => docs) =>
  items('figures', pipe(inEnglish, change))

test('the German seed links only to pages that exist, and its figures contradict only as the English ones do', async () => {
  const report = contentHealth(await answer(), TODAY)
  const of = (kind: HealthKind) => report.find((group) => group.kind === kind)!.items
  expect(of('links')).toEqual([])
  const figures = of('figures').flatMap((item) => item.places.map((place) => place.documentId))
  expect(new Set(figures)).toEqual(
    new Set(['stat-years', 'stat-services-years', 'de-stat-years', 'de-stat-services-years']),
  )
})

test('figures: a German Stat cited in a text ("10+ Jahren") and counted by its label ("Jahre") is one figure, reported once and as German', async () => {
  const report = contentHealth(await answer(), TODAY)
  const german = report
    .find((group) => group.kind === 'figures')!
    .items.filter((item) => item.places.some((place) => place.documentId.startsWith('de-')))
  expect(german.map((item) => item.message)).toEqual(['“jahren”: 10+ and 15+'])
  expect(german[0]!.places.map((place) => [place.documentId, place.language])).toEqual([
    ['de-stat-years', 'de'],
    ['de-stat-services-years', 'de'],
  ])
})

test('figures: in German a count after a preposition ("über 150+ Projekten") counts the same word as "500+ Projekte"', async () => {
  // The seed's German SAP page cites its 150+ implementations as "Einführungen"; here a translator wrote "Projekten".
  const projects = (docs: Doc[]) =>
    JSON.parse(JSON.stringify(docs).replace('" Einführungen."', '" Projekten."')) as Doc[]
  const report = contentHealth(await answer(projects), TODAY)
  const item = report
    .find((group) => group.kind === 'figures')!
    .items.find((candidate) => candidate.message === '“projekten”: 150+ and 500+')
  expect(item?.places.map((place) => place.documentId)).toEqual(
    expect.arrayContaining(['de-stat-implementations', 'de-stat-services-projects']),
  )
})

test('figures: the seed’s 10+ years and 15+ years contradict each other, and nothing else does', async () => {
  expect(await figuresInEnglish()).toEqual([
    {
      message: '“years”: 10+ and 15+',
      places: ['stat-years value', 'stat-services-years value'],
    },
  ])
})

test('figures: once both Stats say 15+, no figure contradicts another', async () => {
  expect(await figuresInEnglish(withDoc('stat-years', () => ({ value: '15+' })))).toEqual([])
})

test('figures: a count typed in a text is compared with the Stats counting the same word', async () => {
  const typed = withDoc('faq-1', () => ({
    answer: wordsAsFigureText('We have 500+ projects and 12+ years behind us.'),
  }))
  const fixed = withDoc('stat-services-years', () => ({ value: '10+' }))
  expect(await figuresInEnglish(pipe(typed, fixed))).toEqual([
    {
      message: '“years”: 12+ and 10+',
      places: ['faq-1 answer[_key=="words"]', 'stat-years value', 'stat-services-years value'],
    },
  ])
})

test('figures: percentages are not compared (40% faster here, 45% faster there)', async () => {
  const typed = withDoc('faq-1', () => ({
    answer: wordsAsFigureText('Month-end close 12% faster, support 30% faster.'),
  }))
  const fixed = withDoc('stat-years', () => ({ value: '15+' }))
  expect(await figuresInEnglish(pipe(typed, fixed))).toEqual([])
})

test('figures: a count in a testimonial is the client’s, not compared with the company’s', async () => {
  const quoted = withDoc('testimonial-1', () => ({
    content: 'After 20+ years of spreadsheets, we finally close on time.',
  }))
  expect(
    await figuresInEnglish(
      pipe(
        quoted,
        withDoc('stat-years', () => ({ value: '15+' })),
      ),
    ),
  ).toEqual([])
})

test('figures: two Stats with the same label and different values contradict each other', async () => {
  const relabelled = withDoc('stat-uptime', () => ({ label: 'Platform uptime SLA', value: '99.5%' }))
  const fixed = withDoc('stat-years', () => ({ value: '15+' }))
  expect(await figuresInEnglish(pipe(relabelled, fixed))).toEqual([
    {
      message: 'Stats labelled “Platform uptime SLA”: 99.9% and 99.5%',
      places: ['stat-btp-uptime value', 'stat-uptime value'],
    },
  ])
})

// --- Links ---------------------------------------------------------------------------------------------------

test('links: the seed links only to pages that exist', async () => {
  expect(await items('links')).toEqual([])
})

const footerItem = (key: string, change: Record<string, unknown>) =>
  withDoc(ENGLISH_MENUS, (doc) => ({
    footerColumns: (doc.footerColumns as { items: Record<string, unknown>[] }[]).map((column) => ({
      ...column,
      items: column.items.map((item) => (item._key === key ? { ...item, ...change } : item)),
    })),
  }))

test('links: a menu link typed to an address that is no page is reported; a category page of the blog is one', async () => {
  expect(await items('links', footerItem('blog', { reference: undefined, href: '/no-such-page' }))).toEqual([
    {
      message: '“Blog” links to /no-such-page, which is not a page of the site',
      places: ['navigation footerColumns[_key=="company"].items[_key=="blog"]'],
    },
  ])
  // 10 articles at 10 a page: /blog is the only page, /blog/page/2 does not exist; a category with articles has its
  // page.
  expect(
    await items('links', footerItem('blog', { reference: undefined, href: '/blog/category/sap-btp' })),
  ).toEqual([])
  expect(
    (await items('links', footerItem('blog', { reference: undefined, href: '/blog/page/2' })))[0]?.message,
  ).toBe('“Blog” links to /blog/page/2, which is not a page of the site')
})

test('links: a menu link to a deleted page is reported until the link points at a page again', async () => {
  expect(await items('links', without('page-terms'))).toEqual([
    {
      message: '“Terms of Service” links to a deleted page',
      places: ['navigation footerColumns[_key=="legal"].items[_key=="terms"]'],
    },
    // Its German version's link to it, which the Translations menu's "Delete translation" would have removed.
    {
      message: 'Refers to a deleted document (page-terms)',
      places: ['translations-page-terms translations[_key=="en"].value'],
    },
  ])
  // The German menus link the German page, which stays.
  const repointed = footerItem('terms', {
    reference: { _type: 'reference', _ref: 'page-contact', _weak: true },
  })
  expect(
    await items('links', pipe(without('page-terms'), without('translations-page-terms'), repointed)),
  ).toEqual([])
})

/** A rich-text paragraph (key `linked`) whose words `text` link to the document `ref`. */
const linkedParagraph = (ref: string, text: string) => ({
  _type: 'block',
  _key: 'linked',
  style: 'normal',
  markDefs: [
    { _type: 'internalLink', _key: 'l1', reference: { _type: 'reference', _ref: ref, _weak: true } },
  ],
  children: [{ _type: 'span', _key: 's1', text, marks: ['l1'] }],
})

test('links: a rich-text link to a deleted article, and a reference to a deleted Stat, are reported', async () => {
  const link = withDoc('blogPost-test-automation-roi', (doc) => ({
    body: [linkedParagraph('blogPost-gone', 'Read more'), ...(doc.body as unknown[])],
  }))
  const statGone = without('stat-deploy')
  expect(await items('links', pipe(link, statGone))).toEqual([
    expect.objectContaining({
      message: 'A link in the text points to a deleted page',
      places: ['blogPost-test-automation-roi body[_key=="linked"]'],
    }),
    ...(await items('links', statGone)),
  ])
  expect((await items('links', statGone)).map((item) => item.message)).toContain(
    'Refers to a deleted document (stat-deploy)',
  )
})

/** The Terms page's rich text with a first paragraph whose words link to `reference`. */
const termsTextLinkingTo = (ref: string) =>
  withDoc('page-terms', (doc) => ({
    sections: (doc.sections as { _key: string; body?: unknown[] }[]).map((section) =>
      section._key === 'text'
        ? {
            ...section,
            body: [linkedParagraph(ref, 'our FAQ'), ...section.body!],
          }
        : section,
    ),
  }))

test('links: a link in a page’s rich text to a deleted page is reported at its paragraph', async () => {
  expect(await items('links', termsTextLinkingTo('page-gone'))).toEqual([
    {
      message: 'A link in the text points to a deleted page',
      places: ['page-terms sections[_key=="text"].body[_key=="linked"]'],
    },
  ])
})

test('links: a link in rich text to a page that has only a draft is reported as not published, until it is', async () => {
  const draftOnly = (docs: Doc[]) => [
    ...docs,
    { _id: 'drafts.page-pricing', _type: 'page', title: 'Pricing', path: '/pricing', sections: [] },
  ]
  expect(await items('links', pipe(draftOnly, termsTextLinkingTo('page-pricing')))).toEqual([
    {
      message: 'A link in the text points to a page that is not published',
      places: ['page-terms sections[_key=="text"].body[_key=="linked"]'],
    },
  ])
  const publishedToo = (docs: Doc[]) => [
    ...docs,
    { _id: 'page-pricing', _type: 'page', title: 'Pricing', path: '/pricing', sections: [] },
  ]
  expect(await items('links', pipe(draftOnly, publishedToo, termsTextLinkingTo('page-pricing')))).toEqual([])
})

test('links: a section link to an anchor the page has no section with is reported, until a section has it', async () => {
  const broken = footerItem('faq', { href: '/#questions' })
  expect(await items('links', broken)).toEqual([
    {
      message: '“FAQ” links to /#questions, but / has no section with the anchor “questions”',
      places: ['navigation footerColumns[_key=="company"].items[_key=="faq"]'],
    },
  ])
  const renamed = withDoc('page-home', (doc) => ({
    sections: (doc.sections as { anchorId?: string }[]).map((section) =>
      section.anchorId === 'faq' ? { ...section, anchorId: 'questions' } : section,
    ),
  }))
  expect(await items('links', pipe(broken, renamed))).toEqual([])
  // The German menus' FAQ link goes to the German home page's FAQ, checked there.
  const germanRenamed = withDoc('de-home', (doc) => ({
    sections: (doc.sections as { anchorId?: string }[]).map((section) =>
      section.anchorId === 'faq' ? { ...section, anchorId: 'fragen' } : section,
    ),
  }))
  expect(await items('links', germanRenamed)).toEqual([
    {
      message: '“FAQ” links to /de#faq, but /de has no section with the anchor “faq”',
      places: ['de-navigation footerColumns[_key=="company"].items[_key=="faq"]'],
    },
  ])
})

test('links: a page link typed with an #anchor is checked the same way, and so is #anchor alone on the page it is on', async () => {
  expect(await items('links', footerItem('faq', { kind: 'internal', href: '/about#team' }))).toEqual([
    {
      message: '“FAQ” links to /about#team, but /about has no section with the anchor “team”',
      places: ['navigation footerColumns[_key=="company"].items[_key=="faq"]'],
    },
  ])
  const onItsOwnPage = withDoc('page-about', (doc) => ({
    sections: (doc.sections as { _key: string; links?: Record<string, unknown>[] }[]).map((section) =>
      section._key === 'hero'
        ? { ...section, links: section.links!.map((link) => ({ ...link, href: '#our-people' })) }
        : section,
    ),
  }))
  expect(await items('links', onItsOwnPage)).toEqual([
    {
      message: '“Meet the Team” links to #our-people, but /about has no section with the anchor “our-people”',
      places: ['page-about sections[_key=="hero"].links[_key=="l0"]'],
    },
  ])
})

// --- Images --------------------------------------------------------------------------------------------------

test('images: an image without alternative text is reported, a decorative one is not', async () => {
  expect(await items('images')).toEqual([])
  const noAlt = withDoc('blogPost-test-automation-roi', (doc) => ({
    image: { ...(doc.image as object), alt: '' },
  }))
  expect(await items('images', noAlt)).toEqual([
    { message: 'An image has no alternative text', places: ['blogPost-test-automation-roi image'] },
  ])
  const decorative = withDoc('blogPost-test-automation-roi', (doc) => ({
    image: { ...(doc.image as object), alt: '', decorative: true },
  }))
  expect(await items('images', decorative)).toEqual([])
})

// --- Search descriptions -------------------------------------------------------------------------------------

test('descriptions: a page without its own falls back to the default and is reported; a service has its card text', async () => {
  expect(await items('descriptions')).toEqual([])
  const noDescription = (id: string) =>
    withDoc(id, (doc) => ({ seo: { ...(doc.seo as object), metaDescription: undefined } }))
  expect(await items('descriptions', noDescription('page-contact'))).toEqual([
    {
      message: 'No search description: search engines get the Site Settings’ default one',
      places: ['page-contact seo.metaDescription'],
    },
  ])
  expect(await items('descriptions', noDescription('service-sap-implementation'))).toEqual([])
  // Not listed by search engines: nothing to describe.
  expect(await items('descriptions', noDescription('page-thank-you'))).toEqual([])
})

// --- Placeholders --------------------------------------------------------------------------------------------

test('placeholders: the seed’s fictional 555 number, wherever it is stored', async () => {
  const found = await items('placeholders')
  expect(found).toContainEqual({
    message: '“+1 (555) 012-3456” is a fictional number (area code 555 is used for fiction)',
    places: ['siteSettings phone'],
  })
  expect(found.flatMap((item) => item.places)).toEqual(
    expect.arrayContaining(['siteSettings phoneHref', 'page-home seo.jsonLd']),
  )
})

test('placeholders: the phone number in Site Settings is no longer reported once it is real', async () => {
  const real = withDoc('siteSettings', () => ({ phone: '+1 (215) 555-2368' }))
  const places = (await items('placeholders', real)).flatMap((item) => item.places)
  expect(places).not.toContain('siteSettings phone')
  expect(places).toContain('siteSettings phoneHref')
})

test('placeholders: reserved numbers and example e-mail domains', async () => {
  expect(placeholderPhone('12155550142')).toBe('555-0100 to 555-0199 are reserved for fiction')
  expect(placeholderPhone('12155552368')).toBeNull()
  expect(placeholderPhone('447700900123')).toBe('a UK range reserved for drama')
  expect(placeholderPhone('61491570156')).toBe('an Australian range reserved for fiction')
  expect(exampleEmailDomain('example.com')).toBe('example.com is reserved for examples')
  expect(exampleEmailDomain('mail.invalid')).toBe('.invalid is reserved for tests')
  expect(exampleEmailDomain('northbridge-consulting.com')).toBeNull()
  const example = withDoc('siteSettings', () => ({ email: 'hello@example.com' }))
  expect(await items('placeholders', example)).toContainEqual({
    message: '“hello@example.com” is an example address (example.com is reserved for examples)',
    places: ['siteSettings email'],
  })
})

// --- Dates ---------------------------------------------------------------------------------------------------

test('dates: “© 2025” when the year is 2026, and the blog’s newest article is more than a year old', async () => {
  expect(await items('dates')).toEqual([
    // The German blog page's list too: its articles are as old.
    {
      message: 'The article list’s newest article is from 15 March 2025, more than a year ago',
      places: ['de-page-blog sections[_key=="posts"]'],
    },
    {
      message: 'The article list’s newest article is from 15 March 2025, more than a year ago',
      places: ['page-blog sections[_key=="posts"]'],
    },
    // The German site settings' footer reads the same.
    { message: 'The footer reads “© 2025”: the year is 2026', places: ['de-site-settings copyrightYear'] },
    { message: 'The footer reads “© 2025”: the year is 2026', places: ['siteSettings copyrightYear'] },
  ])
})

test('dates: a copyright year of this year and a recent article are fine', async () => {
  const fixed = pipe(
    withDoc('siteSettings', () => ({ copyrightYear: 2026 })),
    withDoc('de-site-settings', () => ({ copyrightYear: 2026 })),
    withDoc('blogPost-test-automation-roi', () => ({ publishedAt: '2026-11-02' })),
  )
  expect(await items('dates', fixed)).toEqual([])
})

test('dates: an article dated in the future is reported', async () => {
  const future = withDoc('blogPost-test-automation-roi', () => ({ publishedAt: '2027-01-15' }))
  expect(await items('dates', future)).toContainEqual({
    message: 'Dated 15 January 2027, which is in the future',
    places: ['blogPost-test-automation-roi publishedAt'],
  })
})

test('dates: a “last updated” date later than today is reported', async () => {
  expect(await items('dates', undefined, new Date(2026, 10, 20, 12))).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        message: '“Last updated: 23 November 2026” is later than today (20 November 2026)',
      }),
    ]),
  )
})

// --- The query -----------------------------------------------------------------------------------------------

test('the query reads articles without their body’s words (10,000 articles stay one small answer)', async () => {
  const data = await answer()
  const words = JSON.stringify(data.articles)
  expect(data.articles).toHaveLength((await seedDocuments()).filter((doc) => doc._type === 'blogPost').length)
  expect(words).not.toContain('"span"')
  // Leads and the assistant's questions are not read.
  expect(data.documents.map((doc) => doc._type)).not.toContain('contactSubmission')
})
