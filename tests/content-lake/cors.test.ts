// Cross-origin calls to the lake: only the page's own origin and the configured ones (cors.ts), like a hosted
// project's CORS list; never credentials for an arbitrary origin.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Hono } from 'hono'
import { corsOrigins, lakeCors } from '../../server/content-lake/cors.ts'

const app = new Hono()
app.use('*', lakeCors(['https://studio.example']))
app.all('/data', (c) => c.json({ ok: true }))

const preflight = (origin: string) =>
  app.request('http://lake.example/data', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization',
    },
  })

describe('lake CORS', () => {
  test('a configured origin gets CORS headers with credentials', async () => {
    const response = await app.request('http://lake.example/data', {
      headers: { origin: 'https://studio.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('https://studio.example')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
  })

  test('a configured origin’s preflight is answered', async () => {
    const response = await preflight('https://studio.example')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://studio.example')
  })

  test('any other origin gets no CORS headers at all', async () => {
    const response = await app.request('http://lake.example/data', {
      headers: { origin: 'https://evil.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('any other origin’s preflight is refused with a JSON error', async () => {
    const response = await preflight('https://evil.example')
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(await response.json()).toEqual({
      error: { description: 'Origin https://evil.example is not allowed (CORS_ORIGINS)', type: 'corsError' },
    })
  })

  test('the page’s own origin needs no entry', async () => {
    const response = await preflight('http://lake.example')
    expect(response.status).toBe(204)
  })
})

describe('CORS_ORIGINS', () => {
  test('defaults to the local Studio only', () => {
    expect(corsOrigins({})).toEqual(['https://localhost:3333', 'https://127.0.0.1:3333'])
  })

  test('adds a comma-separated list, trailing slashes ignored', () => {
    expect(
      corsOrigins({ STUDIO_PORT: '4444', CORS_ORIGINS: 'https://a.example/, https://b.example' }),
    ).toEqual(['https://localhost:4444', 'https://127.0.0.1:4444', 'https://a.example', 'https://b.example'])
  })
})

let served: { url: string; close(): Promise<void> }
beforeAll(async () => {
  const { startLake } = await import('./harness.ts')
  const lake = await startLake()
  served = lake
})
afterAll(() => served.close())

test('the real lake does not echo an arbitrary origin with credentials, preflights included', async () => {
  const response = await fetch(`${served.url}/v2025-02-19/data/query/production?query=count(*)`, {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
  })
  expect(response.status).toBe(403)
  expect(response.headers.get('access-control-allow-credentials')).toBeNull()
})
