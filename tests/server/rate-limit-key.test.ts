// Spoofed X-Forwarded-For headers do not buy extra attempts from the contact form's rate limit.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer({
    env: { TRUST_PROXY: 'true', CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW_SECONDS: '600' },
  })
})
afterAll(() => server.close())

test('with TRUST_PROXY=true, 8 requests with 8 forged left-most addresses share one limit of 3', async () => {
  const statuses: number[] = []
  for (let attempt = 0; attempt < 8; attempt++) {
    const response = await fetch(`${server.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}, 127.0.0.9` },
      body: '{}',
    })
    statuses.push(response.status)
  }
  expect(statuses.filter((status) => status === 429)).toHaveLength(5)
})
