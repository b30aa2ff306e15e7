// Every figure and exact text of the product (docs/product.md) is in the seed dataset, where the content model says it lives: the
// counts (8 FAQ, 10 blog articles, 9 testimonials, ...), the figures, the labels of buttons and menus, and the
// messages of the not-found pages. A marketer changes these in the Studio; this test pins the seed to the spec.
import { fileURLToPath } from 'node:url'
import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { BLOG_CATEGORIES, fixedPages, pageIds, singletonIds } from '../../schemas/index.ts'
import { readTimeMinutes } from '../../web/src/queries/fragments.ts'
import { caseStudyListingQuery } from '../../web/src/queries/case-study.ts'
import { navigationQuery } from '../../web/src/queries/settings.ts'
import type { NavigationQueryResult } from '../../shared/sanity.types.ts'
import { DEFAULT_PER_PAGE, listingPageCount, listingSlice } from '../../schemas/lib/pagination.ts'
import { loadDataset } from './checker/index.ts'
import { figureTextValue } from '../../schemas/lib/figure-text.ts'
import { routePathOf, type RoutableFields } from '../../schemas/lib/document-path.ts'

type Json = Record<string, unknown>

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))

let documents: Json[] = []
let byId = new Map<string, Json>()
let texts: string[] = []

beforeAll(() => {
  documents = loadDataset(contentDir).documents
  byId = new Map(documents.map((document) => [String(document._id), document]))
  // Texts that cite figures read as the site shows them (schemas/lib/figure-text.ts).
  resolveFigures(documents, (id) => text(byId.get(id)?.value))
  // A link that chooses its page goes to that page's address, as the site's GROQ resolves it (linkFields).
  for (const link of linksIn(documents))
    if (link.reference && link.href === undefined)
      link.href = routePathOf(deref(link.reference as Json) as unknown as RoutableFields)
  texts = documents.flatMap((document) => stringsIn(document))
})

// --- helpers over the raw dataset -------------------------------------------------------------------------------

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => (key.startsWith('_') ? [] : stringsIn(child)))
  return []
}

/**
 * Figure texts (headings, intros, card texts) become the strings the site shows, and figures in rich text become
 * spans of their value, so the spec's sentences are found as they read.
 */
function resolveFigures(value: unknown, statValue: (id: string) => string | undefined) {
  if (Array.isArray(value)) return value.forEach((item) => resolveFigures(item, statValue))
  if (!value || typeof value !== 'object') return
  const record = value as Json
  for (const [key, child] of Object.entries(record)) {
    if (
      Array.isArray(child) &&
      child.length > 0 &&
      child.every((item) => (item as Json)?._type === 'block')
    ) {
      if (FIGURE_TEXT_FIELDS.has(key)) record[key] = figureTextValue(child, statValue)
      else if (key === 'answer') record[key] = figureTextValue(child, statValue, '\n\n')
      else if (FIGURE_LINES_FIELDS.has(key))
        record[key] = child.map((block) => figureTextValue([block], statValue))
      else
        for (const block of child as Json[])
          block.children = list(block.children).map((span) =>
            span._type === 'statFigure'
              ? {
                  _type: 'span',
                  _key: span._key,
                  text: statValue(String((span.stat as Json)._ref)),
                  marks: [],
                }
              : span,
          )
    } else resolveFigures(child, statValue)
  }
}
const FIGURE_TEXT_FIELDS = new Set([
  'heading',
  'intro',
  'subheading',
  'title',
  'description',
  'summary',
  'footerTagline',
])
const FIGURE_LINES_FIELDS = new Set(['items', 'highlights'])

/** Every object with a `kind` and a `label` anywhere in the value: the links and buttons. */
function linksIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(linksIn)
  if (!value || typeof value !== 'object') return []
  const record = value as Json
  const own = typeof record.kind === 'string' && typeof record.label === 'string' ? [record] : []
  return [...own, ...Object.values(record).flatMap(linksIn)]
}

/** The English documents of a type: the spec is the English site's (the German ones are docs/languages.md's). */
const ofType = (type: string) =>
  documents.filter((document) => document._type === type && (document.language ?? 'en') === 'en')
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])
const deref = (reference: Json) => byId.get(String(reference._ref))
const refs = (value: unknown) => list(value).map(deref)

/** The page or service page at a path. */
function pageAt(path: string): Json {
  const page = documents.find(
    (document) => ['page', 'service'].includes(String(document._type)) && document.path === path,
  )
  if (!page) throw new Error(`no page or service at ${path}`)
  return page
}

const sectionsOf = (page: Json, type?: string) =>
  list(page.sections).filter((section) => type === undefined || section._type === type)

