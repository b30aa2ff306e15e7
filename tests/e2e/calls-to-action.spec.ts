// Every control in a page's main content does something: calls to action are links with an address, and a button
// is either a form's submit or reset, controls something on the page, or is an app control the entry script
// replays (data-intent). Walks every route of the sitemap, plus the pages kept out of it.
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

/** The site's routes, from the sitemap index and its child sitemaps, as paths. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const locations = async (url: string) => {
    const response = await page.request.get(url)
    expect(response.ok()).toBe(true)
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!))
  }
  const paths: string[] = []
  for (const child of await locations('/sitemap.xml'))
    for (const location of await locations(child.pathname)) paths.push(location.pathname)
  return paths
}

/** Each visible button in main that does nothing, and each link in main without an address, described. */
async function inertControls(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
    }
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`
    const problems: string[] = []
    for (const button of main.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
      'button, input[type="button"], input[type="submit"], input[type="reset"]',
    )) {
      if (!visible(button)) continue
      const submitsOrResets = (button.type === 'submit' || button.type === 'reset') && button.form !== null
      const controls = ['aria-controls', 'aria-expanded', 'popovertarget', 'commandfor'].some((name) =>
        button.hasAttribute(name),
      )
      const appControl = button.hasAttribute('data-intent')
      if (!submitsOrResets && !controls && !appControl)
        problems.push(`button without an action: ${describe(button)}`)
    }
    for (const anchor of main.querySelectorAll('a')) {
      const href = anchor.getAttribute('href')
      if (!href || href === '#') problems.push(`link without an address: ${describe(anchor)}`)
    }
    return problems
  })
}

test('every route: no button in main without an action, no link in main without an address', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const paths = [...(await sitemapPaths(page)), '/thank-you', '/no-such-page']
  expect(paths).toEqual(expect.arrayContaining(['/', '/sap-implementation', '/india-advantage', '/contact']))
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await waitForHydration(page)
    problems.push(...(await inertControls(page)).map((problem) => `${path}: ${problem}`))
  }
  expect(problems).toEqual([])
})

test('the calls to action of /sap-implementation and /india-advantage lead to their chosen pages', async ({
  page,
}) => {
  await page.goto('/sap-implementation')
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Start Your SAP Project' })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/case-studies')
  await expect(main.getByRole('link', { name: /Schedule a Call/ })).toHaveAttribute('target', '_blank')
  await main.getByRole('link', { name: 'Read Our S/4HANA Migration Guide' }).click()
  await expect(page).toHaveURL(/\/blog\/sap-s4hana-migration-roadmap$/)
  await expect(page.locator('h1')).toHaveText(
    'The SAP S/4HANA Migration Guide: Greenfield, Brownfield or Hybrid?',
  )

  await page.goto('/india-advantage')
  await page.getByRole('main').getByRole('link', { name: 'Start Your Journey' }).click()
  await expect(page).toHaveURL(/\/contact$/)
})
