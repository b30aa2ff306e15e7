// Prometheus metrics (server/metrics.ts): off unless METRICS=1, guarded by METRICS_TOKEN when it is set.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import { createContentLake, type ContentLake } from '../../server/content-lake/index.ts'
import { createMetrics, routeKind } from '../../server/metrics.ts'
import { writeSeed } from '../content-lake/harness.ts'

const TOKEN = 'test-editor-token'
let lake: ContentLake

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'metrics-'))
  lake = await createContentLake({
    dataDir: join(root, 'data'),
    seedFile: await writeSeed(root),
    token: TOKEN,
    corsOrigins: [],
  })
})
afterAll(() => lake.close())

test('off by default: no /metrics', async () => {
  expect(createMetrics(lake, {})).toBeUndefined()
  const app = createApp({ lake, env: {}, log: () => {} })
  expect((await app.request('/metrics')).status).toBe(404)
})

test('requests by kind of route and status, latencies, the lake, workers and pages', async () => {
  const env = { METRICS: '1' }
  const print = vi.fn()
  const metrics = createMetrics(lake, env, print)!
  const app = createApp({ lake, env, log: () => {}, metrics })
  const query = encodeURIComponent('*[_id == "stat-1"][0].value')
  expect((await app.request(`/content-lake/v2025-02-19/data/query/production?query=${query}`)).status).toBe(
    200,
  )
  expect((await app.request('/content-lake/v2025-02-19/data/doc/production/stat-1')).status).toBe(200)
  expect((await app.request('/api/nothing-here')).status).toBe(404)
  metrics.pagesLog('pages: rendered 3, removed 1')
  metrics.pagesLog('pages: could not render /x, keeping what was there: boom')
  expect(print).toHaveBeenCalledTimes(2)

  const response = await app.request('/metrics')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  const text = await response.text()
  for (const line of [
    'http_requests_total{route="lake_query",status="200"} 1',
    'http_requests_total{route="lake_doc",status="200"} 1',
    'http_requests_total{route="api_other",status="404"} 1',
    'http_request_duration_seconds_count{route="lake_query"} 1',
    'content_lake_query_queue_length{queue="editor"} 0',
    'content_lake_query_queue_length{queue="visitors"} 0',
    'content_lake_query_worker_restarts_total{reason="timeout"} 0',
    'content_lake_disk_full{database="documents"} 0',
    'content_lake_disk_full{database="history"} 0',
    'site_page_refreshes_total 1',
    'site_pages_rendered_total 3',
  ])
    expect(text).toContain(line)
  expect(text).toMatch(/content_lake_query_workers\{state="ready"\} [1-9]/)
  expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",route="lake_query"}')
  expect(text).toContain('process_cpu_seconds_total')
})

test('METRICS_TOKEN guards /metrics', async () => {
  const env = { METRICS: '1', METRICS_TOKEN: 'scrape' }
  const app = createApp({ lake, env, log: () => {} })
  expect((await app.request('/metrics')).status).toBe(401)
  expect((await app.request('/metrics', { headers: { authorization: 'Bearer nope' } })).status).toBe(401)
  expect((await app.request('/metrics', { headers: { authorization: 'Bearer scrape' } })).status).toBe(200)
})

test('route kinds are bounded labels, never paths', () => {
  expect(routeKind('/')).toBe('page')
  expect(routeKind('/blog/some-article')).toBe('page')
  expect(routeKind('/assets/app-1234.js')).toBe('asset')
  expect(routeKind('/sitemap.xml')).toBe('file')
  expect(routeKind('/api/send-contact-email')).toBe('function_send-contact-email')
  expect(routeKind('/api/chat')).toBe('function_chat')
  expect(routeKind('/api/health')).toBe('health')
  expect(routeKind('/content-lake/v2025-02-19/data/mutate/production')).toBe('lake_mutate')
  expect(routeKind('/content-lake/vX/data/listen/production')).toBe('lake_listen')
  expect(routeKind('/content-lake/vX/data/live/events/production')).toBe('lake_live_events')
  expect(routeKind('/content-lake/v2025-02-19/assets/images/production')).toBe('lake_upload')
  expect(routeKind('/content-lake/images/local/production/abc-400x300.png')).toBe('lake_image')
  expect(routeKind('/content-lake/v1/users/me')).toBe('lake_other')
})