/** A contact form's service choices: its own, else those of "Contact form texts" (as the queries read them). */
const serviceOptionsOf = (form: Json) =>
  list(form.serviceOptions).length
    ? list(form.serviceOptions)
    : list(byId.get(singletonIds.contactFormDefaults)?.serviceOptions)

/** The references anywhere in a value. */
function referencesIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn)
  if (!value || typeof value !== 'object') return []
  const record = value as Json
  return [
    ...(typeof record._ref === 'string' ? [record] : []),
    ...Object.values(record).flatMap(referencesIn),
  ]
}

/** The texts a page shows: its own and those of the documents it references (stats, cost comparisons, ...). */
const textsShownOn = (page: Json) => [
  ...stringsIn(page),
  ...referencesIn(page).flatMap((reference) => stringsIn(deref(reference))),
]

const cardTitles = (section: Json | undefined) => list(section?.cards).map((card) => card.title)

const labels = (links: Json[]) => links.map((link) => link.label)

/** A section of the given type whose cards have exactly these titles, in this order. */
function sectionWithCards(page: Json, type: string, titles: string[]) {
  return sectionsOf(page, type).find(
    (section) => JSON.stringify(cardTitles(section)) === JSON.stringify(titles),
  )
}

const D365 = '/dynamics-365-finance-operations'

// --- figures and texts ------------------------------------------------------------------------------------------

describe('figures of the spec are in the content', () => {
  test.each([
    // headline claims (section 1)
    '40%+',
    '60-70%',
    '70%',
    '150+',
    '10+',
    '50+',
    '24/7',
    '4M+',
    '4.36M',
    '2 weeks',
    '99.9%',
    // services page and testimonials page figures
    '500+',
    '15+',
    '98%',
    '85%',
    '4.9/5',
    // SAP implementation benefits
    '40%',
    '99%',
    // staff augmentation cost block
    '$120K-$180K',
    '$35K-$65K',
    '65-70%',
    // contact page savings summary
    '$350K+',
    '$85K+',
    '$55K+',
    // savings calculator
    '$500K',
    '$150K',
    '$350K',
    // timelines and ROI
    '18 months',
    '6-18 months',
  ])('%s', (figure) => {
    expect(texts.some((value) => value.includes(figure))).toBe(true)
  })
})

describe('exact texts of the spec are in the content', () => {
  test.each([
    'Case Study Not Found',
    "The case study you're looking for doesn't exist.",
    'Oops! Page not found',
    'Return to Home',
    'Enterprise Technology Assistant',
    'Most Popular',
    'Secure Data Flow',
    'Real-Time Sync',
    'No-Code Setup',
    'Schedule Consultation',
    'Explore Our Services',
    'View All Services',
    'Get Started',
    'Start Your Transformation',
    'Explore Platform',
    'Start Your Journey',
    'Book Strategy Session',
    'Get Your Quote',
    'Schedule Free Consultation',
    'Read More',
    'Subscribe Now',
    'Our Services',
    'Why Outsource to India',
    'Why Choose Us',
    'What Our Clients Say',
    'Core Services',
    'Support Services',
    'Navigation',
    'All Services',
    'Careers',
    'Privacy Policy',
    'Terms of Service',
    'Support',
    'S/4HANA',
    'SuccessFactors',
    'Ariba',
    'Concur',
    'Cost Reduction',
    'Skilled Talent Pool',
    'Faster Time-to-Market',
    'Quality Assurance',
    'Monday-Friday 8 AM-6 PM EST',
    '24 hours',
  ])('%s', (expected) => {
    expect(texts.some((value) => value.includes(expected))).toBe(true)
  })
})

// --- singletons, pages, routes -----------------------------------------------------------------------------------

describe('pages and routes', () => {
  test('every fixed page exists at its path', () => {
    expect(fixedPages.map((page) => [page.id, byId.get(page.id)?.path])).toEqual(
      fixedPages.map((page) => [page.id, page.path]),
    )
  })

  test('the six service pages exist at their paths', () => {
    const paths = ofType('service').map((service) => service.path)
    for (const path of [
      '/sap-implementation',
      '/microsoft-dynamics',
      '/staff-augmentation',
      '/software-testing',
      '/sap-btp',
      D365,
    ])
      expect(paths).toContain(path)
  })

  test('/functional-testing redirects to /software-testing', () => {
    expect(ofType('redirect').map((redirect) => [redirect.from, redirect.to])).toContainEqual([
      '/functional-testing',
      '/software-testing',
    ])
  })

  test('pages with a canonical path in the spec set it', () => {
    for (const path of ['/india-advantage', '/cost-analysis', D365])
      expect([path, (pageAt(path).seo as Json | undefined)?.canonicalPath]).toEqual([path, path])
  })

  test('the India advantage page has a title, description, keywords and structured data', () => {
    const seo = (pageAt('/india-advantage').seo ?? {}) as Json
    expect(text(seo.metaTitle)).toBeTruthy()
    expect(text(seo.metaDescription)).toBeTruthy()
    expect(list(seo.keywords).length).toBeGreaterThan(0)
    expect(() => JSON.parse(String(seo.jsonLd))).not.toThrow()
  })
})

