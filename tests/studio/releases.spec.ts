// Content Releases offline: the Studio's own Releases tool opens on the embedded lake as on a plan that has
// releases (no upsell, no limits dialog), and every call it makes is answered.
import { expect, test } from '@playwright/test'

test('the Releases tool opens with nothing to upsell, no console error and no failed request', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.request().method()} ${response.url()}: ${response.status()}`)
  })
  await page.goto('/releases')
  await expect(page.getByText('Tool not found')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /new release/i }).first()).toBeVisible()
  await page
    .getByRole('button', { name: /new release/i })
    .first()
    .click()
  // The dialog to name a release, not an upgrade offer or a limit reached.
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog')).not.toContainText(/upgrade|limit/i)
  expect(problems).toEqual([])
})
