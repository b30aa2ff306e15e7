// The "Content health" tool as a marketer meets it: it lists what weakens the seed (a contradicting figure, the
// fictional phone number wherever it is stored, "© 2025" and a blog whose newest article is old) with a count per
// kind; the phone number's item opens Site Settings at the phone field, and once a real number is published there
// the item is gone.
import { expect, test } from '@playwright/test'
import { siteURL, STUDIO_E2E_TOKEN } from './playwright.config.ts'

const api = `${siteURL}/content-lake/v2025-02-19/data`
const headers = { Authorization: `Bearer ${STUDIO_E2E_TOKEN}`, 'Content-Type': 'application/json' }
const SEED_PHONE = '+1 (555) 012-3456'

/** Publishes the seed's phone number again, as the lake's API does (the specs after this one read it). */
async function restorePhone() {
  const response = await fetch(`${api}/mutate/production`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      mutations: [
        { delete: { id: 'drafts.siteSettings' } },
        { patch: { id: 'siteSettings', set: { phone: SEED_PHONE } } },
      ],
    }),
  })
  expect(response.status).toBe(200)
}

test.afterAll(restorePhone)

test('the tool lists the seeded problems by kind with a count each', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Content health', exact: true }).click()
  const counts = [
    // The German stats repeat the English ones' contradiction, once, under their German word ("Jahre", "Jahren").
    'Figures that contradict each other (2)',
    'Links to missing pages (0)',
    'Images without alternative text (0)',
    'Pages without a search description (0)',
    'Placeholder phone numbers and e-mail addresses (9)',
    'Dates (4)',
  ]
  for (const name of counts)
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 60_000 })
  const items = page.getByTestId('content-health-item')
  await expect(items.filter({ hasText: '“years”: 10+ and 15+' })).toContainText(
    'Stat: 10+ Years of experience',
  )
  await expect(items.filter({ hasText: '“years”: 10+ and 15+' })).toContainText(
    'Stat: 15+ Years in enterprise IT',
  )
  const phone = items.filter({
    hasText: `“${SEED_PHONE}” is a fictional number (area code 555 is used for fiction)`,
  })
  // The German site settings are a copy of the English ones, named with their language.
  await expect(phone.filter({ hasText: 'Site settings › Phone' })).toHaveCount(1)
  await expect(phone.filter({ hasText: 'Site settings (German) › Phone' })).toHaveCount(1)
  const copyright = items.filter({ hasText: 'The footer reads “© 2025”: the year is 2026' })
  await expect(copyright.filter({ hasText: 'Site settings › Copyright year' })).toHaveCount(1)
  await expect(copyright.filter({ hasText: 'Site settings (German) › Copyright year' })).toHaveCount(1)
  // The English and the German blog page list the same old articles' dates.
  const oldBlog = items.filter({
    hasText: 'The article list’s newest article is from 15 March 2025, more than a year ago',
  })
  await expect(oldBlog).toHaveCount(2)
  await expect(oldBlog.filter({ hasText: 'Page: Blog' })).toHaveCount(2)
  await expect(oldBlog.filter({ hasText: 'Page: Blog (German)' })).toHaveCount(1)
})

test('the phone number’s item opens Site Settings at the phone field; once a real number is published it is gone', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Content health', exact: true }).click()
  const place = page.getByRole('link', { name: 'Site settings › Phone', exact: true })
  await place.click({ timeout: 60_000 })

  const phone = page.getByLabel('Phone', { exact: true })
  await expect(phone).toBeFocused()
  await expect(phone).toHaveValue(SEED_PHONE)
  await phone.fill('+1 (215) 555-2368')
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect(publish).toBeDisabled()

  await page.getByRole('link', { name: 'Content health', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Placeholder phone numbers and e-mail addresses (8)', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Site settings › Phone', exact: true })).toHaveCount(0)
  // The number to dial is still the fictional one: it stays listed until it is fixed too.
  await expect(
    page.getByRole('link', { name: 'Site settings › Phone number to dial', exact: true }),
  ).toBeVisible()

  // A publish from elsewhere (here the lake's API) is checked again while the tool is open.
  await restorePhone()
  await expect(
    page.getByRole('heading', { name: 'Placeholder phone numbers and e-mail addresses (9)', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Site settings › Phone', exact: true })).toBeVisible()
})