describe('site settings', () => {
  const settings = () => byId.get(singletonIds.siteSettings) ?? {}

  test('the copyright year is 2025', () => {
    expect(settings().copyrightYear).toBe(2025)
  })

  test('two social profiles are linked', () => {
    expect(list(settings().socialLinks)).toHaveLength(2)
  })

  test('the 404 page shows 404, "Oops! Page not found" and "Return to Home"', () => {
    expect(settings().notFound).toMatchObject({
      code: '404',
      heading: 'Oops! Page not found',
      linkLabel: 'Return to Home',
    })
  })

  test('an unknown case study shows the not-found texts', () => {
    expect(settings().caseStudyNotFound).toMatchObject({
      heading: 'Case Study Not Found',
      text: "The case study you're looking for doesn't exist.",
    })
  })

  test('the chat dialog is titled Enterprise Technology Assistant and greets once', () => {
    const assistant = (settings().assistant ?? {}) as Json
    expect(assistant.title).toBe('Enterprise Technology Assistant')
    expect(text(assistant.greeting)).toBeTruthy()
  })

  test('the contact promises: reply within 24 hours, phone hours, a booking page; no made-up emergency number', () => {
    const site = settings()
    expect(site.phoneHours).toBe('Monday-Friday 8 AM-6 PM EST')
    expect(text(site.replyPromise)).toContain('24 hours')
    // The company has no staffed emergency line yet: the field stays empty, so the contact page shows no row.
    expect([site.emergencyPhone, site.emergencyLabel]).toEqual([undefined, undefined])
    expect(text(site.bookingUrl)).toMatch(/^https:\/\//)
  })

  test('the booking is a free 30-minute consultation', () => {
    expect(texts.some((value) => /30[- ]minute/i.test(value))).toBe(true)
  })
})

describe('navigation', () => {
  const navigation = () => byId.get(singletonIds.navigation) ?? {}

  test('the Services drop-down has Core Services and Support Services with the six services', () => {
    expect(list(navigation().serviceGroups).map((group) => [group.title, labels(list(group.links))])).toEqual(
      [
        [
          'Core Services',
          [
            'SAP Implementation',
            'Microsoft Dynamics',
            'Dynamics 365 F&O',
            'SAP Business Technology Platform',
          ],
        ],
        ['Support Services', ['IT Staffing', 'Software Development and Testing']],
      ],
    )
  })

  test('View All Services links to /services', () => {
    expect(navigation().viewAllLink).toMatchObject({ label: 'View All Services', href: '/services' })
  })

  test('the header links are About (#about), Testimonials, Case Studies, Blog and Contact', () => {
    expect(list(navigation().links).map((link) => [link.label, link.href])).toEqual([
      ['About', '/#about'],
      ['Testimonials', '/testimonials'],
      ['Case Studies', '/case-studies'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ])
  })

  test('Get Started opens the booking page', () => {
    expect(navigation().cta).toMatchObject({ label: 'Get Started', kind: 'booking' })
  })

  test('the mobile panel is titled Navigation with the six services plus All Services, and the company list', async () => {
    const nav = (await (
      await evaluate(parse(navigationQuery), { dataset: documents })
    ).get()) as NavigationQueryResult
    expect(nav?.mobilePanelTitle).toBe('Navigation')
    const services = [...(nav?.mobileServiceLinks ?? []), nav?.mobileAllServicesLink]
    expect(services.map((link) => [link?.label, link?.href])).toEqual([
      ['SAP Implementation', '/sap-implementation'],
      ['Microsoft Dynamics', '/microsoft-dynamics'],
      ['Dynamics 365 F&O', '/dynamics-365-finance-operations'],
      ['SAP Business Technology Platform', '/sap-btp'],
      ['IT Staffing', '/staff-augmentation'],
      ['Software Development and Testing', '/software-testing'],
      ['All Services', '/services'],
    ])
    expect(labels(list(nav?.mobileCompanyLinks))).toEqual([
      'About',
      'Testimonials',
      'Case Studies',
      'Blog',
      'Contact',
    ])
  })

  test('the footer has #faq, #about and the blog, a plain Careers item, the legal pages and Support to /contact', () => {
    const items = list(navigation().footerColumns).flatMap((column) => list(column.items))
    const hrefs = items.map((item) => String(item.href))
    expect(hrefs.some((href) => href.endsWith('#faq'))).toBe(true)
    expect(hrefs.some((href) => href.endsWith('#about'))).toBe(true)
    expect(items.find((item) => item.label === 'Careers')).toMatchObject({ kind: 'none' })
    expect(items.find((item) => item.label === 'Blog')).toMatchObject({ href: '/blog' })
    expect(items.find((item) => item.label === 'Privacy Policy')).toMatchObject({ href: '/privacy-policy' })
    expect(items.find((item) => item.label === 'Terms of Service')).toMatchObject({ href: '/terms' })
    expect(items.find((item) => item.label === 'Support')).toMatchObject({ href: '/contact' })
  })
})

// --- shared documents --------------------------------------------------------------------------------------------

describe('FAQ', () => {
  test('there are 8 questions', () => {
    expect(ofType('faqItem')).toHaveLength(8)
  })

  test('the home page FAQ (anchor faq) shows all 8', () => {
    const faq = sectionsOf(byId.get(pageIds.home) ?? {}, 'faqSection')[0]
    expect(faq?.anchorId).toBe('faq')
    expect(new Set(list(faq?.items).map((item) => item._ref)).size).toBe(8)
  })
})

describe('blog', () => {
  const posts = () => ofType('blogPost')

  test('there are 10 articles', () => {
    expect(posts()).toHaveLength(10)
  })

  test('they are dated from 25 January to 15 March 2025', () => {
    const dates = posts()
      .map((post) => String(post.publishedAt))
      .sort()
    expect([dates[0], dates.at(-1)]).toEqual(['2025-01-25', '2025-03-15'])
  })

  // The site works the reading time out of the body with a GROQ projection; the seed is checked with that same
  // projection rather than a re-implementation that could drift from it.
  test('each takes 6 to 10 minutes to read, as the site computes it', async () => {
    const query = parse(`*[_type == "blogPost"]{_id, "minutes": ${readTimeMinutes}}`)
    const times = (await (await evaluate(query, { dataset: posts() })).get()) as {
      _id: string
      minutes: number
    }[]
    expect(times).toHaveLength(10)
    expect(times.filter(({ minutes }) => !(minutes >= 6 && minutes <= 10))).toEqual([])
  })

  test('no two articles share a paragraph', () => {
    const paragraphs = posts().flatMap((post) =>
      list(post.body).map((block) =>
        list(block.children)
          .map((span) => String(span.text ?? ''))
          .join(''),
      ),
    )
    const repeated = paragraphs.filter(
      (text, index) => text.length > 40 && paragraphs.indexOf(text) !== index,
    )
    expect(repeated).toEqual([])
  })

  test('the six categories are all used', () => {
    expect(new Set(posts().map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES))
  })

  test('the blog page lists them with Read More, "min read" and a Subscribe Now link to /contact', () => {
    const grid = sectionsOf(byId.get(pageIds.blog) ?? {}, 'blogGridSection')[0]
    expect(grid).toMatchObject({ readMoreLabel: 'Read More', readTimeLabel: 'min read' })
    expect(list(grid?.links)).toContainEqual(
      expect.objectContaining({ label: 'Subscribe Now', href: '/contact' }),
    )
  })
})

describe('case studies', () => {
  const detailed = [
    'manufacturing-erp-transformation',
    'healthcare-digital-transformation',
    'retail-omnichannel-integration',
  ]
  const slug = (caseStudy: Json) => (caseStudy.slug as Json | undefined)?.current

  // The case studies page lists every case study (its grid has none chosen), with the site's own listing query.
  test('there are 4, and the case studies page shows all 4 on its first page, in their sort order', async () => {
    expect(ofType('caseStudy').map(slug).sort()).toEqual(
      [...detailed, 'financial-services-automation'].sort(),
    )
    const grid = sectionsOf(byId.get(pageIds.caseStudies) ?? {}, 'caseStudyGridSection')[0]
    expect(refs(grid?.caseStudies)).toEqual([])
    const perPage = Number(grid?.perPage ?? DEFAULT_PER_PAGE)
    const params = { ...listingSlice(1, perPage), language: 'en' }
    const page = (await (
      await evaluate(parse(caseStudyListingQuery, { params }), { dataset: documents, params })
    ).get()) as { caseStudies: { slug: string }[]; total: number }
    expect(page.caseStudies.map((caseStudy) => caseStudy.slug)).toEqual([
      ...detailed,
      'financial-services-automation',
    ])
    expect(listingPageCount(page.total, perPage)).toBe(1)
  })

  test('three have a detail page; financial services automation has none', () => {
    const withDetail = ofType('caseStudy')
      .filter((caseStudy) => caseStudy.detail)
      .map(slug)
    expect(withDetail.sort()).toEqual([...detailed].sort())
  })

  test('each detail shows an ROI of 18 months, pain points, approaches, phases, metrics and a quote', () => {
    for (const caseStudy of ofType('caseStudy').filter((item) => item.detail)) {
      const detail = caseStudy.detail as Json
      expect([slug(caseStudy), detail.roi]).toEqual([slug(caseStudy), expect.stringContaining('18 months')])
      expect(list((detail.challenge as Json).painPoints).length).toBeGreaterThan(0)
      expect(list((detail.solution as Json).approaches).length).toBeGreaterThan(0)
      expect(list((detail.implementation as Json).phases).length).toBeGreaterThan(0)
      expect(list((detail.results as Json).metrics).length).toBeGreaterThan(0)
      expect(text((detail.testimonial as Json).quote)).toBeTruthy()
    }
  })
})

describe('testimonials', () => {
  test('there are 9, each rated five stars', () => {
    expect(ofType('testimonial').map((testimonial) => testimonial.rating)).toEqual(Array(9).fill(5))
  })

  test('the testimonials page shows 3 featured and 6 further testimonials, all different', () => {
    const sections = sectionsOf(byId.get(pageIds.testimonials) ?? {}, 'testimonialSection')
    const featured = sections.find((section) => section.layout === 'featured')
    const ids = sections.flatMap((section) => list(section.testimonials).map((item) => item._ref))
    expect(list(featured?.testimonials)).toHaveLength(3)
    expect(new Set(ids).size).toBe(9)
  })

  test('the testimonials page shows 98% satisfaction, 500+ projects, 85% on time and 4.9/5', () => {
    const values = sectionsOf(byId.get(pageIds.testimonials) ?? {}).flatMap((section) =>
      refs(section.stats).map((stat) => stat?.value),
    )
    for (const value of ['98%', '500+', '85%', '4.9/5']) expect(values).toContain(value)
  })

  test('the home page shows three testimonials under "What Our Clients Say"', () => {
    const section = sectionsOf(byId.get(pageIds.home) ?? {}, 'testimonialSection')[0]
    expect(section?.heading).toBe('What Our Clients Say')
    expect(list(section?.testimonials)).toHaveLength(3)
  })
})

describe('cost comparisons', () => {
  test('the four services compare at the spec’s annual figures', () => {
    const rows = ofType('costComparison').map((item) => [
      item.title,
      item.localCost,
      item.indiaCost,
      item.savings,
    ])
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Staff Augmentation', '$120,000-$180,000', '$35,000-$65,000', '65-70%'],
        ['SAP Implementation', '$500,000-$2,000,000', '$150,000-$600,000', '60-70%'],
        ['Microsoft Dynamics', '$300,000-$1,200,000', '$90,000-$360,000', '65-70%'],
        ['Software Development and Testing', '$80,000-$150,000', '$25,000-$45,000', '65-70%'],
      ]),
    )
  })

  test('the cost analysis page compares all four and links "Get Your Quote" to the booking page', () => {
    const page = pageAt('/cost-analysis')
    expect(list(sectionsOf(page, 'costComparisonSection')[0]?.items)).toHaveLength(4)
    expect(linksIn(page)).toContainEqual(
      expect.objectContaining({ label: 'Get Your Quote', kind: 'booking' }),
    )
  })

  test('the cost analysis page gives four reasons to choose India', () => {
    expect(
      sectionWithCards(pageAt('/cost-analysis'), 'cardGridSection', [
        'Cost Reduction',
        'Skilled Talent Pool',
        'Faster Time-to-Market',
        'Quality Assurance',
      ]),
    ).toBeDefined()
  })

  test('the savings example shows $500K local, $150K India, $350K saved, with a booking link', () => {
    const calculator = sectionsOf(pageAt('/cost-analysis'), 'savingsCalculatorSection')[0] ?? {}
    const figures = stringsIn(calculator)
    for (const figure of ['$500K', '$150K', '$350K'])
      expect(figures.some((value) => value.includes(figure))).toBe(true)
    expect(list(calculator.links)).toContainEqual(
      expect.objectContaining({ label: 'Schedule Free Consultation', kind: 'booking' }),
    )
  })
})

