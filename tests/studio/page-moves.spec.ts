// A marketer moves a service to a new address in the Studio: publishing asks, then the old address answers 301 to
// the new one, and every link in the menus follows the service (they choose it, not its typed address). Moving it
// back removes the redirect that would hide it and sends the other address to it.
import { expect, test, type Page } from '@playwright/test'
import { siteURL } from './playwright.config.ts'
import { expectPublishedSince } from './lake.ts'
import { openContent } from './navigate.ts'

const OLD = '/sap-btp'
const NEW = '/sap-business-technology-platform'

/** What the server answers for `path`, without following a redirect. */
async function served(path: string) {
  const response = await fetch(new URL(path, siteURL), { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') }
}

/** Every site address the served home page links to (the header, the mobile menu and the footer among them). */
async function siteLinks(): Promise<string[]> {
  const html = await (await fetch(`${siteURL}/`)).text()
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)/g)].map((match) => match[1]!)
  return [...new Set(hrefs.map((href) => href || '/'))]
}

async function moveTo(page: Page, path: string, from: string) {
  const since = new Date().toISOString()
  await page.getByRole('tab', { name: 'Page' }).click()
  const address = page.getByLabel('Address', { exact: true })
  await address.fill(path)
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
  // The Studio's confirmation is a popover beside the button.
  await expect(
    page.getByText(
      `Publishing moves this page from ${from} to ${path}. Visitors and search engines that use ${from} will be sent to ${path} by a permanent redirect (listed under Redirects, where you can remove it).`,
    ),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Publish and redirect' }).click()
  await expectPublishedSince(since)
}

test('moving a service to a new address keeps its old address and every menu link working', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Services', exact: true }).click()
  await page
    .getByRole('link', { name: /SAP Business Technology Platform/ })
    .first()
    .click()

  await moveTo(page, NEW, OLD)
  await expect.poll(() => served(OLD), { timeout: 5_000 }).toEqual({ status: 301, location: NEW })
  expect((await served(NEW)).status).toBe(200)

  // The pages that link to the service are rendered again in the background after the publish.
  await expect.poll(siteLinks, { timeout: 10_000 }).toContain(NEW)
  const links = await siteLinks()
  expect(links).not.toContain(OLD)
  const broken = []
  for (const link of links) {
    const { status } = await served(link)
    if (status === 404) broken.push(link)
  }
  expect(broken).toEqual([])

  // Listed under Redirects, where a marketer can see and remove it.
  const service = page.url()
  await openContent(page)
  await page.getByRole('link', { name: 'Redirects', exact: true }).click()
  await expect(page.getByRole('link', { name: new RegExp(`${OLD} → ${NEW}`) })).toBeVisible()
  await page.goto(service)

  // Back to the old address: the page lives there again and the address it leaves is sent to it.
  await moveTo(page, OLD, NEW)
  await expect.poll(() => served(OLD), { timeout: 5_000 }).toEqual({ status: 200, location: null })
  expect(await served(NEW)).toEqual({ status: 301, location: OLD })
})
