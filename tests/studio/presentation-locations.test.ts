// Visual editing's "Used on" list: which pages of the site show a document, read from the real content lake with the
// query the Presentation tool runs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { documentLocations } from '../../studio/presentation/locations.ts'
import { locationsQuery } from '../../schemas/lib/queries.ts'
import type { LocationsQueryResult } from '../../shared/sanity.types.ts'
import { mainDocuments } from '../../studio/presentation/main-documents.ts'
import { seedFile } from '#shared/paths.ts'
import { startLake, writeSeed, type TestLake } from '../content-lake/harness.ts'

let t: TestLake

/** A value with every image left out, at any depth (client logos sit inside sections, a company logo in a testimonial). */
function withoutImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutImages)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => !(field && typeof field === 'object' && '_sanityAsset' in field))
      .map(([key, field]) => [key, withoutImages(field)]),
  )
}
beforeAll(async () => {
  // The site's own content, without its images (the seed's images are not needed to know where things show).
  const documents = (await readFile(seedFile, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .map((doc) => withoutImages(doc) as Record<string, unknown>)
  t = await startLake({ seedFile: await writeSeed(await mkdtemp(`${tmpdir()}/locations-`), documents) })
})
afterAll(() => t.close())

const locationsOf = async (id: string) =>
  documentLocations(
    await t.editor.fetch<LocationsQueryResult>(locationsQuery, { id }, { perspective: 'drafts' }),
  )
const hrefs = async (id: string) => (await locationsOf(id))?.locations?.map(({ href }) => href)

describe('where a document shows on the site', () => {
  test('a page at its own address', async () => {
    expect(await hrefs('page-contact')).toEqual(['/contact'])
  })

  test('a service at its own address, then the pages listing it', async () => {
    const places = await hrefs('service-sap-implementation')
    expect(places?.[0]).toBe('/sap-implementation')
    expect(places).toContain('/')
    expect(places).toContain('/services')
  })

  test('a stat on every page whose sections show it', async () => {
    expect(await hrefs('stat-years')).toContain('/')
  })

  test('a stat on every page whose sentences cite it, as well as where a tile shows it', async () => {
    const used = await hrefs('stat-implementations')
    // The home hero's sentence and badge, the SAP method's intro, the Dynamics platform text.
    for (const path of ['/', '/sap-implementation', '/dynamics-365-finance-operations'])
      expect(used).toContain(path)
  })

  test('an article at its own page and in the blog listing', async () => {
    expect(await hrefs('blogPost-test-automation-roi')).toEqual(['/blog/test-automation-roi', '/blog'])
  })

  test('site settings and navigation on every page', async () => {
    expect(await locationsOf('navigation')).toEqual({
      message: 'Shown on every page of the site',
      locations: [{ title: 'Home', href: '/' }],
    })
  })

  test('the contact form texts in every page with a contact form', async () => {
    expect(await locationsOf('contactFormDefaults')).toEqual({
      message: 'Shown in every contact form, except the texts a form has its own',
      locations: [
        { title: 'Home', href: '/' },
        { title: 'Contact', href: '/contact' },
      ],
    })
  })

  test('the German contact form texts in the German pages with a contact form, the German menus on the German home', async () => {
    expect(await locationsOf('de-contact-form-defaults')).toEqual({
      message: 'Shown in every contact form, except the texts a form has its own',
      locations: [
        { title: 'Startseite', href: '/de' },
        { title: 'Kontakt', href: '/de/kontakt' },
      ],
    })
    expect(await locationsOf('de-navigation')).toEqual({
      message: 'Shown on every page of the site',
      locations: [{ title: 'Home', href: '/de' }],
    })
  })

  test('a shared item no page uses yet says so; redirects are on no page', async () => {
    await t.editor.createOrReplace({ _id: 'stat-unused', _type: 'stat', value: '1', label: 'Unused' })
    expect(await locationsOf('stat-unused')).toEqual({
      message: 'Not shown on any page yet',
      tone: 'caution',
    })
    await t.editor.createOrReplace({ _id: 'redirect-x', _type: 'redirect', from: '/old', to: '/new' })
    expect(await locationsOf('redirect-x')).toBeNull()
  })
})

describe('the document a page is made from', () => {
  test('case studies and articles by slug in each language; every other address is a page or service by path', () => {
    // In the route registry's order (shared/routes.ts); the catch-all last.
    expect(mainDocuments.map(({ route }) => route)).toEqual([
      '/blog/:slug',
      '/de/blog/:slug',
      '/case-studies/:slug',
      '/de/referenzen/:slug',
      '/:path(.*)',
    ])
    expect(mainDocuments[3]).toMatchObject({
      filter: '_type == "caseStudy" && slug.current == $slug && coalesce(language, "en") == "de"',
    })
    const catchAll = mainDocuments[4]!
    expect(
      catchAll.resolve?.({ origin: 'http://localhost:3000', params: { path: 'contact' }, path: '/contact' }),
    ).toEqual({ filter: '_type in ["page", "service"] && path == $path', params: { path: '/contact' } })
  })
})
