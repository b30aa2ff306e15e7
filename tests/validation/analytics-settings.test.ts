// The Site Settings' "Analytics" fields: only the chosen provider's are checked, each with the message the Studio
// shows (shared/analytics-providers.ts, used by schemas/singletons/siteSettings.ts).
import { expect, test } from 'vitest'
import {
  ANALYTICS_MESSAGES,
  analyticsProblems,
  consentTextRequired,
} from '../../shared/analytics-providers.ts'

test('with no provider nothing is required', () => {
  expect(analyticsProblems({ provider: 'none' })).toEqual({})
  expect(analyticsProblems(undefined)).toEqual({})
})

test('the other providers’ fields are ignored, however wrong', () => {
  expect(analyticsProblems({ provider: 'none', ga4MeasurementId: 'nope', matomoUrl: 'ftp://x' })).toEqual({})
})

test('Plausible needs the site’s domain', () => {
  expect(analyticsProblems({ provider: 'plausible' })).toEqual({
    plausibleDomain: 'Enter the domain this site has in Plausible, e.g. example.com',
  })
})

test('a Plausible domain is a bare domain, not an address', () => {
  expect(analyticsProblems({ provider: 'plausible', plausibleDomain: 'https://example.com/' })).toEqual({
    plausibleDomain: 'Only the domain, without https:// or a path, e.g. example.com',
  })
})

test('a self-hosted Plausible host is an https:// address without a path', () => {
  for (const plausibleHost of [
    'http://stats.example.com',
    'https://stats.example.com/js',
    'stats.example.com',
  ])
    expect(
      analyticsProblems({ provider: 'plausible', plausibleDomain: 'example.com', plausibleHost }),
    ).toEqual({
      plausibleHost: 'An https:// address without a path, e.g. https://plausible.io',
    })
  expect(
    analyticsProblems({
      provider: 'plausible',
      plausibleDomain: 'example.com',
      plausibleHost: 'https://stats.example.com',
    }),
  ).toEqual({})
})

test('GA4 needs a measurement ID', () => {
  expect(analyticsProblems({ provider: 'ga4', ga4MeasurementId: '  ' })).toEqual({
    ga4MeasurementId: 'Enter the measurement ID of the GA4 web stream, e.g. G-ABC123DEF4',
  })
})

test('a GA4 measurement ID is G- and capital letters and digits (a Universal Analytics ID is refused)', () => {
  for (const ga4MeasurementId of ['UA-12345-1', 'g-abc123def4', 'G-', 'GT-ABC1234'])
    expect(analyticsProblems({ provider: 'ga4', ga4MeasurementId })).toEqual({
      ga4MeasurementId: 'A measurement ID is G- followed by capital letters and digits, e.g. G-ABC123DEF4',
    })
  expect(analyticsProblems({ provider: 'ga4', ga4MeasurementId: 'G-ABC123DEF4' })).toEqual({})
})

test('Matomo needs its address and the site ID', () => {
  expect(analyticsProblems({ provider: 'matomo' })).toEqual({
    matomoUrl: 'Enter the address of your Matomo, e.g. https://analytics.example.com/',
    matomoSiteId: 'Enter the ID Matomo gave this site, e.g. 1',
  })
})

test('a Matomo address is https://, or http:// only on this machine', () => {
  for (const matomoUrl of [
    'http://analytics.example.com/',
    'analytics.example.com',
    'https://u:p@m.example.com/',
  ])
    expect(analyticsProblems({ provider: 'matomo', matomoUrl, matomoSiteId: '1' })).toEqual({
      matomoUrl: ANALYTICS_MESSAGES.matomoUrlInvalid,
    })
  expect(ANALYTICS_MESSAGES.matomoUrlInvalid).toBe(
    'An https:// address of your Matomo, e.g. https://analytics.example.com/ (http:// only for localhost or 127.0.0.1)',
  )
  for (const matomoUrl of [
    'https://analytics.example.com/',
    'http://localhost:8080/',
    'http://127.0.0.1:4176/m/',
  ])
    expect(analyticsProblems({ provider: 'matomo', matomoUrl, matomoSiteId: '1' })).toEqual({})
})

test('a Matomo site ID is a whole number', () => {
  for (const matomoSiteId of ['0', 'one', '1.5', '-2'])
    expect(
      analyticsProblems({ provider: 'matomo', matomoUrl: 'https://m.example.com/', matomoSiteId }),
    ).toEqual({
      matomoSiteId: 'A Matomo site ID is a whole number, e.g. 1',
    })
})

test('a consent banner text left empty names the field', () => {
  expect(consentTextRequired('Accept button text')).toBe(
    'Accept button text is needed: the chosen analytics provider asks visitors before it loads',
  )
})
