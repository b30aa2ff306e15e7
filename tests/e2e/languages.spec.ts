// English and German (docs/languages.md): German pages under /de with `lang="de"`, each page's hreflang alternates
// and its own canonical address, and a language switcher that leads to the same page in the other language.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'
import { clientDir } from '#shared/paths.ts'
import { routesManifestFile, type RoutesManifest } from '../../render/routes-manifest.ts'

const SITE = 'https://www.northbridge-consulting.com'
const manifest = JSON.parse(readFileSync(routesManifestFile(clientDir), 'utf8')) as RoutesManifest
const GERMAN_ROUTES = Object.keys(manifest.routes).filter((path) => path === '/de' || path.startsWith('/de/'))

/** The served HTML's language, canonical address and alternates, read without running the page's scripts. */
async function headOf(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map(([tag]) => [
      attr(tag, 'hreflang'),
      attr(tag, 'href'),
    ]),
  }
}

test('the seed has German pages', () => {
  expect(GERMAN_ROUTES).toEqual(expect.arrayContaining(['/de', '/de/kontakt']))
})

for (const path of GERMAN_ROUTES) {
  test(`${path} is served in German, canonical at its own address`, async ({ request }) => {
    const head = await headOf(request, path)
    expect(head.lang).toBe('de')
    expect(head.canonical).toBe(`${SITE}${path}`)
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

test('a page in one language only names no alternates', async ({ request }) => {
  expect((await headOf(request, '/services')).alternates).toEqual([])
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

test('on a page without a translation the switcher leads to the other language’s home page', async ({
  page,
}) => {
  await page.goto('/services')
  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL('/de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('a move inside the site to a page in the other language changes the menus’ language and <html lang>', async ({
  page,
}) => {
  await page.goto('/de/kontakt')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  // The German menus lead to English pages where no German one exists yet: the menus follow the page's language.
  await footer.getByRole('link', { name: 'Softwaretests' }).click()
  await expect(page).toHaveURL('/software-testing')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(footer.getByRole('link', { name: 'Software Testing' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de')
})
