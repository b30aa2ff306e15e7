// The analytics provider in the browser (docs/analytics.md): Google Analytics 4 asks first, with the consent
// banner's texts from the CMS, and nothing of it loads before "Accept"; "Decline" loads nothing; the footer's link
// asks again. Plausible and Matomo, which set no cookies, load at once; "None" loads nothing at all. The seed's
// Site Settings (projected by the site's own query) with the provider changed per test.
import { readFileSync } from 'node:fs'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { afterEach, expect, test } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import Analytics from '../../web/src/features/analytics/Analytics.tsx'
import { trackConversion } from '../../web/src/features/analytics/track.ts'
import { CONSENT_LINK_SLOT_ID } from '../../web/src/features/analytics/consent-slot.ts'
import { CONSENT_STORAGE_KEY } from '../../web/src/features/analytics/consent.ts'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import type { SiteSettingsQueryResult } from '../../shared/sanity.types.ts'
import type { AnalyticsSettings } from '../../shared/analytics-providers.ts'

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
const settings = (await (
  await evaluate(parse(siteSettingsQuery), { dataset: seed })
).get()) as NonNullable<SiteSettingsQueryResult>

// The seed's siteSettings.consentBanner.
const HEADING = 'Can we count your visit?'
const TEXT =
  'With your consent we use Google Analytics to see which pages help visitors and which campaigns bring them. It sets cookies; nothing loads until you accept.'

let measurement = 0
/** A GA4 measurement ID of its own per test: a page loads its provider once (provider-script.ts). */
const nextMeasurementId = () => `G-TEST${String(++measurement).padStart(4, '0')}`

/** The site as a hydrated page: app/start.tsx marks the document once the page has hydrated. */
function renderSite(analytics: AnalyticsSettings, { hydrated = true } = {}) {
  if (hydrated) document.documentElement.dataset.hydrated = 'true'
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), { ...settings, analytics })
  const loadSanityClient = () => Promise.reject(new Error('Analytics tests must not query the content lake'))
  return render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter initialEntries={['/']}>
        <RoutedProviders>
          <Link to="/services">Services</Link>
          <footer>
            <span id={CONSENT_LINK_SLOT_ID} />
          </footer>
          <Analytics />
        </RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src)
const banner = () => screen.queryByRole('region', { name: HEADING })
/** The commands queued through gtag(), each as an array. */
const gtagCommands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

afterEach(() => {
  cleanup()
  delete document.documentElement.dataset.hydrated
  localStorage.clear()
  for (const script of document.head.querySelectorAll('script')) script.remove()
  delete window.dataLayer
  delete window.gtag
  delete window._paq
  delete window.plausible
})

