// A marketer builds a campaign page in the Studio, as the marketing manager would: "+", the campaign landing
// page template, a name, an address and a heading, publish; then adds it to the header menu by choosing the page.
// The page is served at once (without scripts: the HTML itself), listed in the sitemap and linked from the menus;
// deleting it warns that the menu links to it, and takes it out of the menus.
import { expect, test } from '@playwright/test'
import { siteURL } from './playwright.config.ts'
import { expectPublishedSince } from './lake.ts'
import { openContent } from './navigate.ts'

const PATH = '/s4hana-assessment'
const HEADING = 'Is your SAP ready for S/4HANA?'

const served = async (path: string) => {
  const response = await fetch(new URL(path, siteURL), { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** Every child sitemap's text, joined. */
async function sitemaps(): Promise<string> {
  const index = (await served('/sitemap.xml')).html
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  return (await Promise.all(children.map(async (path) => (await served(path)).html))).join('\n')
}

test('a campaign landing page made from its template is live, in the sitemap and in the menu', async ({
  page,
}) => {
  const since = new Date().toISOString()
  await page.goto('/')
  await page.getByRole('button', { name: 'Create new document' }).click()
  await page.getByPlaceholder('Search document types').fill('Campaign')
  await page.getByRole('link', { name: 'Campaign landing page' }).click()

  await page.getByLabel('Page name', { exact: true }).fill('S/4HANA migration assessment')
  await page.getByLabel('Address', { exact: true }).fill(PATH)
  // The hero is the one section with nothing of its own yet: its heading is the campaign's.
  await page.getByRole('button', { name: /^Hero/ }).first().click()
  const hero = page.getByRole('dialog', { name: 'Sections / Hero' })
  // The heading may cite figures, so it is a one-line text editor: typed into, not filled. Its test id is its path.
  await hero.locator('[data-testid$=".heading"]').first().getByRole('textbox').click()
  await page.keyboard.type(HEADING)
  await hero.getByRole('button', { name: 'Close dialog' }).click()

  await page.getByTestId('action-publish').click()
  await expectPublishedSince(since)
  const pageInStudio = page.url()

  // Served by the site's own server, without scripts, within moments of the publish.
  await expect.poll(async () => (await served(PATH)).status, { timeout: 5_000 }).toBe(200)
  const html = (await served(PATH)).html
  expect(html).toContain(HEADING)
  expect(html).toContain('Frequently Asked Questions')
  expect(html).toMatch(/<form[^>]+method="post"/)
  // The form copies no texts: its labels, choices and button are those of "Contact form texts".
  expect(html).toContain('Select a service')
  expect(html).toMatch(/<button[^>]+type="submit"[^>]*>Send Message</)
  await expect.poll(sitemaps, { timeout: 10_000 }).toContain(`${PATH}<`)

  // Added to the header menu by choosing the page, so the link follows the page wherever it moves.
  await openContent(page)
  await page.getByRole('link', { name: 'Navigation', exact: true }).click()
  await page
    .getByTestId('field-links')
    .getByRole('button', { name: /Add item/ })
    .click()
  const link = page.getByRole('dialog').last()
  await link.getByLabel('Text', { exact: true }).fill('S/4HANA assessment')
  await link.getByLabel('Page', { exact: true }).fill('S/4HANA migration')
  await page
    .getByRole('option', { name: /S\/4HANA migration assessment/ })
    .first()
    .click()
  await link.getByRole('button', { name: 'Close dialog' }).click()
  await page.getByTestId('action-publish').click()
  await expectPublishedSince(since)
  await expect
    .poll(async () => (await served('/')).html, { timeout: 10_000 })
    .toMatch(new RegExp(`<a[^>]+href="${PATH}"[^>]*>S/4HANA assessment<`))

  // The mobile menu lists the header's links: the page is in both menus from one entry.
  const home = (await served('/')).html
  expect(home.match(new RegExp(`href="${PATH}"`, 'g'))?.length).toBeGreaterThanOrEqual(2)

  // Deleting the page warns that the menu links to it first; once deleted, it leaves the menus.
  await page.goto(pageInStudio)
  await page.getByTestId('action-menu-button').click()
  await page.getByTestId('action-Delete').click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Navigation')
  await confirm
    .getByRole('button', { name: /Delete/ })
    .last()
    .click()
  await expect.poll(async () => (await served(PATH)).status, { timeout: 10_000 }).toBe(404)
  await expect.poll(async () => (await served('/')).html, { timeout: 10_000 }).not.toContain(`href="${PATH}"`)
})
