// axe-core on every route: no serious or critical WCAG 2.1 A/AA violation, on desktop and phone, in the light and
// the dark colour scheme (the site follows the system's).
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'
import { clientDir } from '#shared/paths.ts'
import { routesManifestFile, type RoutesManifest } from '../../server/routes-manifest.ts'

// Every route of the built site (its routes manifest), and an unknown path for the 404 page.
const manifest = JSON.parse(readFileSync(routesManifestFile(clientDir), 'utf8')) as RoutesManifest
const ROUTES = [...Object.keys(manifest.routes).filter((path) => !path.startsWith('/__')), '/no-such-page']

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme })
    for (const path of ROUTES) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(path)
        await waitForHydration(page)
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes
                .map((node) => node.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          )
        expect(serious).toEqual([])
      })
    }
  })
}
