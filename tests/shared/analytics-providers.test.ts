// The providers' table (shared/analytics-providers.ts): each provider's script, whether it asks first, and the
// exact commands a page view and a conversion queue, as its documented snippet takes them.
import { describe, expect, test } from 'vitest'
import {
  ANALYTICS_PROVIDERS,
  providerNeedsConsent,
  resolveAnalytics,
  type AnalyticsConfig,
} from '../../shared/analytics-providers.ts'

const plausible: AnalyticsConfig = {
  provider: 'plausible',
  domain: 'example.com',
  host: 'https://plausible.io',
}
const ga4: AnalyticsConfig = { provider: 'ga4', measurementId: 'G-ABC123DEF4' }
const matomo: AnalyticsConfig = { provider: 'matomo', url: 'https://analytics.example.com/', siteId: '3' }
const page = { url: 'https://example.com/sap?x=1', path: '/sap', title: 'SAP | Acme' }

test('only Google Analytics 4 asks visitors first', () => {
  expect(['none', 'plausible', 'ga4', 'matomo'].map((id) => [id, providerNeedsConsent(id)])).toEqual([
    ['none', false],
    ['plausible', false],
    ['ga4', true],
    ['matomo', false],
  ])
})

describe('resolved settings', () => {
  test('None, no settings and unknown providers resolve to nothing', () => {
    expect([resolveAnalytics(null), resolveAnalytics({}), resolveAnalytics({ provider: 'none' })]).toEqual([
      null,
      null,
      null,
    ])
    expect(resolveAnalytics({ provider: 'segment' })).toBeNull()
  })

  test('Plausible without a script host uses plausible.io; a host loses its trailing slash', () => {
    expect(resolveAnalytics({ provider: 'plausible', plausibleDomain: 'Example.com ' })).toEqual(plausible)
    expect(
      resolveAnalytics({
        provider: 'plausible',
        plausibleDomain: 'example.com',
        plausibleHost: 'https://s.example.com/',
      }),
    ).toEqual({ provider: 'plausible', domain: 'example.com', host: 'https://s.example.com' })
  })

  test('a Matomo address gets the trailing slash its snippet appends to', () => {
    expect(
      resolveAnalytics({ provider: 'matomo', matomoUrl: 'https://analytics.example.com', matomoSiteId: '3' }),
    ).toEqual(matomo)
  })
})

describe('Plausible', () => {
  const entry = ANALYTICS_PROVIDERS.plausible
  test('loads the manual script with the site’s domain', () => {
    expect(entry.script(plausible)).toEqual({
      src: 'https://plausible.io/js/script.manual.js',
      attributes: { 'data-domain': 'example.com' },
    })
  })
  test('a page view names the page’s address', () => {
    expect(entry.pageView(plausible, page)).toEqual([['pageview', { u: 'https://example.com/sap?x=1' }]])
  })
  test('a conversion is a custom event with its properties', () => {
    expect(entry.event(plausible, 'contact_form_sent', { form: 'contact' })).toEqual([
      ['contact_form_sent', { props: { form: 'contact' } }],
    ])
  })
})

describe('Google Analytics 4', () => {
  const entry = ANALYTICS_PROVIDERS.ga4
  test('loads gtag.js for the measurement ID', () => {
    expect(entry.script(ga4)).toEqual({
      src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123DEF4',
      attributes: {},
    })
  })
  test('is configured without its automatic page view: the app sends each one', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    expect(entry.setup(ga4, now)).toEqual([
      ['js', now],
      ['config', 'G-ABC123DEF4', { send_page_view: false }],
    ])
  })
  test('a page view is a page_view event with the address, path and title', () => {
    expect(entry.pageView(ga4, page)).toEqual([
      [
        'event',
        'page_view',
        { page_location: 'https://example.com/sap?x=1', page_path: '/sap', page_title: 'SAP | Acme' },
      ],
    ])
  })
  test('a conversion is an event of its name', () => {
    expect(entry.event(ga4, 'booking_click', { placement: 'hero', label: 'Book a call' })).toEqual([
      ['event', 'booking_click', { placement: 'hero', label: 'Book a call' }],
    ])
  })
  test('a visitor who declines after accepting is opted out by Google’s own flag', () => {
    expect(entry.optOutFlag?.(ga4)).toBe('ga-disable-G-ABC123DEF4')
  })
})

describe('Matomo', () => {
  const entry = ANALYTICS_PROVIDERS.matomo
  test('loads matomo.js from the Matomo address, or from the CDN for Matomo Cloud', () => {
    expect(entry.script(matomo).src).toBe('https://analytics.example.com/matomo.js')
    expect(entry.script({ provider: 'matomo', url: 'https://acme.matomo.cloud/', siteId: '1' }).src).toBe(
      'https://cdn.matomo.cloud/acme.matomo.cloud/matomo.js',
    )
  })
  test('tracks without cookies, to the site ID at the Matomo address', () => {
    expect(entry.setup(matomo, new Date())).toEqual([
      ['disableCookies'],
      ['enableLinkTracking'],
      ['setTrackerUrl', 'https://analytics.example.com/matomo.php'],
      ['setSiteId', '3'],
    ])
  })
  test('the first page view sets the address and title; a later one the previous page as referrer', () => {
    expect(entry.pageView(matomo, page)).toEqual([
      ['setCustomUrl', 'https://example.com/sap?x=1'],
      ['setDocumentTitle', 'SAP | Acme'],
      ['trackPageView'],
    ])
    expect(entry.pageView(matomo, { ...page, previousUrl: 'https://example.com/' })[0]).toEqual([
      'setReferrerUrl',
      'https://example.com/',
    ])
  })
  test('a conversion is an event in the Conversions category, its properties as the name', () => {
    expect(entry.event(matomo, 'chat_handoff', { channel: 'phone' })).toEqual([
      ['trackEvent', 'Conversions', 'chat_handoff', 'channel: phone'],
    ])
    expect(entry.event(matomo, 'chat_handoff', {})).toEqual([['trackEvent', 'Conversions', 'chat_handoff']])
  })
})
