// Analytics the team already uses (docs/analytics.md). With the seed's provider "None" no request leaves this
// machine. With a provider chosen in the Site Settings (published here through the lake's API, then restored),
// the served CSP names exactly its hosts, Google Analytics 4 loads only after "Accept", and a contact form sent is
// exactly one conversion. The providers' scripts and endpoints are stand-ins answered by `page.route`: they take
// the commands the site queues, as the real scripts do, and send each to the provider's endpoint, where it is
// counted. Runs in a project of its own after the others (playwright.config.ts): a provider changes every page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_LAKE_TOKEN, fillContactForm, waitForHydration } from './helpers.ts'

const LAKE = '/content-lake/v2025-02-19/data'
const GA4_ID = 'G-E2ETEST01'
// Matomo on this machine, at a port nothing listens on: every request to it is answered by the stand-in.
const MATOMO = 'http://127.0.0.1:9/matomo/'

async function publishAnalytics(request: APIRequestContext, analytics: Record<string, string>) {
  const response = await request.post(`${LAKE}/mutate/production`, {
    headers: { Authorization: `Bearer ${E2E_LAKE_TOKEN}` },
    data: { mutations: [{ patch: { id: 'siteSettings', set: { analytics } } }] },
  })
  expect(response.ok()).toBe(true)
}

async function servedCsp(request: APIRequestContext, path = '/') {
  return (await request.get(path)).headers()['content-security-policy'] ?? ''
}

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))

/**
 * Publishes a provider and waits until the server's CSP names its host (`host`) and its re-rendered pages carry the
 * new settings (`setting`, a value of them).
 */
async function chooseProvider(
  request: APIRequestContext,
  analytics: Record<string, string>,
  { host, setting }: { host: string; setting: string },
) {
  await publishAnalytics(request, analytics)
  await expect.poll(() => servedCsp(request), { timeout: 15_000 }).toContain(host)
  for (const path of ['/', '/contact'])
    await expect
      .poll(async () => (await (await request.get(path)).text()).includes(setting), { timeout: 15_000 })
      .toBe(true)
}

async function sendContactForm(page: Page, email: string) {
  await fillContactForm(page, email)
  await page.locator('main form').getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible()
}

// gtag.js's stand-in: reads the dataLayer as gtag.js does (then takes its push over) and sends every event to
// GA4's collection endpoint with its name, like the real script's /g/collect hits.
const GTAG_STAND_IN = `(() => {
  const send = (args) => {
    if (args[0] !== 'event') return
    fetch('https://region1.google-analytics.com/g/collect?v=2&tid=${GA4_ID}&en=' + encodeURIComponent(args[1]), {
      method: 'POST', mode: 'no-cors', keepalive: true,
    })
  }
  const layer = window.dataLayer
  for (const args of layer) send(args)
  layer.push = (args) => { send(args); return Array.prototype.push.call(layer, args) }
})()`

// matomo.js's stand-in: runs the _paq queue as matomo.js does (then replaces it with an object that runs each
// command), and sends page views and events to matomo.php with Matomo's parameters.
const MATOMO_STAND_IN = `(() => {
  const state = {}
  const run = (command) => {
    const [name, ...args] = command
    if (name === 'setTrackerUrl') state.tracker = args[0]
    else if (name === 'setSiteId') state.site = args[0]
    else if (name === 'setCustomUrl') state.url = args[0]
    else if (name === 'trackPageView' || name === 'trackEvent') {
      const query = new URLSearchParams({ idsite: state.site, rec: '1', url: state.url || location.href })
      if (name === 'trackEvent') { query.set('e_c', args[0]); query.set('e_a', args[1]); if (args[2]) query.set('e_n', args[2]) }
      fetch(state.tracker + '?' + query, { method: 'POST', mode: 'no-cors', keepalive: true })
    }
  }
  for (const command of window._paq) run(command)
  window._paq = { push: run }
})()`

// In order, one at a time (the project's fullyParallel would run them side by side on one shared setting).
test.describe.configure({ mode: 'default' })

test('with no provider, no page makes a request that leaves this machine', async ({ page }) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) &&
      !['127.0.0.1', 'localhost'].includes(url.hostname)
    )
      outside.push(request.url())
  })
  for (const path of ['/', '/services', '/sap-implementation', '/blog', '/contact', '/privacy-policy']) {
    await page.goto(path)
    await waitForHydration(page)
  }
  // A client-side navigation too, where the app fetches the next page's content itself.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Can we count your visit?' })).toHaveCount(0)
  expect(outside).toEqual([])
})