// --- pages ------------------------------------------------------------------------------------------------------

describe('home page', () => {
  const home = () => byId.get(pageIds.home) ?? {}

  test('the hero has Schedule Consultation (booking), Explore Our Services (/services) and the AI assistant card', () => {
    const hero = sectionsOf(home(), 'heroSection')[0] ?? {}
    expect(list(hero.links)).toContainEqual(
      expect.objectContaining({ label: 'Schedule Consultation', kind: 'booking' }),
    )
    expect(list(hero.links)).toContainEqual(
      expect.objectContaining({ label: 'Explore Our Services', href: '/services' }),
    )
    expect(hero.showAssistantCard).toBe(true)
  })

  test('Our Services (anchor services) shows four services and View All Services', () => {
    const grid = sectionsOf(home(), 'serviceGridSection')[0] ?? {}
    expect(grid.anchorId).toBe('services')
    expect(refs(grid.services).map((service) => service?.path)).toEqual([
      '/staff-augmentation',
      '/sap-implementation',
      '/microsoft-dynamics',
      '/software-testing',
    ])
    expect(list(grid.links)).toContainEqual(expect.objectContaining({ href: '/services' }))
  })

  test('Why Outsource to India links to /india-advantage with a full page load and to /cost-analysis', () => {
    const links = linksIn(home())
    expect(links).toContainEqual(expect.objectContaining({ href: '/india-advantage', fullPageLoad: true }))
    expect(links).toContainEqual(expect.objectContaining({ href: '/cost-analysis' }))
  })

  test('Why Outsource to India and About show four stat tiles each, six benefit cards and the Why Choose Us list', () => {
    const sections = sectionsOf(home())
    const statGrids = sections.filter(
      (section) => section._type === 'statGridSection' && list(section.stats).length === 4,
    )
    expect(statGrids.length).toBeGreaterThanOrEqual(2)
    expect(
      sections.some((section) => section._type === 'cardGridSection' && list(section.cards).length === 6),
    ).toBe(true)
    expect(
      sections.some(
        (section) => section._type === 'bulletListSection' && section.heading === 'Why Choose Us',
      ),
    ).toBe(true)
  })

  test('the about (anchor about), faq and contact anchors exist', () => {
    const anchors = sectionsOf(home()).map((section) => section.anchorId)
    for (const anchor of ['services', 'about', 'faq', 'contact']) expect(anchors).toContain(anchor)
  })

  test('the home form offers the five services with the home labels', () => {
    const form = sectionsOf(home(), 'contactFormSection')[0] ?? {}
    expect(form.variant).toBe('home')
    expect(serviceOptionsOf(form).map((option) => [option.value, option.label])).toEqual([
      ['sap', 'SAP Implementation'],
      ['dynamics', 'Microsoft Dynamics'],
      ['staff', 'Staff Augmentation'],
      ['testing', 'Software Development and Testing'],
      ['consultation', 'General Consultation'],
    ])
  })
})

