// The deployed page function's CSP names the analytics provider the published Site Settings choose
// (docs/analytics.md, "CSP"), asked of Sanity at most once a minute per instance.
import { afterEach, expect, test, vi } from 'vitest'
import { cachedAnalyticsSources, createPageHandler } from '../../functions/page/function.ts'
import type { PageRenderer } from '../../render/renderer.ts'
import { analyticsCspSources, resolveAnalytics } from '../../shared/analytics-providers.ts'

const GA4 = analyticsCspSources(resolveAnalytics({ provider: 'ga4', ga4MeasurementId: 'G-ABC123DEF4' }))
const NONE = { scriptSrc: [], connectSrc: [], imgSrc: [] }

afterEach(() => {
  vi.restoreAllMocks()
})

test('the settings are read once per minute, then again', async () => {
  let clock = 0
  const read = vi.fn(async () => GA4)
  const sources = cachedAnalyticsSources(read, { now: () => clock })
  expect(await sources({})).toEqual(GA4)
  clock = 59_999
  await sources({})
  expect(read).toHaveBeenCalledTimes(1)
  clock = 60_000
  await sources({})
  expect(read).toHaveBeenCalledTimes(2)
})

test('a failed read keeps what was known, and is logged', async () => {
  let clock = 0
  const logError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const read = vi
    .fn<() => Promise<typeof GA4>>()
    .mockResolvedValueOnce(GA4)
    .mockRejectedValueOnce(new Error('503'))
  const sources = cachedAnalyticsSources(read, { now: () => clock })
  expect(await sources({})).toEqual(GA4)
  clock = 60_000
  expect(await sources({})).toEqual(GA4)
  expect(logError).toHaveBeenCalledWith('[page] could not read the analytics settings:', new Error('503'))
})

test('with nothing known yet, a failed read widens nothing', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const sources = cachedAnalyticsSources(async () => Promise.reject(new Error('offline')))
  expect(await sources({})).toEqual(NONE)
})

test('a page answer carries the provider’s hosts in its CSP', async () => {
  const renderer = {
    routes: async () => ({ routes: [], redirects: [], siteUrl: 'https://example.com' }),
    render: async () => ({ status: 200, html: '<!doctype html><title>x</title>', etag: '"1"' }),
  } as unknown as PageRenderer
  const handler = createPageHandler(
    async () => renderer,
    async () => GA4,
  )
  const response = await handler(new Request('https://example.com/'), {
    env: {},
    platform: 'netlify',
  } as never)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Security-Policy')).toContain(
    "script-src 'self' https://*.googletagmanager.com;",
  )
})
