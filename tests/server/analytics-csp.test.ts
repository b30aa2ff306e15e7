// The Content-Security-Policy widens exactly to the chosen analytics provider's hosts (docs/analytics.md, "CSP"),
// is the site's own without one, and follows a publish of the Site Settings on the running server.
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { lakeForTests } from '../content-lake/harness.ts'
import { securityHeaders, securityHeaderValues } from '../../render/security-headers.ts'
import { followAnalyticsSettings, readAnalyticsSources } from '../../render/analytics-settings.ts'
import {
  analyticsCspSources,
  resolveAnalytics,
  type AnalyticsSettings,
} from '../../shared/analytics-providers.ts'

const cspFor = (settings: AnalyticsSettings | null) =>
  securityHeaderValues([], undefined, analyticsCspSources(resolveAnalytics(settings)))[
    'Content-Security-Policy'
  ]

/** The policy as it was before analytics existed: a site without a provider must still send exactly this. */
const SITE_ONLY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://cdn.sanity.io; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))

test('without a provider the policy is the site’s own, word for word', () => {
  expect(securityHeaderValues()['Content-Security-Policy']).toBe(SITE_ONLY)
  expect(cspFor(null)).toBe(SITE_ONLY)
  expect(cspFor({ provider: 'none' })).toBe(SITE_ONLY)
})

test('settings a provider cannot run with widen nothing', () => {
  expect(cspFor({ provider: 'ga4', ga4MeasurementId: 'UA-12345-1' })).toBe(SITE_ONLY)
  expect(cspFor({ provider: 'matomo', matomoUrl: 'http://analytics.example.com/', matomoSiteId: '1' })).toBe(
    SITE_ONLY,
  )
})

test('Plausible adds its script host to script-src and connect-src only', () => {
  const csp = cspFor({ provider: 'plausible', plausibleDomain: 'example.com' })
  expect(directive(csp, 'script-src')).toBe("script-src 'self' https://plausible.io")
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://plausible.io")
  expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.sanity.io")
})

test('a self-hosted Plausible adds its own host instead of plausible.io', () => {
  const csp = cspFor({
    provider: 'plausible',
    plausibleDomain: 'example.com',
    plausibleHost: 'https://stats.example.com/',
  })
  expect(directive(csp, 'script-src')).toBe("script-src 'self' https://stats.example.com")
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.com")
})

test('Google Analytics 4 adds Google’s documented hosts', () => {
  const csp = cspFor({ provider: 'ga4', ga4MeasurementId: 'G-ABC123DEF4' })
  expect(directive(csp, 'script-src')).toBe("script-src 'self' https://*.googletagmanager.com")
  expect(directive(csp, 'connect-src')).toBe(
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
  )
  expect(directive(csp, 'img-src')).toBe(
    "img-src 'self' data: blob: https://cdn.sanity.io https://*.google-analytics.com https://*.googletagmanager.com",
  )
})

test('Matomo adds its own origin to script-src, connect-src and img-src', () => {
  const csp = cspFor({
    provider: 'matomo',
    matomoUrl: 'https://analytics.example.com/matomo/',
    matomoSiteId: '3',
  })
  expect(directive(csp, 'script-src')).toBe("script-src 'self' https://analytics.example.com")
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://analytics.example.com")
  expect(directive(csp, 'img-src')).toBe(
    "img-src 'self' data: blob: https://cdn.sanity.io https://analytics.example.com",
  )
})

test('Matomo Cloud adds the CDN its tracker is served from', () => {
  const csp = cspFor({ provider: 'matomo', matomoUrl: 'https://acme.matomo.cloud/', matomoSiteId: '1' })
  expect(directive(csp, 'script-src')).toBe(
    "script-src 'self' https://acme.matomo.cloud https://cdn.matomo.cloud",
  )
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://acme.matomo.cloud")
})

test('the provider’s hosts come after hosted Sanity’s in connect-src, and the other directives stay as they are', () => {
  const csp = securityHeaderValues(
    ['https://p1.api.sanity.io'],
    undefined,
    analyticsCspSources(resolveAnalytics({ provider: 'plausible', plausibleDomain: 'example.com' })),
  )['Content-Security-Policy']
  expect(directive(csp, 'connect-src')).toBe(
    "connect-src 'self' https://p1.api.sanity.io https://plausible.io",
  )
  expect(csp.replace(/(script|connect)-src [^;]+/g, '')).toBe(
    SITE_ONLY.replace(/(script|connect)-src [^;]+/g, ''),
  )
})

test('the middleware sends the policy of the provider it is given at the time of each answer', async () => {
  let sources = analyticsCspSources(null)
  const app = new Hono()
  app.use('*', securityHeaders({ analytics: () => sources }))
  app.get('/', (c) => c.text('ok'))
  expect((await app.request('/')).headers.get('Content-Security-Policy')).toBe(SITE_ONLY)
  sources = analyticsCspSources(resolveAnalytics({ provider: 'ga4', ga4MeasurementId: 'G-ABC123DEF4' }))
  expect(directive((await app.request('/')).headers.get('Content-Security-Policy')!, 'script-src')).toBe(
    "script-src 'self' https://*.googletagmanager.com",
  )
})

const t = lakeForTests()

test('the server follows the published Site Settings: a publish changes the hosts, a draft does not', async () => {
  const follower = await followAnalyticsSettings(t.lake)
  try {
    expect(follower.sources()).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] })
    await t.editor.createOrReplace({
      _id: 'drafts.siteSettings',
      _type: 'siteSettings',
      companyName: 'Acme',
      analytics: { provider: 'plausible', plausibleDomain: 'example.com' },
    })
    expect(await readAnalyticsSources(t.lake)).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] })
    await t.editor
      .patch('siteSettings')
      .set({ analytics: { provider: 'matomo', matomoUrl: 'https://m.example.com/', matomoSiteId: '7' } })
      .commit()
    await expect
      .poll(() => follower.sources())
      .toEqual({
        scriptSrc: ['https://m.example.com'],
        connectSrc: ['https://m.example.com'],
        imgSrc: ['https://m.example.com'],
      })
    await t.editor
      .patch('siteSettings')
      .set({ analytics: { provider: 'none' } })
      .commit()
    await expect.poll(() => follower.sources()).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] })
  } finally {
    follower.close()
  }
})