test.describe('with a provider chosen in the Site Settings', () => {
  test.afterEach(async ({ request }) => {
    await publishAnalytics(request, { provider: 'none' })
    await expect.poll(() => servedCsp(request), { timeout: 15_000 }).not.toContain('127.0.0.1:9')
    await expect.poll(() => servedCsp(request), { timeout: 15_000 }).not.toContain('google')
  })

  test('Google Analytics 4: the CSP names Google’s hosts, gtag.js loads only after "Accept", a sent form is one conversion', async ({
    page,
    request,
  }) => {
    await chooseProvider(
      request,
      { provider: 'ga4', ga4MeasurementId: GA4_ID },
      { host: 'googletagmanager', setting: GA4_ID },
    )
    const csp = await servedCsp(request, '/contact')
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://*.googletagmanager.com")
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    )
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://cdn.sanity.io https://*.google-analytics.com https://*.googletagmanager.com",
    )

    const scriptRequests: string[] = []
    const events: string[] = []
    await page.route('https://www.googletagmanager.com/gtag/js**', (route) => {
      scriptRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: GTAG_STAND_IN })
    })
    await page.route('https://region1.google-analytics.com/g/collect**', (route) => {
      events.push(new URL(route.request().url()).searchParams.get('en') ?? '')
      return route.fulfill({ status: 204 })
    })

    await page.goto('/contact')
    await waitForHydration(page)
    const banner = page.getByRole('region', { name: 'Can we count your visit?' })
    await expect(banner).toBeVisible()
    expect(scriptRequests).toEqual([])

    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => scriptRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA4_ID}`])
    await expect.poll(() => events).toEqual(['page_view'])

    await sendContactForm(page, `analytics.ga4.${Date.now()}@example.com`)
    await expect.poll(() => events).toEqual(['page_view', 'contact_form_sent'])
    // A later page view arrives after it, and the conversion is still counted once.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect.poll(() => events).toEqual(['page_view', 'contact_form_sent', 'page_view'])
  })

  test('Google Analytics 4: "Decline" loads nothing, on this page or the next', async ({ page, request }) => {
    await chooseProvider(
      request,
      { provider: 'ga4', ga4MeasurementId: GA4_ID },
      { host: 'googletagmanager', setting: GA4_ID },
    )
    const google: string[] = []
    page.on('request', (request) => {
      if (/google/.test(new URL(request.url()).hostname)) google.push(request.url())
    })
    await page.goto('/contact')
    await waitForHydration(page)
    await page
      .getByRole('region', { name: 'Can we count your visit?' })
      .getByRole('button', { name: 'Decline' })
      .click()
    await sendContactForm(page, `analytics.declined.${Date.now()}@example.com`)
    await page.goto('/services')
    await waitForHydration(page)
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Can we count your visit?' })).toHaveCount(0)
    expect(google).toEqual([])
  })

  test('Matomo: the CSP names its address, pages are counted without asking, a sent form is one conversion', async ({
    page,
    request,
  }) => {
    await chooseProvider(
      request,
      { provider: 'matomo', matomoUrl: MATOMO, matomoSiteId: '5' },
      { host: '127.0.0.1:9', setting: MATOMO },
    )
    const csp = await servedCsp(request, '/contact')
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:9")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9")
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://cdn.sanity.io http://127.0.0.1:9",
    )

    const hits: string[] = []
    await page.route(`${MATOMO}matomo.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: MATOMO_STAND_IN }),
    )
    await page.route(`${MATOMO}matomo.php**`, (route) => {
      const query = new URL(route.request().url()).searchParams
      hits.push(
        query.get('e_a')
          ? `event ${query.get('e_c')}/${query.get('e_a')}/${query.get('e_n')}`
          : `view ${query.get('idsite')}`,
      )
      return route.fulfill({ status: 204 })
    })
    await page.goto('/contact')
    await waitForHydration(page)
    await expect(page.getByRole('region', { name: 'Can we count your visit?' })).toHaveCount(0)
    await expect.poll(() => hits).toEqual(['view 5'])
    await sendContactForm(page, `analytics.matomo.${Date.now()}@example.com`)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect
      .poll(() => hits)
      .toEqual(['view 5', 'event Conversions/contact_form_sent/form: contact', 'view 5'])
  })

  test('Plausible: the CSP names plausible.io for its script and its events, nothing else', async ({
    request,
  }) => {
    await publishAnalytics(request, { provider: 'plausible', plausibleDomain: 'example.com' })
    await expect.poll(() => servedCsp(request), { timeout: 15_000 }).toContain('plausible.io')
    const csp = await servedCsp(request)
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://plausible.io")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://plausible.io")
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.sanity.io")
  })
})