describe('services overview page', () => {
  test('shows the four services, 500+ projects, 50+ consultants, 15+ years, 24/7 support and a phone link', () => {
    const page = byId.get(pageIds.services) ?? {}
    const grid = sectionsOf(page, 'serviceGridSection')[0] ?? {}
    expect(refs(grid.services).map((service) => service?.title)).toEqual([
      'SAP Implementation',
      'Microsoft Dynamics',
      'Staff Augmentation',
      'Software Development and Testing',
    ])
    const values = sectionsOf(page).flatMap((section) => refs(section.stats).map((stat) => stat?.value))
    for (const value of ['500+', '50+', '15+', '24/7']) expect(values).toContain(value)
    expect(linksIn(page)).toContainEqual(expect.objectContaining({ kind: 'tel' }))
  })
})

describe('contact page', () => {
  const contact = () => byId.get(pageIds.contact) ?? {}

  test('the full form shows the contact details and labels the staff option IT Staffing', () => {
    const form = sectionsOf(contact(), 'contactFormSection')[0] ?? {}
    expect(form).toMatchObject({ variant: 'full', showContactDetails: true })
    expect(serviceOptionsOf(form).find((option) => option.value === 'staff')?.label).toBe('IT Staffing')
  })

  test('the savings summary shows SAP 60-70% $350K+, IT staffing 65-70% $85K+, development and testing 65-70% $55K+', () => {
    const summary = sectionsOf(contact(), 'savingsSummarySection')[0] ?? {}
    // A saving is the referenced cost comparison's, so the figure is typed once.
    const saving = (item: Json) => (item.comparison ? deref(item.comparison as Json)?.savings : item.savings)
    expect(list(summary.items).map((item) => [saving(item), item.amount])).toEqual([
      ['60-70%', expect.stringContaining('$350K+')],
      ['65-70%', expect.stringContaining('$85K+')],
      ['65-70%', expect.stringContaining('$55K+')],
    ])
  })

  test('links to /cost-analysis and /india-advantage', () => {
    const hrefs = linksIn(contact()).map((link) => link.href)
    expect(hrefs).toContain('/cost-analysis')
    expect(hrefs).toContain('/india-advantage')
  })
})

