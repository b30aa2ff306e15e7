// The calls to action a marketer chose lead where they should (that every control on every page does something is
// every-page.spec.ts's).
import { expect, test } from '@playwright/test'

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
