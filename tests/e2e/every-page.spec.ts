// Every route of the built site (its routes manifest), and an unknown path in each language for its 404 page, held to
// the rules every page keeps, on desktop and phone:
// - it answers, with one h1, its own title and canonical, and no console error;
// - every control in its main content does something: calls to action are links with an address, and a button is a
//   form's submit or reset, controls something on the page, or is an app control the entry script replays;
// - at the widths visitors use, nothing reaches past the screen's sides or is cut off, no list of cards leaves one
//   card alone in its last row, and no figure range breaks at its hyphen (desktop: one run per width is enough);
// - axe-core finds no serious or critical WCAG 2.1 A/AA violation, in the light and in the dark colour scheme (the
//   site follows the system's).
// Each route is loaded and hydrated once per project and every rule read from it (docs/testing.md, "Load a page once
// for what can be checked on it"); each rule is asserted on its own, named. The layout rules only read the layout, so
// the page is resized through the widths, as a visitor turning a tablet would; the dark scheme is CSS only (a media
// query on the root's colour properties), so switching the emulated scheme is what a visitor with a dark system
// gets, and only the rules that read colours can answer differently there.
// A worker loads its routes one after another in one page, as a visitor browsing the site does: its cache keeps the
// scripts, styles and fonts. Between tests the page is left as a new visitor finds it (no cookies or storage, the
// project's viewport). Against a new browser context a test, the file took 23 % less time (docs/testing.md).
import { readFileSync } from 'node:fs'
import { expect, test as base, type Page } from '@playwright/test'
import { waitForHydration, watchConsole } from './helpers.ts'
import { inertControls, LAYOUT_RULES, seriousViolations, switchToDarkScheme } from './page-rules.ts'
import { clientDir } from '#shared/paths.ts'
import { isNotFoundPath, routesManifestFile, type RoutesManifest } from '../../render/routes-manifest.ts'

const manifest = JSON.parse(readFileSync(routesManifestFile(clientDir), 'utf8')) as RoutesManifest
const ROUTES = Object.keys(manifest.routes).filter((path) => !isNotFoundPath(path))
const NOT_FOUND = ['/no-such-page', '/de/gibt-es-nicht']

const test = base.extend<object, { visitorPage: Page }>({
  // One page for all of a worker's tests, in a context made as the project's own (its device's viewport, user agent,
  // touch and scale). The project's `use` holds them: a worker fixture cannot read the test-scoped options.
  visitorPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, userAgent, deviceScaleFactor, hasTouch, baseURL } = workerInfo.project.use
      const context = await browser.newContext({
        viewport,
        isMobile,
        userAgent,
        deviceScaleFactor,
        hasTouch,
        baseURL,
      })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ visitorPage: page }, use, testInfo) => {
    await page.setViewportSize(testInfo.project.use.viewport!)
    await use(page)
    // The test's listeners go (none but the tests' own listen); the page forgets the visit.
    await page.removeAllListeners('console')
    await page.removeAllListeners('pageerror')
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => {})
    await page.context().clearCookies()
    await page.goto('about:blank')
  },
})

/** The widths the layout rules are read at, widest first. */
const WIDTHS = [...new Set(LAYOUT_RULES.flatMap(({ widths }) => widths))].sort((a, b) => b - a)

/** Resolves once the page has laid itself out at its new size: resize and media-query listeners have run. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

// Two analyses and five widths a test: on the largest pages each analysis takes several seconds on a busy machine.
test.describe.configure({ timeout: 60_000 })

for (const path of [...ROUTES, ...NOT_FOUND]) {
  // The unknown addresses, and the routes the seed makes answer 404 (a case-study card whose study has no detail).
  const notFound = NOT_FOUND.includes(path) || manifest.routes[path]!.status === 404
  test(`${path} keeps every page rule: its head, its controls, its layout at each width, its accessibility in both schemes`, async ({
    page,
    isMobile,
  }) => {
    const consoleProblems = watchConsole(page)
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' })
    const response = await page.goto(path)
    await waitForHydration(page)

    expect.soft(response?.status(), 'status').toBe(notFound ? 404 : 200)
    // A 404 page renders on the client, its route's code arriving after the shell: its h1 may come a moment later.
    await expect.soft(page.locator('h1'), 'one h1').toHaveCount(1)
    expect.soft(await page.title(), 'a title').not.toBe('')
    // A 404 page has no canonical, and the browser logs its 404 answer as a console error.
    if (!notFound) {
      await expect
        .soft(page.locator('link[rel="canonical"]'), 'its own canonical')
        .toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`))
      expect.soft(consoleProblems, 'no console error').toEqual([])
    }

    expect
      .soft(
        await inertControls(page),
        'no button in main without an action, no link in main without an address',
      )
      .toEqual([])

    if (!isMobile) {
      const viewport = page.viewportSize()!
      // By rule, what breaks it at each width (widths where nothing does left out).
      const found = LAYOUT_RULES.map(() => ({}) as Record<number, string[]>)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await nextFrames(page)
        for (const [index, { find, widths }] of LAYOUT_RULES.entries()) {
          if (!widths.includes(width)) continue
          const items = await find(page)
          if (items.length > 0) found[index]![width] = items
        }
      }
      for (const [index, { rule }] of LAYOUT_RULES.entries()) expect.soft(found[index], rule).toEqual({})
      await page.setViewportSize(viewport)
      await nextFrames(page)
    }

    expect
      .soft(await seriousViolations(page), 'no serious or critical accessibility violation, light scheme')
      .toEqual([])
    await switchToDarkScheme(page)
    expect
      .soft(
        await seriousViolations(page, { colourOnly: true }),
        'no serious or critical accessibility violation, dark scheme',
      )
      .toEqual([])
  })
}