describe('India advantage page', () => {
  const page = () => pageAt('/india-advantage')

  test('four headline stats, six advantage cards with icon, text and a figure line, six industries', () => {
    expect(sectionsOf(page(), 'statGridSection').some((section) => list(section.stats).length === 4)).toBe(
      true,
    )
    const advantages = sectionsOf(page(), 'cardGridSection').find(
      (section) => list(section.cards).length === 6,
    )
    // The figure line is typed, or a stat's figure (4.36M professionals) so the number lives in one document.
    for (const card of list(advantages?.cards)) {
      expect(card).toMatchObject({ icon: expect.any(String) })
      expect(card.stats ?? deref((card.stat ?? {}) as Json)?.value).toEqual(expect.any(String))
    }
    expect(list(sectionsOf(page(), 'industryGridSection')[0]?.industries)).toHaveLength(6)
  })

  test('closes with Start Your Journey (the contact page) and Schedule Consultation (the booking page)', () => {
    const cta = sectionsOf(page(), 'ctaSection').at(-1) ?? {}
    expect(
      list(cta.links).map((link) => [link.label, link.kind, (link.reference as Json | undefined)?._ref]),
    ).toEqual([
      ['Start Your Journey', 'internal', 'page-contact'],
      ['Schedule Consultation', 'booking', undefined],
    ])
  })
})