test('Google Analytics 4: the banner shows the CMS’s texts and links the privacy page', async () => {
  renderSite({ provider: 'ga4', ga4MeasurementId: nextMeasurementId() })
  const region = await screen.findByRole('region', { name: HEADING })
  expect(region).toHaveTextContent(`${TEXT} Privacy policy`)
  expect(within(region).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  expect(
    within(region)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Decline', 'Accept'])
})

test('Google Analytics 4: nothing loads and no conversion is kept before the visitor accepts', async () => {
  renderSite({ provider: 'ga4', ga4MeasurementId: nextMeasurementId() })
  await screen.findByRole('region', { name: HEADING })
  trackConversion('cta_click', { placement: 'hero', label: 'Get Started' })
  expect(scripts()).toEqual([])
  expect(window.dataLayer).toBeUndefined()
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
})

test('Google Analytics 4: "Accept" loads gtag.js, counts this page once and sends later conversions', async () => {
  const user = userEvent.setup()
  const id = nextMeasurementId()
  renderSite({ provider: 'ga4', ga4MeasurementId: id })
  await user.click(await screen.findByRole('button', { name: 'Accept' }))
  expect(banner()).toBeNull()
  expect(scripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`])
  await waitFor(() => expect(gtagCommands().filter(([, name]) => name === 'page_view')).toHaveLength(1))
  act(() => trackConversion('contact_form_sent', { form: 'contact' }))
  expect(gtagCommands().slice(1)).toEqual([
    ['config', id, { send_page_view: false }],
    ['event', 'page_view', { page_location: 'http://localhost:3000/', page_path: '/', page_title: '' }],
    ['event', 'contact_form_sent', { form: 'contact' }],
  ])
  expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
    provider: 'ga4',
    choice: 'granted',
  })
})

test('Google Analytics 4: "Decline" loads nothing, drops conversions and is remembered', async () => {
  const user = userEvent.setup()
  const id = nextMeasurementId()
  const { unmount } = renderSite({ provider: 'ga4', ga4MeasurementId: id })
  await user.click(await screen.findByRole('button', { name: 'Decline' }))
  trackConversion('booking_click', { placement: 'link', label: 'Book a call' })
  expect(banner()).toBeNull()
  expect(scripts()).toEqual([])
  expect(window.dataLayer).toBeUndefined()
  expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
    provider: 'ga4',
    choice: 'denied',
  })
  // The next page of the visit asks no more.
  unmount()
  renderSite({ provider: 'ga4', ga4MeasurementId: id })
  expect(await screen.findByRole('button', { name: 'Cookie settings' })).toBeInTheDocument()
  expect(banner()).toBeNull()
  expect(scripts()).toEqual([])
})

test('Google Analytics 4: the footer’s "Cookie settings" opens the banner again to change the choice', async () => {
  const user = userEvent.setup()
  const id = nextMeasurementId()
  renderSite({ provider: 'ga4', ga4MeasurementId: id })
  await user.click(await screen.findByRole('button', { name: 'Decline' }))
  await user.click(screen.getByRole('button', { name: 'Cookie settings' }))
  expect(banner()).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Accept' }))
  expect(scripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`])
})

test('the footer’s "Cookie settings" waits until the page has hydrated: the footer’s HTML stays as prerendered until then', async () => {
  const user = userEvent.setup()
  renderSite({ provider: 'ga4', ga4MeasurementId: nextMeasurementId() }, { hydrated: false })
  await user.click(await screen.findByRole('button', { name: 'Decline' }))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(document.getElementById(CONSENT_LINK_SLOT_ID)).toBeEmptyDOMElement()
  act(() => {
    document.documentElement.dataset.hydrated = 'true'
  })
  expect(await screen.findByRole('button', { name: 'Cookie settings' })).toBeInTheDocument()
})

test('a client-side navigation is one more page view', async () => {
  const user = userEvent.setup()
  renderSite({ provider: 'ga4', ga4MeasurementId: nextMeasurementId() })
  await user.click(await screen.findByRole('button', { name: 'Accept' }))
  await waitFor(() => expect(gtagCommands().filter(([, name]) => name === 'page_view')).toHaveLength(1))
  await user.click(screen.getByRole('link', { name: 'Services' }))
  await waitFor(() => expect(gtagCommands().filter(([, name]) => name === 'page_view')).toHaveLength(2), {
    timeout: 3000,
  })
  expect(gtagCommands().at(-1)).toEqual([
    'event',
    'page_view',
    { page_location: 'http://localhost:3000/services', page_path: '/services', page_title: '' },
  ])
})

test('Plausible asks nothing: its script loads at once with the site’s domain, and no banner or footer link shows', async () => {
  renderSite({ provider: 'plausible', plausibleDomain: 'example.com' })
  await waitFor(() => expect(scripts()).toEqual(['https://plausible.io/js/script.manual.js']))
  expect(document.head.querySelector('script')).toHaveAttribute('data-domain', 'example.com')
  expect(screen.queryByRole('region')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull()
})

test('with the provider "None" nothing loads and no conversion goes anywhere', async () => {
  renderSite({ provider: 'none' })
  trackConversion('chat_handoff', { channel: 'phone' })
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(scripts()).toEqual([])
  expect([window.dataLayer, window._paq, window.plausible]).toEqual([undefined, undefined, undefined])
  expect(screen.queryByRole('region')).toBeNull()
})
