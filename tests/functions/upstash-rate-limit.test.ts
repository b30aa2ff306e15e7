// Rate limits shared through Upstash (@upstash/ratelimit) when UPSTASH_REDIS_REST_URL and _TOKEN are set: counted
// under the function's prefix and the client's address, the request past the limit refused with a Retry-After
// within the window, and a broken Upstash never stopping a request (the failure logged). A small HTTP server stands
// in for Upstash's REST API: it counts each key's requests as the sliding-window script does within one window.
import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createUpstashRateLimiter } from '../../functions/lib/rate-limit.ts'

const servers: Server[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/** An Upstash stand-in on `port`: answers each pipelined script call with [tokens left, limit], -1 once refused. */
async function fakeUpstash(port: number, answer: 'count' | 'fail') {
  const keys: string[] = []
  const counts = new Map<string, number>()
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (answer === 'fail' || request.headers.authorization !== 'Bearer secret') {
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: 'ERR unavailable' }))
        return
      }
      const commands = JSON.parse(body) as [string, string, number, string, string, number][]
      const results = commands.map(([, , , current, , limit]) => {
        keys.push(current)
        const count = counts.get(current) ?? 0
        if (count >= limit) return { result: [-1, limit] }
        counts.set(current, count + 1)
        return { result: [limit - count - 1, limit] }
      })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(results))
    })
  })
  servers.push(server)
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening))
  return {
    keys,
    env: { UPSTASH_REDIS_REST_URL: `http://127.0.0.1:${port}`, UPSTASH_REDIS_REST_TOKEN: 'secret' },
  }
}

describe('the Upstash rate limiter', () => {
  test('lets the limit through, then refuses with a Retry-After within the window, counted per prefix and address', async () => {
    const upstash = await fakeUpstash(4475, 'count')
    const limiter = createUpstashRateLimiter({
      limit: 2,
      windowMs: 60_000,
      prefix: 'contact',
      env: upstash.env,
    })
    expect(await limiter.hit('203.0.113.7')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    expect(await limiter.hit('203.0.113.7')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    const refused = await limiter.hit('203.0.113.7')
    expect(refused).toMatchObject({ allowed: false, remaining: 0 })
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await limiter.hit('198.51.100.2')).allowed).toBe(true)
    expect(upstash.keys.every((key) => /^contact:(203\.0\.113\.7|198\.51\.100\.2):\d+$/.test(key))).toBe(true)
  })

  test('lets the request through and logs the failure when Upstash answers an error', async () => {
    const upstash = await fakeUpstash(4476, 'fail')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const limiter = createUpstashRateLimiter({ limit: 1, windowMs: 60_000, prefix: 'chat', env: upstash.env })
    expect(await limiter.hit('203.0.113.7')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    expect(await limiter.hit('203.0.113.7')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    expect(logged).toHaveBeenCalledWith(
      '[rate-limit] Upstash unavailable, allowing request:',
      expect.any(Error),
    )
  })
})
