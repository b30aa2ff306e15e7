// Proof a prospective client can check: the home page's client logos and the partner and certification badges on
// the home page and /services, each with a proof link that works.
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

const CLIENTS = [
  'Apex Manufacturing Group',
  'MedCore Health Systems',
  'ShopStream Retail',
  'Harbor Financial Partners',
  'Meridian Logistics',
  'CloudNova Software',
  'GreenField Energy',
  'Summit Insurance',
]
const CREDENTIALS = [
  'SAP Silver Partner',
  'Microsoft Solutions Partner for Business Applications',
  'ISO 27001 Certified',
  'ISTQB-Certified Test Team',
]

test('home: the client logos are named by their clients, in order', async ({ page }) => {
  await page.goto('/')
  const strip = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Trusted by Enterprise Teams' }) })
  await expect(strip.getByRole('img')).toHaveCount(CLIENTS.length)
  expect(
    await strip.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
  ).toEqual(CLIENTS)
})

test('home: a client logo with a case study opens it', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Apex Manufacturing Group', exact: true }).click()
  await expect(page).toHaveURL(/\/case-studies\/manufacturing-erp-transformation$/)
  await expect(page.locator('h1')).toContainText('Manufacturing')
})

for (const path of ['/', '/services']) {
  test(`${path}: each credential shows its name and a "Verify …" link to a page that answers`, async ({
    page,
    request,
  }) => {
    await page.goto(path)
    for (const name of CREDENTIALS) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
      const verify = page.getByRole('link', { name: `Verify ${name}`, exact: true })
      await expect(verify).toHaveCount(1)
      const href = (await verify.getAttribute('href'))!
      expect((await request.get(href)).status()).toBe(200)
    }
  })
}

test('home: a Verify link takes the visitor to the contact form to ask for the certificate', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Verify ISO 27001 Certified', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('form').first()).toBeVisible()
})

test('home: the quoted clients show a portrait, not only initials', async ({ page }) => {
  await page.goto('/')
  const testimonials = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'What Our Clients Say' }) })
  await expect(testimonials.locator('figcaption .avatar img')).toHaveCount(3)
})
