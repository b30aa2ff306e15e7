// axe-core on every route: no serious or critical WCAG 2.1 A/AA violation, on desktop and phone.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

const ROUTES = [
  '/',
  '/services',
  '/sap-implementation',
  '/microsoft-dynamics',
  '/staff-augmentation',
  '/software-testing',
  '/testimonials',
  '/case-studies',
  '/case-studies/manufacturing-erp-transformation',
  '/case-studies/financial-services-automation',
  '/sap-btp',
  '/india-advantage',
  '/cost-analysis',
  '/dynamics-365-finance-operations',
  '/contact',
  '/blog',
  '/thank-you',
  '/privacy-policy',
  '/terms',
  '/no-such-page',
]

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
