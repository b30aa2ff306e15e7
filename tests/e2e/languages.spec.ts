// English and German (docs/languages.md): German pages under /de with `lang="de"`, each page's hreflang alternates
// and its own canonical address, and a language switcher that leads to the same page in the other language.
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { mutateLake, waitForHydration } from './helpers.ts'
import { clientDir } from '#shared/paths.ts'
import { isNotFoundPath, routesManifestFile, type RoutesManifest } from '../../render/routes-manifest.ts'

const SITE = 'https://www.northbridge-consulting.com'
const manifest = JSON.parse(readFileSync(routesManifestFile(clientDir), 'utf8')) as RoutesManifest
const GERMAN_ROUTES = Object.keys(manifest.routes).filter(
  (path) => (path === '/de' || path.startsWith('/de/')) && !isNotFoundPath(path),
)

/** The served HTML's language, canonical address and alternates, read without running the page's scripts. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map(([tag]) => [
      attr(tag, 'hreflang'),
      attr(tag, 'href'),
    ]),
  }
}

test('an unknown address under /de answers 404 with the German not-found page, leading to /de', async ({
  page,
}) => {
  const response = await page.goto('/de/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht')
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
    'href',
    '/de',
  )
})

test('an unknown address elsewhere keeps the English not-found page', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
})

test('a German article’s category badge names it in German and leads to the German blog’s page of it', async ({
  page,
}) => {
  await page.goto('/de/blog/roi-der-testautomatisierung')
  await expect(page.getByRole('main').getByText('Softwaretests', { exact: true }).first()).toBeVisible()
  await page.goto('/de/blog')
  const badge = page.getByRole('main').getByRole('link', { name: 'Softwaretests', exact: true }).first()
  await expect(badge).toHaveAttribute('href', '/de/blog/category/software-testing')
  const response = await page.goto('/de/blog/category/software-testing')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { name: 'Softwaretests', exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/^Softwaretests – /)
  await expect(
    page.getByRole('main').locator('a[href="/de/blog/roi-der-testautomatisierung"]').first(),
  ).toBeVisible()
})

test('the sitemap names each page’s versions in every language, and the English one as x-default', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap-pages-1.xml')).text()
  const about = /<url><loc>[^<]*\/about<\/loc>[\s\S]*?<\/url>/.exec(sitemap)?.[0]
  expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/about"/>`)
  expect(about).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${SITE}/de/ueber-uns"/>`)
  expect(about).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/about"/>`)
})

test('the seed has German pages, services, articles and case studies', () => {
  expect(GERMAN_ROUTES).toEqual(
    expect.arrayContaining([
      '/de',
      '/de/kontakt',
      '/de/sap-einfuehrung',
      '/de/blog',
      '/de/blog/roi-der-testautomatisierung',
      '/de/referenzen',
      '/de/referenzen/erp-transformation-fertigung',
    ]),
  )
})

for (const path of GERMAN_ROUTES) {
  test(`${path} is served in German, canonical at its own address`, async ({ request }) => {
    const head = await headOf(request, path)
    expect(head.lang).toBe('de')
    // A case study's card without a detail page is "not found" and names no canonical, as in English.
    if (head.canonical || !head.robots?.startsWith('noindex')) expect(head.canonical).toBe(`${SITE}${path}`)
  })
}

test('a German page’s skip link and menu names are the German site settings’', async ({ request }) => {
  const html = await (await request.get('/de')).text()
  expect(html).toMatch(/href="#main"[^>]*>Zum Inhalt springen<\/a>/)
  expect(html).toContain('aria-label="Hauptmenü"')
  expect(html).toContain('aria-label="Schließen"')
})

test('a page in both languages names both versions and the English one as x-default, in each language', async ({
  request,
}) => {
  const both = [
    ['en', `${SITE}/contact`],
    ['de', `${SITE}/de/kontakt`],
    ['x-default', `${SITE}/contact`],
  ]
  expect((await headOf(request, '/contact')).alternates).toEqual(both)
  expect((await headOf(request, '/de/kontakt')).alternates).toEqual(both)
  expect((await headOf(request, '/contact')).lang).toBe('en')
})

test('an article in both languages names both versions', async ({ request }) => {
  const both = [
    ['en', `${SITE}/blog/test-automation-roi`],
    ['de', `${SITE}/de/blog/roi-der-testautomatisierung`],
    ['x-default', `${SITE}/blog/test-automation-roi`],
  ]
  expect((await headOf(request, '/de/blog/roi-der-testautomatisierung')).alternates).toEqual(both)
  expect((await headOf(request, '/blog/test-automation-roi')).alternates).toEqual(both)
})

test('a blog category in both languages names both versions, in the head and in the sitemap', async ({
  request,
}) => {
  const both = [
    ['en', `${SITE}/blog/category/software-testing`],
    ['de', `${SITE}/de/blog/category/software-testing`],
    ['x-default', `${SITE}/blog/category/software-testing`],
  ]
  expect((await headOf(request, '/blog/category/software-testing')).alternates).toEqual(both)
  expect((await headOf(request, '/de/blog/category/software-testing')).alternates).toEqual(both)
  const sitemap = await (await request.get('/sitemap-blog-1.xml')).text()
  const line = /<url><loc>[^<]*\/de\/blog\/category\/software-testing<\/loc>[\s\S]*?<\/url>/.exec(
    sitemap,
  )?.[0]
  for (const [hreflang, href] of both)
    expect(line).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
})

test.describe('a page in one language only', () => {
  // The seed has every page and article in both languages: an English page with no German version is published for
  // these tests. A page, not an article: no listing shows it, so the blog specs running beside it never see it.
  const englishOnly = {
    _id: 'page-english-only-check',
    _type: 'page',
    language: 'en',
    title: 'English Only Check',
    path: '/english-only-check',
    sections: [
      {
        _type: 'richTextSection',
        _key: 'text',
        body: [
          {
            _type: 'block',
            _key: 'p1',
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', _key: 'p1s', text: 'Only in English.', marks: [] }],
          },
        ],
      },
    ],
  }
  const path = '/english-only-check'
  // One worker publishes, runs both and removes the article; the phone run would remove it under the desktop's feet.
  test.describe.configure({ mode: 'serial' })
  test.skip(({ isMobile }) => isMobile, 'publishing changes the one shared server: once is enough')
  test.beforeAll(async ({ request, isMobile }) => {
    if (isMobile) return
    await mutateLake(request, [{ createOrReplace: englishOnly }])
    await expect.poll(async () => (await request.get(path)).status()).toBe(200)
  })
  // Hooks run for the skipped phone run too: only the run that published removes.
  test.afterAll(async ({ request, isMobile }) => {
    if (isMobile) return
    await mutateLake(request, [{ delete: { id: englishOnly._id } }])
  })

  test('names no alternates', async ({ request }) => {
    const head = await headOf(request, path)
    expect(head.lang).toBe('en')
    expect(head.alternates).toEqual([])
  })

  test('its switcher leads to the other language’s home page', async ({ page }) => {
    await page.goto(path)
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL('/de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })
})

test('the switcher leads to the same page in the other language, and back', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL('/de/kontakt')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprechen wir über Ihr Projekt')
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the switcher on an article leads to its German version', async ({ page }) => {
  await page.goto('/blog/test-automation-roi')
  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL('/de/blog/roi-der-testautomatisierung')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('a move inside the German site stays German, and the switcher follows to the new page’s translation', async ({
  page,
}) => {
  await page.goto('/de/kontakt')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  // The German menus lead to the German pages.
  await footer.getByRole('link', { name: 'Softwaretests' }).click()
  await expect(page).toHaveURL('/de/softwaretests')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(footer.getByRole('link', { name: 'Softwaretests' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/software-testing',
  )
})