describe('service pages', () => {
  test('SAP implementation: four products, a 4-phase methodology, 40% / 99% / 24/7 benefits; every button goes somewhere', () => {
    const page = pageAt('/sap-implementation')
    const products = sectionsOf(page, 'cardGridSection').find((section) =>
      ['S/4HANA', 'SuccessFactors', 'Ariba', 'Concur'].every((name) =>
        cardTitles(section).some((title) => String(title).includes(name)),
      ),
    )
    expect(products).toBeDefined()
    expect(
      sectionsOf(page, 'cardGridSection').some(
        (section) => section.numbered && list(section.cards).length === 4,
      ),
    ).toBe(true)
    const figures = textsShownOn(page)
    for (const figure of ['40%', '99%', '24/7'])
      expect(figures.some((value) => value.includes(figure))).toBe(true)
    expect(
      linksIn(page).map((link) => [link.label, link.kind, (link.reference as Json | undefined)?._ref]),
    ).toEqual([
      ['Start Your SAP Project', 'internal', 'page-contact'],
      ['Read Our S/4HANA Migration Guide', 'internal', 'blogPost-sap-s4hana-migration-roadmap'],
      ['Schedule a Call', 'booking', undefined],
      ['View Case Studies', 'internal', 'page-case-studies'],
    ])
  })

  test('Microsoft Dynamics: four service groups and six reasons', () => {
    const counts = sectionsOf(pageAt('/microsoft-dynamics'), 'cardGridSection').map(
      (section) => list(section.cards).length,
    )
    expect(counts).toEqual(expect.arrayContaining([4, 6]))
  })

  test('staff augmentation: six talent categories, six benefits, eight industries, the cost block, links', () => {
    const page = pageAt('/staff-augmentation')
    const counts = sectionsOf(page, 'cardGridSection').map((section) => list(section.cards).length)
    expect(counts.filter((count) => count === 6)).toHaveLength(2)
    expect(list(sectionsOf(page, 'industryGridSection')[0]?.industries)).toHaveLength(8)
    const figures = textsShownOn(page)
    for (const figure of ['$120K-$180K', '$35K-$65K', '65-70%'])
      expect(figures.some((value) => value.includes(figure))).toBe(true)
    expect(linksIn(page)).toContainEqual(expect.objectContaining({ href: '/cost-analysis' }))
    expect(linksIn(page)).toContainEqual(expect.objectContaining({ kind: 'booking' }))
  })

  test('software testing: six services and a numbered 4-step process', () => {
    const sections = sectionsOf(pageAt('/software-testing'), 'cardGridSection')
    expect(sections.some((section) => list(section.cards).length === 6)).toBe(true)
    expect(sections.some((section) => section.numbered && list(section.cards).length === 4)).toBe(true)
  })

  test('SAP BTP: four pillars and links to /contact and /case-studies', () => {
    const page = pageAt('/sap-btp')
    expect(sectionsOf(page, 'cardGridSection').some((section) => list(section.cards).length === 4)).toBe(true)
    const hrefs = linksIn(page).map((link) => link.href)
    expect(hrefs).toContain('/contact')
    expect(hrefs).toContain('/case-studies')
  })

  test('the testimonials page shows eight industries', () => {
    const industries = sectionsOf(byId.get(pageIds.testimonials) ?? {}, 'industryGridSection')[0]?.industries
    expect(list(industries)).toHaveLength(8)
  })
})

