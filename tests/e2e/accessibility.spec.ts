// axe-core on every route: no serious or critical WCAG 2.1 A/AA violation, on desktop and phone, in the light and
// the dark colour scheme (the site follows the system's). Both schemes are checked on one loaded page: the dark one
// is CSS only (a media query on the root's colour properties), so switching the emulated scheme is what a visitor
// with a dark system gets, without loading and hydrating the page a second time, and only the rules that read
// colours can answer differently there.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './helpers.ts'
import { clientDir } from '#shared/paths.ts'
import { isNotFoundPath, routesManifestFile, type RoutesManifest } from '../../render/routes-manifest.ts'

// Every route of the built site (its routes manifest), and an unknown path in each language for its 404 page.
const manifest = JSON.parse(readFileSync(routesManifestFile(clientDir), 'utf8')) as RoutesManifest
const ROUTES = [
  ...Object.keys(manifest.routes).filter((path) => !isNotFoundPath(path)),
  '/no-such-page',
  '/de/gibt-es-nicht',
]

/** The WCAG rules that read colours: all the dark scheme changes (the DOM and every other style stay as they are). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The serious and critical violations on the page as it is, each with the first few elements it names: every WCAG
 * 2.1 A/AA rule, or only the colour rules.
 */
async function seriousViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default runs it per frame and then finishes the run in a new blank
  // page, which costs a page and a second copy of axe per analysis: about 1 s each here. The site has no frames.
  const axe = new AxeBuilder({ page }).setLegacyMode()
  const results = await (
    colourOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    )
}

// Two analyses a test: on the largest pages each takes several seconds on a busy machine.
test.describe.configure({ timeout: 60_000 })

for (const path of ROUTES) {
  test(`${path} has no serious or critical accessibility violation, in the light or the dark scheme`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' })
    await page.goto(path)
    await waitForHydration(page)
    expect(await seriousViolations(page), 'light scheme').toEqual([])
    // The switch would start the colour transitions of links and cards (0.01 ms under reduced motion), and until
    // they end axe would read the light colours on a loaded machine. Waiting for them is not reliable (Chromium lists
    // some as idle, and their \`finished\` never settles), so the page's transitions are turned off first: the dark
    // colours then apply at once. A constructed sheet, which the page's CSP does not govern.
    await page.evaluate(() => {
      const noTransitions = new CSSStyleSheet()
      noTransitions.replaceSync('*, *::before, *::after { transition: none !important; }')
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, noTransitions]
    })
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect
      .poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
      .toBe(true)
    expect(await seriousViolations(page, { colourOnly: true }), 'dark scheme').toEqual([])
  })
}
