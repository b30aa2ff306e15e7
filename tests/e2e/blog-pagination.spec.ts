// The blog listing shows a page of articles at a time (10 per page in the seed, set in the CMS: the spec's grid of 10
// articles on /blog, so the seed's ten fit on one page): /blog, /blog/page/2, ... each a real page with its own
// canonical URL, rel=prev/next and links that work without JavaScript, and the pages follow what is published.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { mutateLake, PUBLISHED_CONTENT_LOCK, waitForHydration } from './helpers.ts'

// One at a time: the last test publishes articles, which moves the others' articles between pages; and never beside
// live-html.spec.ts, whose new and deleted articles would move them too.
test.describe.configure({ mode: 'serial', lock: PUBLISHED_CONTENT_LOCK })

const LAKE = '/content-lake/v2025-02-19/data'
const SITE = 'https://www.northbridge-consulting.com'

/** The titles of the published articles in the listing's order, as the lake holds them now. */
async function titlesInOrder(request: APIRequestContext): Promise<string[]> {
  const query = encodeURIComponent(
    // The English blog's articles: the German ones are listed on /de/blog.
    '*[_type == "blogPost" && defined(slug.current) && coalesce(language, "en") == "en"] | order(publishedAt desc, _id asc).title',
  )
  return (await (await request.get(`${LAKE}/query/production?query=${query}`)).json()).result
}

async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}

/** The article titles on a served listing page, in order (as text: a title may hold markup, e.g. a kept hyphen). */
const cardTitles = (html: string) =>
  [...html.slice(html.indexOf('<main')).matchAll(/<h3>(.*?)<\/h3>/gs)].map(([, title]) =>
    title!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'),
  )
/**
 * Waits until a served listing page shows exactly the articles `from` to `to` of the lake's order. Polled, because
 * other tests publish articles while this one runs and the server re-renders within moments.
 */
async function expectListing(request: APIRequestContext, path: string, from: number, to: number) {
  await expect
    .poll(async () => {
      const expected = (await titlesInOrder(request)).slice(from, to)
      const shown = cardTitles((await served(request, path)).html)
      return shown.join('\n') === expected.join('\n') ? 'the same' : { shown, expected }
    })
    .toBe('the same')
}

const article = (slug: string, title: string, publishedAt: string) => ({
  _id: `blogPost-${slug}`,
  _type: 'blogPost',
  title,
  slug: { _type: 'slug', current: slug },
  excerpt: `${title}: an article of the pagination test.`,
  category: 'SAP',
  publishedAt,
  author: { _type: 'reference', _ref: 'person-anna-kowalski' },
})

const PER_PAGE = 10

const link = (html: string, rel: string) => html.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1]

test.describe("the seed's articles", () => {
  test('/blog shows the 10 articles in one grid and is its own canonical, with no other page', async ({
    request,
  }) => {
    // Articles other tests publish are dated before the seed's: /blog holds the seed's ten whatever runs beside it.
    await expectListing(request, '/blog', 0, PER_PAGE)
    const page = await served(request, '/blog')
    expect(page.status).toBe(200)
    expect(cardTitles(page.html)).toHaveLength(10)
    expect(link(page.html, 'canonical')).toBe(`${SITE}/blog`)
    expect(link(page.html, 'prev')).toBeUndefined()
  })
})

/** Nine more articles, dated before every other, so they make a page 2 whatever else is published meanwhile. */
const olderArticles = Array.from({ length: 9 }, (_, index) =>
  article(`pagination-older-${index + 1}`, `Pagination Older ${index + 1}`, `2002-01-0${index + 1}`),
)

