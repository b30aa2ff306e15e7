// The app's shell hydrates first; the route's and sections' chunks load meanwhile, and each part of the page keeps
// its prerendered HTML until its chunk arrives (docs/hydration.md). Here those chunks are held back to see the page
// in between, then let through.
import { expect, test, type Page } from '@playwright/test'
import { watchConsole, waitForHydration } from './helpers.ts'
import { listedChunks } from '../../build/bundle-size.ts'
import { LATER_CHUNKS_ELEMENT_ID, STATE_ELEMENT_ID } from '#shared/prerender.ts'

/** Holds back every chunk the page at `path` lists as `app-chunks-later` until `release()`. */
async function holdLaterChunks(page: Page, path: string) {
  // Read from the page's own HTML first, so each request is told apart at once, without asking the page.
  const html = await (await page.request.get(path)).text()
  const later = new Set(listedChunks(html, LATER_CHUNKS_ELEMENT_ID))
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const requested: string[] = []
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname
    if (later.has(file)) {
      requested.push(file)
      await held
    }
    await route.continue()
  })
  return { later, release, requested }
}

/** Whether React has taken over the element (hydrated it). */
const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))

test('D365: the header hydrates without the page chunks; the sections keep their HTML, then hydrate in place', async ({
  page,
}) => {
  const problems = watchConsole(page)
  const chunks = await holdLaterChunks(page, '/dynamics-365-finance-operations')
  expect(chunks.later.size).toBeGreaterThan(0)
  await page.goto('/dynamics-365-finance-operations')
  const heading = page.getByRole('heading', { level: 1 })
  const headingText = await heading.textContent()

  await expect.poll(() => isHydrated(page, 'header')).toBe(true)
  // The app asks for the page's chunks as it hydrates the shell; they are held back.
  await expect.poll(() => chunks.requested.length).toBeGreaterThan(0)
  expect(await isHydrated(page, 'main h1')).toBe(false)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  // The prerendered sections are all still there, working as HTML: a category tab is a link to its panel.
  await expect(heading).toHaveText(headingText!)
  await page.getByRole('tab', { name: 'Azure Cloud Services' }).click()
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Azure Cloud Services' }),
  ).toBeVisible()

  chunks.release()
  await waitForHydration(page)
  expect(await isHydrated(page, 'main h1')).toBe(true)
  await expect(heading).toHaveText(headingText!)
  await expect(page.getByRole('tab', { name: 'Azure Cloud Services' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  expect(problems).toEqual([])
})

test('home: every section is hydrated once the page says so, with no error', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/')
  await waitForHydration(page)
  const sections = page.locator('main > section, main > div > section')
  const count = await sections.count()
  expect(count).toBeGreaterThan(3)
  for (let index = 0; index < count; index++) {
    expect(
      await sections
        .nth(index)
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    ).toBe(true)
  }
  expect(problems).toEqual([])
})

test('services: the header hydrates its language links although the page data turns stale mid-hydration', async ({
  page,
}) => {
  // The page's answers are from `rendered`, and the page's clock stands there until React commits the shell...
  const rendered = Date.now()
  await page.route('**/services', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const html = (await response.text()).replace(
      new RegExp(`(<script[^>]*id="${STATE_ELEMENT_ID}"[^>]*>)([^<]*)`),
      (_, open: string, state: string) =>
        open + state.replace(/"dataUpdatedAt":\d+/g, `"dataUpdatedAt":${rendered}`),
    )
    await route.fulfill({ response, body: html })
  })
  // ...then two seconds pass as it commits (as on a slow phone; its first commit, seen through the hook React DevTools
  // use), so the answers are a second past fresh when the shell's effects run...
  await page.addInitScript((rendered) => {
    const now = Date.now.bind(Date)
    let committedAt: number | null = null
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberRoot: () => {
          committedAt ??= now()
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    })
    Date.now = () => (committedAt === null ? rendered : rendered + 2000 + now() - committedAt)
  }, rendered)
  // ...and the language switcher's chunk is late.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/LanguageSwitcher-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const problems = watchConsole(page)
  await page.goto('/services')
  await expect.poll(() => isHydrated(page, 'header')).toBe(true)
  const german = page.getByRole('banner').getByRole('link', { name: 'Deutsch' })
  await expect(german).toBeAttached()
  release()
  await waitForHydration(page)
  await expect(german).toBeAttached()
  expect(problems).toEqual([])
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
