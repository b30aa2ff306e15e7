// The routes' own texts, counts and links (docs/product.md, Routes and Pages), on desktop and phone; that every route
// answers with one h1, its title and canonical and no console error is every-page.spec.ts's.
import { expect, test } from '@playwright/test'
import { E2E_LAKE_TOKEN, waitForHydration } from './helpers.ts'

test('home sections come in order with the ids services, about, faq, contact', async ({ page }) => {
  await page.goto('/')
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id))
  const order = ['services', 'about', 'faq', 'contact'].map((id) => ids.indexOf(id))
  expect(order.every((index) => index >= 0)).toBe(true)
  expect([...order].sort((a, b) => a - b)).toEqual(order)
})

test('home: four service cards link to the four service pages, View All Services to /services', async ({
  page,
}) => {
  await page.goto('/')
  const services = page.locator('#services')
  for (const href of [
    '/staff-augmentation',
    '/sap-implementation',
    '/microsoft-dynamics',
    '/software-testing',
  ]) {
    await expect(services.locator(`a[href="${href}"]`)).toHaveCount(1)
  }
  await expect(services.locator('a[href="/services"]')).toHaveCount(1)
})

test('home: the FAQ has 8 questions and several can be open at once', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  // Each question is a <details> (it works before and without scripts); its <summary> opens and closes it.
  const questions = page.locator('#faq details')
  await expect(questions).toHaveCount(8)
  await questions.nth(0).locator('summary').click()
  await questions.nth(1).locator('summary').click()
  await expect(questions.nth(0)).toHaveAttribute('open', '')
  await expect(questions.nth(1)).toHaveAttribute('open', '')
})

test('home: three testimonials, each rated five stars', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3)
})

test('every external booking link opens in a new tab without opener or referrer', async ({ page }) => {
  for (const path of ['/', '/contact', '/cost-analysis', '/staff-augmentation']) {
    await page.goto(path)
    const external = page.locator('a[href^="http"]')
    const count = await external.count()
    for (let index = 0; index < count; index++) {
      await expect(external.nth(index)).toHaveAttribute('target', '_blank')
      await expect(external.nth(index)).toHaveAttribute('rel', 'noopener noreferrer')
    }
  }
})

test('/functional-testing redirects to /software-testing (301 from the server)', async ({ request }) => {
  const response = await request.get('/functional-testing', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/software-testing')
})

test('/functional-testing in the app replaces the history entry', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    window.history.pushState({}, '', '/functional-testing')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/software-testing$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('the financial-services-automation case study shows Case Study Not Found with status 404', async ({
  page,
}) => {
  const response = await page.goto('/case-studies/financial-services-automation')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Case Study Not Found' })).toBeVisible()
  await expect(page.getByText("The case study you're looking for doesn't exist.")).toBeVisible()
})

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/definitely-not-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await expect.poll(() => logged.some((line) => line.includes('/definitely-not-here'))).toBe(true)
})

test('D365 F&O: 9 capabilities, 12 modules, 6 categories with Power Platform most popular, 8 service cards', async ({
  page,
}) => {
  await page.goto('/dynamics-365-finance-operations')
  await waitForHydration(page)
  for (const name of [
    'Business Intelligence',
    'Financial Automation',
    'Revenue Optimization',
    'Strategic Planning',
    'Compliance Engine',
    'Project Excellence',
    'Cost Intelligence',
    'Smart Manufacturing',
    'Talent Management',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  }
  for (const name of [
    'General Ledger',
    'Accounts Payable',
    'Accounts Receivable',
    'Procurement and Sourcing',
    'Manufacturing',
    'Inventory Management',
    'Cash Management',
    'Fixed Assets',
    'Sales Order Management',
    'Project Accounting',
    'Human Resources',
    'Budgeting',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true }).first()).toBeAttached()
  }
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveCount(6)
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  // One selector: the category cards are the tabs (links to their panel, so a choice works without scripts).
  await expect(tabs.first()).toHaveAccessibleName(/Microsoft Power Platform.*Most Popular/)
  await expect(tabs.filter({ hasText: 'Most Popular' })).toHaveCount(1)
  await tabs.nth(2).click()
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Azure Cloud Services' }),
  ).toBeVisible()
  await page.getByRole('tab', { name: /Banking & Payment Systems/ }).click()
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Banking & Payment Systems' }),
  ).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4)
  for (const name of ['Secure Data Flow', 'Real-Time Sync', 'No-Code Setup'])
    await expect(page.getByRole('heading', { name })).toBeVisible()
  // The header's own Get Started button is not one of the service cards.
  const getStarted = page.getByRole('main').getByRole('link', { name: /Get Started/ })
  await expect(getStarted).toHaveCount(8)
  await expect(getStarted.first()).toHaveAttribute('href', '/contact')
})

test('a marketer edit to a stat shows after a reload without a rebuild', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'publishing changes the one shared server: once is enough')
  const lake = '/content-lake/v2025-02-19/data'
  // A page no other test needs unchanged (the revalidation tests change and watch /services, live-html /).
  const query = encodeURIComponent(
    '*[_type == "page" && path == "/testimonials"][0].sections[defined(stats)][0].stats[0]._ref',
  )
  const statId = (await (await request.get(`${lake}/query/production?query=${query}`)).json()).result
  expect(statId).toBeTruthy()
  const original = (await (await request.get(`${lake}/doc/production/${statId}`)).json()).documents[0].value
  const publish = (value: string) =>
    request.post(`${lake}/mutate/production`, {
      headers: { Authorization: `Bearer ${E2E_LAKE_TOKEN}` },
      data: { mutations: [{ patch: { id: statId, set: { value } } }] },
    })
  expect((await publish('777+')).ok()).toBe(true)
  try {
    // As the marketer does: reload until it shows. The server re-renders the page moments after the publish; a
    // load that comes first is served the page as it was (and its check answers 304 until the render is done).
    await expect(async () => {
      await page.goto('/testimonials')
      await expect(page.getByText('777+').first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
  } finally {
    await publish(original)
  }
})
