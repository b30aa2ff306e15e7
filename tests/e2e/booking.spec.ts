// Booking that stays on the site (README, "Site Settings: booking"). The seed opens the provider's page in a new tab;
// here the Site Settings (published through the lake's API, then restored) show the calendar on the seed's /book
// page, made of a hero and a Booking section: the booking buttons lead there, its frame loads the provider's page, the CSP's
// frame-src names exactly that provider, and without scripts the page still has the frame and the link. Offline
// the frame cannot load, so its address and name are what is checked. Runs after the other specs with the analytics
// spec (playwright.config.ts): the choice changes every page's booking buttons and CSP.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { mutateLake, waitForHydration } from './helpers.ts'

// An obviously fictional account on the provider's host: nobody's real calendar.
const CALENDAR = 'https://calendly.com/example-fictional-team/30min'
const SEEDED = 'https://calendly.com/northbridge-consulting/30min'

const frameSrc = async (request: APIRequestContext, path = '/') =>
  ((await request.get(path)).headers()['content-security-policy'] ?? '')
    .split('; ')
    .find((part) => part.startsWith('frame-src'))

test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  // The seed's /book page (a hero and a Booking section) is already Site Settings' booking page; only the choice to
  // show the calendar on the site is off.
  await mutateLake(request, [
    {
      patch: {
        id: 'siteSettings',
        set: { bookingProvider: 'calendly', bookingUrl: CALENDAR, bookingDisplay: 'embed' },
      },
    },
  ])
  await expect
    .poll(() => frameSrc(request), { timeout: 15_000 })
    .toBe("frame-src 'self' https://calendly.com")
  await expect
    .poll(async () => (await (await request.get('/book')).text()).includes(CALENDAR), { timeout: 15_000 })
    .toBe(true)
})

test.afterAll(async ({ request }) => {
  await mutateLake(request, [
    { patch: { id: 'siteSettings', set: { bookingUrl: SEEDED, bookingDisplay: 'link' } } },
  ])
  await expect.poll(() => frameSrc(request), { timeout: 15_000 }).toBeUndefined()
})

test.beforeEach(async ({ page }) => {
  // Offline, and nobody's calendar either way: the provider's page is never asked for.
  await page.route('https://calendly.com/**', (route) => route.abort())
})

test('the CSP frames exactly the chosen provider, on every page', async ({ request }) => {
  for (const path of ['/', '/book', '/contact', '/de/termin'])
    expect(await frameSrc(request, path)).toBe("frame-src 'self' https://calendly.com")
})

test('"Get Started" leads to the booking page of the site, in the same tab, with the provider’s calendar', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' })
  await expect(getStarted).toHaveAttribute('href', '/book')
  await expect(getStarted).not.toHaveAttribute('target')
  await getStarted.click()
  await expect(page).toHaveURL(/\/book$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a Time' })).toBeVisible()
  const calendar = page.locator('main iframe')
  await expect(calendar).toHaveAttribute('src', CALENDAR)
  await expect(calendar).toHaveAttribute('title', 'Booking calendar: a free 30-minute consultation')
})

test('a German page’s booking buttons lead to the German booking page, with the same calendar', async ({
  page,
}) => {
  await page.goto('/de')
  await waitForHydration(page)
  const getStarted = page.getByRole('banner').getByRole('link', { name: 'Jetzt starten' })
  await expect(getStarted).toHaveAttribute('href', '/de/termin')
  await getStarted.click()
  await expect(page).toHaveURL(/\/de\/termin$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('main iframe')).toHaveAttribute('src', CALENDAR)
  await page.goto('/de/kontakt')
  await expect(page.getByRole('link', { name: 'Kostenloses 30-Minuten-Gespräch buchen' })).toHaveAttribute(
    'href',
    '/de/termin',
  )
})

test('the contact page’s booking link leads to the booking page too', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('link', { name: 'Book a free 30-minute consultation' })).toHaveAttribute(
    'href',
    '/book',
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the booking page shows the calendar and a link that opens it in a new tab', async ({ page }) => {
    await page.goto('/book')
    const calendar = page.locator('main iframe')
    await expect(calendar).toHaveAttribute('src', CALENDAR)
    await expect(calendar).toHaveAttribute('title', 'Booking calendar: a free 30-minute consultation')
    const link = page.getByRole('link', { name: /^Open the calendar in a new tab/ })
    await expect(link).toHaveAttribute('href', CALENDAR)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

test('the booking page has no serious accessibility violation, light or dark', async ({ page }) => {
  await page.goto('/book')
  await waitForHydration(page)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([])
  }
})
