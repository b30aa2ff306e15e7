// The same handlers and headers on Netlify and Vercel as on the local server.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { forNetlify, forVercel } from '../../functions/lib/platforms.ts'
import type { FunctionContext } from '../../functions/lib/context.ts'
import retryCron from '../../api/retry-pending-emails.ts'
import { securityHeaderValues } from '../../render/security-headers.ts'
import { headersFile } from '../../render/page-files.ts'

const echoContext = async (_request: Request, context: FunctionContext) => Response.json(context)
const post = (headers: Record<string, string> = {}) =>
  new Request('https://example.com/api/chat', { method: 'POST', headers })

test('on Netlify the rate limits key on the address Netlify reports', async () => {
  const response = await forNetlify(echoContext)(post({ 'x-forwarded-for': '6.6.6.6' }), {
    ip: '203.0.113.7',
  })
  expect(await response.json()).toMatchObject({ clientIp: '203.0.113.7' })
})

test('on Vercel the rate limits key on x-real-ip, which Vercel sets from the connection', async () => {
  const response = await forVercel(echoContext).fetch(post({ 'x-real-ip': '203.0.113.8' }))
  expect(await response.json()).toMatchObject({ clientIp: '203.0.113.8' })
})

test('the Vercel retry cron refuses a caller without the cron secret', async () => {
  const response = await retryCron.fetch(new Request('https://example.com/api/retry-pending-emails'))
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({ success: false, error: 'Unauthorized' })
})

test('vercel.json sends the security headers of the local server (hosted Sanity allowed)', () => {
  const config = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[]
  }
  const all = config.headers.find((rule) => rule.source === '/(.*)')!
  const expected = securityHeaderValues(['https://*.api.sanity.io', 'https://*.apicdn.sanity.io'])
  expect(Object.fromEntries(all.headers.map(({ key, value }) => [key, value]))).toEqual(expected)
})

test('the _headers file of a static host carries every security header and the asset cache', () => {
  const file = headersFile(securityHeaderValues())
  for (const [name, value] of Object.entries(securityHeaderValues()))
    expect(file).toContain(`  ${name}: ${value}`)
  expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
})