describe('Dynamics 365 Finance and Operations page', () => {
  const page = () => pageAt(D365)

  test('is in the menu as Dynamics 365 F&O', () => {
    expect(page().navLabel).toBe('Dynamics 365 F&O')
  })

  test('the hero links Start Your Transformation and Explore Platform to /contact', () => {
    const hero = sectionsOf(page(), 'heroSection')[0] ?? {}
    expect(list(hero.links).map((link) => [link.label, link.href])).toEqual([
      ['Start Your Transformation', '/contact'],
      ['Explore Platform', '/contact'],
    ])
  })

  test('the 9 enterprise capabilities', () => {
    expect(cardTitles(sectionsOf(page(), 'capabilityGridSection')[0])).toEqual([
      'Business Intelligence',
      'Financial Automation',
      'Revenue Optimization',
      'Strategic Planning',
      'Compliance Engine',
      'Project Excellence',
      'Cost Intelligence',
      'Smart Manufacturing',
      'Talent Management',
    ])
  })

  test('6 business outcomes', () => {
    expect(list(sectionsOf(page(), 'outcomeListSection')[0]?.items)).toHaveLength(6)
  })

  test('the 12 core modules, each with an emoji and a colour', () => {
    const modules = sectionsOf(page(), 'moduleGridSection')[0]
    expect(cardTitles(modules)).toEqual([
      'General Ledger',
      'Accounts Payable',
      'Accounts Receivable',
      'Procurement and Sourcing',
      'Manufacturing',
      'Inventory Management',
      'Cash Management',
      'Fixed Assets',
      'Sales Order Management',
      'Project Accounting',
      'Human Resources',
      'Budgeting',
    ])
    for (const card of list(modules?.cards))
      expect(card).toMatchObject({ emoji: expect.any(String), color: expect.any(String) })
  })

  test('the 6 integration categories, Microsoft Power Platform first and the only one marked Most Popular', () => {
    const tabs = sectionsOf(page(), 'integrationTabsSection')[0] ?? {}
    const categories = refs(tabs.categories)
    expect(categories.map((category) => category?.title)).toEqual([
      'Microsoft Power Platform',
      'Microsoft 365 Ecosystem',
      'Azure Cloud Services',
      'Third-Party Business Apps',
      'Banking & Payment Systems',
      'Supply Chain Partners',
    ])
    expect(categories.map((category) => category?.popular === true)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(tabs.popularLabel).toBe('Most Popular')
  })

  test('each integration category has a subtitle, a description and four features', () => {
    for (const category of ofType('integrationCategory')) {
      expect([category.title, list(category.features).length]).toEqual([category.title, 4])
      expect(text(category.subtitle) && text(category.description)).toBeTruthy()
    }
  })

  test('the three integration advantages', () => {
    expect(
      list(sectionsOf(page(), 'integrationTabsSection')[0]?.advantages).map((card) => card.title),
    ).toEqual(['Secure Data Flow', 'Real-Time Sync', 'No-Code Setup'])
  })

  test('8 service cards with 3 features each and a Get Started link to /contact', () => {
    const cards = list(sectionsOf(page(), 'serviceCardsSection')[0]?.cards)
    expect(cards.map((card) => card.title)).toEqual([
      'Implementation & Deployment',
      'System Integration',
      'Data Migration & Management',
      'Customization & Development',
      'Training & Knowledge Transfer',
      '24/7 Support & Maintenance',
      'Performance Optimization',
      'Strategic Consulting',
    ])
    for (const card of cards) {
      expect([card.title, list(card.features).length]).toEqual([card.title, 3])
      expect(card.link).toMatchObject({ label: 'Get Started', href: '/contact' })
    }
  })

  test('closes with Start Your Journey and Book Strategy Session', () => {
    const cta = sectionsOf(page(), 'ctaSection').at(-1) ?? {}
    expect(labels(list(cta.links))).toEqual(['Start Your Journey', 'Book Strategy Session'])
  })

  test('every link on the page goes to /contact', () => {
    for (const link of linksIn(page())) expect([link.label, link.href]).toEqual([link.label, '/contact'])
  })
})
