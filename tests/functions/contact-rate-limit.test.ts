// Rate limits of POST /api/send-contact-email: 20 messages per 10 minutes per client IP unless
// CONTACT_RATE_LIMIT / CONTACT_RATE_WINDOW_SECONDS say otherwise; 429 with Retry-After beyond it.
import { describe, expect, test } from 'vitest'
import { createMemoryRateLimiter } from '../../functions/lib/rate-limit.ts'
import { contactServices, freshIp, submit, validSubmission, type Answer } from './harness.ts'

const TOO_MANY = 'Too many messages from your network. Please try again later.'

const services = contactServices()

function expectLimited(answer: Answer, windowSeconds: number) {
  expect(answer.status).toBe(429)
  expect(answer.body).toEqual({ success: false, error: TOO_MANY })
  const retryAfter = Number(answer.headers.get('Retry-After'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
}

describe('the contact function', () => {
  test('accepts 20 messages per IP in 10 minutes by default and answers the 21st 429 with Retry-After', async () => {
    const env = services.env
    const ip = freshIp()
    for (let count = 1; count <= 20; count++)
      expect((await submit(validSubmission(), env, ip)).status).toBe(200)
    expectLimited(await submit(validSubmission(), env, ip), 600)
  })

  test('takes the limit and window from CONTACT_RATE_LIMIT and CONTACT_RATE_WINDOW_SECONDS', async () => {
    const env = { ...services.env, CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW_SECONDS: '60' }
    const ip = freshIp()
    for (let count = 1; count <= 3; count++)
      expect((await submit(validSubmission(), env, ip)).status).toBe(200)
    expectLimited(await submit(validSubmission(), env, ip), 60)
  })

  test('falls back to the defaults when the settings are not positive whole numbers', async () => {
    const env = { ...services.env, CONTACT_RATE_LIMIT: 'lots', CONTACT_RATE_WINDOW_SECONDS: '-5' }
    const ip = freshIp()
    // Invalid submissions count as much as valid ones and make this quicker: nothing is stored or sent.
    for (let count = 1; count <= 20; count++) expect((await submit({}, env, ip)).status).toBe(400)
    expectLimited(await submit({}, env, ip), 600)
  })

  test('one IP being limited does not limit another', async () => {
    const env = { ...services.env, CONTACT_RATE_LIMIT: '2' }
    const limited = freshIp()
    const other = freshIp()
    await submit(validSubmission(), env, limited)
    await submit(validSubmission(), env, limited)
    expect((await submit(validSubmission(), env, limited)).status).toBe(429)
    expect((await submit(validSubmission(), env, other)).status).toBe(200)
    expect((await submit(validSubmission(), env, other)).status).toBe(200)
    expect((await submit(validSubmission(), env, limited)).status).toBe(429)
  })

  test('a limited message is neither stored nor mailed', async () => {
    const env = { ...services.env, CONTACT_RATE_LIMIT: '1' }
    const ip = freshIp()
    await submit(validSubmission(), env, ip)
    const limited = validSubmission()
    expect((await submit(limited, env, ip)).status).toBe(429)
    expect((await services.lake.leads()).some((lead) => lead.submissionId === limited.submissionId)).toBe(
      false,
    )
    expect(services.smtp.mails.some((mail) => mail.header('X-Submission-Id') === limited.submissionId)).toBe(
      false,
    )
  })
})

describe('the sliding window', () => {
  test('lets an IP send again once its oldest message leaves the window, and Retry-After says when', async () => {
    let now = 1_000_000
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000, prefix: 'test', now: () => now })
    expect((await limiter.hit('ip')).allowed).toBe(true)
    now += 20_000
    expect((await limiter.hit('ip')).allowed).toBe(true)
    now += 10_000
    // The oldest hit leaves the window 30 s from now.
    expect(await limiter.hit('ip')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 })
    now += 29_999
    expect((await limiter.hit('ip')).allowed).toBe(false)
    now += 1
    expect(await limiter.hit('ip')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
  })

  test('does not count refused attempts', async () => {
    let now = 0
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 10_000, prefix: 'test', now: () => now })
    await limiter.hit('ip')
    for (let attempt = 0; attempt < 5; attempt++) {
      now += 1_000
      expect((await limiter.hit('ip')).allowed).toBe(false)
    }
    now = 10_001
    expect((await limiter.hit('ip')).allowed).toBe(true)
  })
})