test.describe('served without JavaScript, with a second page', () => {
  // Publishing changes the one shared server, and the phone run would remove the articles under the desktop's feet.
  test.skip(({ isMobile }) => isMobile, 'publishing changes the one shared server: once is enough')
  test.beforeAll(async ({ request, isMobile }) => {
    if (isMobile) return
    await mutateLake(
      request,
      olderArticles.map((doc) => ({ createOrReplace: doc })),
    )
  })
  // Hooks run for the skipped phone run too: only the run that published removes.
  test.afterAll(async ({ request, isMobile }) => {
    if (isMobile) return
    await mutateLake(
      request,
      olderArticles.map((doc) => ({ delete: { id: doc._id } })),
    )
  })

  test('/blog points to page 2 as next', async ({ request }) => {
    await expect
      .poll(async () => link((await served(request, '/blog')).html, 'next'))
      .toBe(`${SITE}/blog/page/2`)
  })

  test('/blog/page/2 shows the next articles under its own title and canonical, with /blog as prev', async ({
    request,
  }) => {
    await expectListing(request, '/blog/page/2', PER_PAGE, 2 * PER_PAGE)
    const page = await served(request, '/blog/page/2')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<title data-head>Blog – Page 2 | Northbridge Consulting</title>')
    expect(link(page.html, 'canonical')).toBe(`${SITE}/blog/page/2`)
    expect(link(page.html, 'prev')).toBe(`${SITE}/blog`)
    expect(page.html).not.toMatch(/<meta[^>]+name="robots"[^>]+noindex/)
  })

  test('a page number past the end, page 1 spelled out and a page of a page without a listing answer 404', async ({
    request,
  }) => {
    for (const path of ['/blog/page/99', '/blog/page/1', '/blog/page/02', '/contact/page/2']) {
      const page = await served(request, path)
      expect(page.status, path).toBe(404)
      expect(page.html, path).toMatch(/<meta[^>]+name="robots"[^>]+noindex/)
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('"Older articles" and the page numbers are links between the pages', async ({ page }) => {
      await page.goto('/blog')
      const pages = page.getByRole('navigation', { name: 'Blog pages' })
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
      await pages.getByRole('link', { name: 'Older articles' }).click()
      await expect(page).toHaveURL(/\/blog\/page\/2$/)
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
      await pages.getByRole('link', { name: 'Newer articles' }).click()
      await expect(page).toHaveURL(/\/blog$/)
    })
  })

  test('after hydration the page links change the page in the app, with the same articles as the served page', async ({
    page,
    request,
  }) => {
    const titles = await titlesInOrder(request)
    await page.goto('/blog')
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    await expect(page.locator('main h3')).toHaveText(titles.slice(PER_PAGE, 2 * PER_PAGE))
    await expect(page).toHaveTitle('Blog – Page 2 | Northbridge Consulting')
  })
})

test.describe("a category's page", () => {
  test('lists exactly the articles of its category, under its own title and canonical', async ({
    request,
  }) => {
    const query = encodeURIComponent(
      '*[_type == "blogPost" && defined(slug.current) && category == "Microsoft Dynamics" && coalesce(language, "en") == "en"] | order(publishedAt desc, _id asc).title',
    )
    const expected = (await (await request.get(`${LAKE}/query/production?query=${query}`)).json()).result
    expect(expected.length).toBeGreaterThan(0)
    await expect
      .poll(async () => cardTitles((await served(request, '/blog/category/microsoft-dynamics')).html))
      .toEqual(expected)
    const page = await served(request, '/blog/category/microsoft-dynamics')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<title data-head>Microsoft Dynamics – Blog | Northbridge Consulting</title>')
    expect(link(page.html, 'canonical')).toBe(`${SITE}/blog/category/microsoft-dynamics`)
    expect((await served(request, '/blog/category/gardening')).status).toBe(404)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("an article's category on its card is a link to the category's page", async ({ page }) => {
    await page.goto('/blog')
    const badge = page.locator('main').getByRole('link', { name: 'Microsoft Dynamics', exact: true }).first()
    await badge.click()
    await expect(page).toHaveURL(/\/blog\/category\/microsoft-dynamics$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Microsoft Dynamics' })).toBeVisible()
  })
})

test.describe('live', () => {
  test.beforeEach(({ request: _request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'publishing changes the one shared server: once is enough')
  })

  // Dated before every other article, so they fill the end of the listing whatever else is published meanwhile:
  // with the seed's ten, at least three pages.
  const oldOnes = Array.from({ length: 19 }, (_, index) =>
    article(
      `pagination-old-${index + 1}`,
      `Pagination Old ${index + 1}`,
      `2001-01-${String(index + 1).padStart(2, '0')}`,
    ),
  )
  const newest = article('pagination-newest', 'Pagination Newest', '2026-11-22')

  test('publishing puts an article first on page 1 and adds a last page; deleting removes it again', async ({
    request,
  }) => {
    await mutateLake(
      request,
      [...oldOnes, newest].map((doc) => ({ createOrReplace: doc })),
    )

    await expect
      .poll(async () => cardTitles((await served(request, '/blog')).html)[0])
      .toBe('Pagination Newest')
    const total = (await titlesInOrder(request)).length
    const last = Math.ceil(total / PER_PAGE)
    expect(last).toBeGreaterThanOrEqual(3)
    await expect
      .poll(async () => link((await served(request, `/blog/page/${last - 1}`)).html, 'next'))
      .toBe(`${SITE}/blog/page/${last}`)
    const lastPage = await served(request, `/blog/page/${last}`)
    expect(lastPage.status).toBe(200)
    expect(cardTitles(lastPage.html).at(-1)).toBe('Pagination Old 1')
    await expect
      .poll(async () => (await served(request, '/sitemap-blog-1.xml')).html)
      .toContain(`<loc>${SITE}/blog/page/${last}</loc>`)

    await mutateLake(
      request,
      [...oldOnes, newest].map((doc) => ({ delete: { id: doc._id } })),
    )
    await expect.poll(async () => (await served(request, `/blog/page/${last}`)).status).toBe(404)
    await expect.poll(async () => (await served(request, '/blog')).html).not.toContain('Pagination Newest')
  })
})
