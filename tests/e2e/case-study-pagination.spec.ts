// The case studies page lists every case study (its grid has none chosen in the seed), a page of 12 at a time: once
// there are more, /case-studies/page/2 is a real page with its own canonical and rel=prev, linked from the first
// page by plain links, and it follows what is published.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { mutateLake } from './helpers.ts'

// Publishing changes the one shared server: once is enough, and one test at a time.
test.describe.configure({ mode: 'serial' })
test.beforeEach(({ request: _request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'publishing changes the one shared server: once is enough')
})

const SITE = 'https://www.northbridge-consulting.com'

async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}

/** The case study titles on a served page, in order (as text: a title may hold markup, e.g. a kept hyphen). */
const cardTitles = (html: string) =>
  [...html.slice(html.indexOf('<main')).matchAll(/<h3>(.*?)<\/h3>/gs)].map(([, title]) =>
    title!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'),
  )

const link = (html: string, rel: string) => html.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1]

// Sorted after the seed's four (sort order 1 to 4), so they fill pages 1 and 2 after them.
const added = Array.from({ length: 11 }, (_, index) => ({
  _id: `caseStudy-pagination-${index + 1}`,
  _type: 'caseStudy',
  title: `Pagination Study ${index + 1}`,
  slug: { _type: 'slug', current: `pagination-study-${index + 1}` },
  company: 'Pagination Test Ltd',
  industry: 'Testing',
  excerpt: 'A case study of the pagination test.',
  order: 100 + index,
}))

test('the seed fits on one page: four case studies, no page links, and no page 2', async ({ request }) => {
  const page = await served(request, '/case-studies')
  expect(page.status).toBe(200)
  expect(cardTitles(page.html)).toHaveLength(4)
  expect(link(page.html, 'next')).toBeUndefined()
  expect(page.html).not.toContain('aria-label="Case study pages"')
  expect((await served(request, '/case-studies/page/2')).status).toBe(404)
})

test('publishing more than a page of case studies adds /case-studies/page/2; deleting them removes it', async ({
  request,
}) => {
  await mutateLake(
    request,
    added.map((doc) => ({ createOrReplace: doc })),
  )
  await expect.poll(async () => (await served(request, '/case-studies/page/2')).status).toBe(200)
  const second = await served(request, '/case-studies/page/2')
  expect(cardTitles(second.html)).toEqual([
    'Pagination Study 9',
    'Pagination Study 10',
    'Pagination Study 11',
  ])
  expect(second.html).toContain('<title data-head>Case Studies – Page 2 | Northbridge Consulting</title>')
  expect(link(second.html, 'canonical')).toBe(`${SITE}/case-studies/page/2`)
  expect(link(second.html, 'prev')).toBe(`${SITE}/case-studies`)

  await expect
    .poll(async () => link((await served(request, '/case-studies')).html, 'next'))
    .toBe(`${SITE}/case-studies/page/2`)
  const first = await served(request, '/case-studies')
  expect(cardTitles(first.html)).toHaveLength(12)
  const next = first.html.match(/<a ([^>]*)>(?:(?!<\/a>).)*More case studies/s)?.[1]
  expect(next).toContain('href="/case-studies/page/2"')
  expect(next).toContain('rel="next"')
  await expect
    .poll(async () => (await served(request, '/sitemap-case-studies-1.xml')).html)
    .toContain(`<loc>${SITE}/case-studies/page/2</loc>`)

  await mutateLake(
    request,
    added.map((doc) => ({ delete: { id: doc._id } })),
  )
  await expect.poll(async () => (await served(request, '/case-studies/page/2')).status).toBe(404)
  await expect.poll(async () => cardTitles((await served(request, '/case-studies')).html)).toHaveLength(4)
})
