// Visual editing in the offline Studio: the Presentation tool shows the site beside the form; a click on a text of
// the page opens its field, and what the editor types shows in the page before anything is published.
import { expect, test, type Page } from '@playwright/test'
import { siteURL, studioURL } from './playwright.config.ts'
import { lakeQuery } from './lake.ts'

/**
 * Every call to the Studio's server or the site that fails (an error status, or no answer). Calls to hosted Sanity
 * are refused by the offline Studio's Content-Security-Policy before they are sent (studio/server/app.ts).
 */
function failingCalls(page: Page): string[] {
  const failures: string[] = []
  const ours = (url: string) => url.startsWith(studioURL) || url.startsWith(siteURL)
  page.on('requestfailed', (request) => {
    // A request the page itself gave up (navigation, a closed event stream) is not a failure of the server.
    if (!ours(request.url()) || request.failure()?.errorText === 'net::ERR_ABORTED') return
    failures.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    if (ours(response.url()) && response.status() >= 400)
      failures.push(`${response.request().method()} ${response.url()}: ${response.status()}`)
  })
  return failures
}

test('clicking a stat in the page opens its form, and typing updates the page without publishing', async ({
  page,
}) => {
  const failures = failingCalls(page)
  await page.goto('/')
  await page.getByRole('link', { name: 'Visual editing' }).click()
  const site = page.frameLocator('iframe')
  const figure = site
    .locator('dt', { hasText: 'Years of experience' })
    .locator('xpath=following-sibling::dd[1]')
    .first()
  // Shown text carries invisible edit links after the figure.
  await expect(figure).toHaveText(/^10\+/)
  await expect(site.getByRole('complementary', { name: 'Preview' })).toContainText('Preview: drafts')

  const field = page.getByLabel('Figure')
  // The overlays attach once the frame has connected to the Studio: a click before that opens nothing, so click
  // until the stat's form is open.
  await expect(async () => {
    await figure.click()
    await expect(field).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await expect(field).toHaveValue('10+')
  await field.fill('12+')

  await expect(figure).toHaveText(/^12\+/)
  expect(await lakeQuery<string>('*[_id == "stat-years"][0].value')).toBe('10+')
  expect(failures).toEqual([])
})
