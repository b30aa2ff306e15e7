// Event streams (live events, listen) are bounded: per client address and in all for visitors (429 and 503 with
// Retry-After), apart for the editor's token, so that visitors cannot lock the Studio out; a stream that ends frees
// its slot at once, and one that sends nothing but heartbeats for too long is closed. Limits are small here.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLake, TOKEN, type TestLake } from './harness.ts'
import { readEvents } from './sse.ts'
import { TOO_MANY_STREAMS, tooManyClientStreams } from '../../server/content-lake/stream-slots.ts'

let t: TestLake
let idle: TestLake
beforeAll(async () => {
  // Clients are told apart by the address a trusted proxy puts in X-Forwarded-For (as the functions' rate limits).
  const trust = process.env.TRUST_PROXY
  process.env.TRUST_PROXY = 'true'
  try {
    t = await startLake({ limits: { clientStreams: 2, visitorStreams: 3, editorStreams: 2 } })
    idle = await startLake({ limits: { clientStreams: 1, streamIdleMs: 2000 } })
  } finally {
    if (trust === undefined) delete process.env.TRUST_PROXY
    else process.env.TRUST_PROXY = trust
  }
})
afterAll(async () => {
  await t.close()
  await idle.close()
})

const LIVE = '/vX/data/live/events/production'
const LISTEN = `/vX/data/listen/production?query=${encodeURIComponent('*[_type == "stat"]')}`

/** Opens a stream as `client` (an address), with the editor's token when `editor`; closed after each test. */
const opened: { abort(): void }[] = []
async function open(
  lake: TestLake,
  client: string,
  { editor = false, path = LIVE }: { editor?: boolean; path?: string } = {},
) {
  const controller = new AbortController()
  const response = await fetch(`${lake.url}${path}`, {
    signal: controller.signal,
    headers: {
      Accept: 'text/event-stream',
      'X-Forwarded-For': client,
      ...(editor ? { Authorization: `Bearer ${TOKEN}` } : {}),
    },
  })
  const stream = { response, abort: () => controller.abort() }
  opened.push(stream)
  if (response.ok) expect((await readEvents(response.clone()).next()).event).toBe('welcome')
  return stream
}

async function closeAll() {
  for (const stream of opened.splice(0)) stream.abort()
  // The server frees slots as it sees the connections close: wait until every slot opens again.
  await expect
    .poll(async () => {
      const probes = [
        await open(t, '198.51.100.9'),
        await open(t, '198.51.100.9'),
        await open(t, '198.51.100.10'),
        await open(t, '198.51.100.9', { editor: true }),
        await open(t, '198.51.100.9', { editor: true }),
      ]
      const ok = probes.every(({ response }) => response.ok)
      for (const probe of opened.splice(0)) probe.abort()
      return ok
    })
    .toBe(true)
}

describe('visitors', () => {
  test('the stream after the per-client limit is a 429 with Retry-After; another client still gets one', async () => {
    expect((await open(t, '203.0.113.1')).response.status).toBe(200)
    expect((await open(t, '203.0.113.1')).response.status).toBe(200)
    const refused = (await open(t, '203.0.113.1')).response
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('10')
    expect(await refused.json()).toEqual({
      error: { description: tooManyClientStreams(2), type: 'httpTooManyRequests' },
    })
    expect(tooManyClientStreams(2)).toBe(
      'Too many event streams from this client: at most 2 may be open at once',
    )
    expect((await open(t, '203.0.113.2')).response.status).toBe(200)
    await closeAll()
  })

  test('the stream after the total limit is a 503 with Retry-After, whatever the client', async () => {
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2'])
      expect((await open(t, client)).response.status).toBe(200)
    const refused = (await open(t, '203.0.113.3')).response
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('10')
    expect(await refused.json()).toEqual({
      error: { description: TOO_MANY_STREAMS, type: 'httpServiceUnavailable' },
    })
    await closeAll()
  })

  test('a closed stream frees its slot at once', async () => {
    const first = await open(t, '203.0.113.4')
    await open(t, '203.0.113.4')
    expect((await open(t, '203.0.113.4')).response.status).toBe(429)
    first.abort()
    await expect.poll(async () => (await open(t, '203.0.113.4')).response.status, { timeout: 2000 }).toBe(200)
    await closeAll()
  })

  test('a request the lake refuses (406, 401) takes no slot', async () => {
    for (let i = 0; i < 3; i++) {
      const notAccepted = await fetch(`${t.url}${LIVE}`, {
        headers: { Accept: 'application/json', 'X-Forwarded-For': '203.0.113.5' },
      })
      expect(notAccepted.status).toBe(406)
      expect((await open(t, '203.0.113.5', { path: LISTEN })).response.status).toBe(401)
    }
    expect((await open(t, '203.0.113.5')).response.status).toBe(200)
    expect((await open(t, '203.0.113.5')).response.status).toBe(200)
    await closeAll()
  })
})

describe('the editor', () => {
  test("is not locked out by visitors' streams: its own streams have their own limit", async () => {
    for (const client of ['203.0.113.6', '203.0.113.6', '203.0.113.7'])
      expect((await open(t, client)).response.status).toBe(200)
    expect((await open(t, '203.0.113.8')).response.status).toBe(503)
    // From the same address as a visitor at its own limit, too.
    expect((await open(t, '203.0.113.6', { editor: true, path: LISTEN })).response.status).toBe(200)
    expect((await open(t, '203.0.113.6', { editor: true })).response.status).toBe(200)
    const over = (await open(t, '203.0.113.6', { editor: true, path: LISTEN })).response
    expect(over.status).toBe(503)
    expect(over.headers.get('Retry-After')).toBe('10')
    await closeAll()
  })
})

describe('idle streams', () => {
  test('stay open while events come, are closed after nothing but heartbeats, and free their slot', async () => {
    const { response } = await open(idle, '203.0.113.9')
    const events = readEvents(response)
    expect((await events.next()).event).toBe('welcome')
    // Five writes half the idle time apart: longer than the idle time in all, and the stream hears each.
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await idle.editor
        .patch('stat-2')
        .set({ value: `v${i}` })
        .commit({ visibility: 'sync' })
      expect((await events.next()).event).toBe('message')
    }
    expect((await open(idle, '203.0.113.9')).response.status).toBe(429)
    const closedAt = Date.now()
    await expect(events.next(10_000)).rejects.toThrow('the stream ended')
    expect(Date.now() - closedAt).toBeGreaterThan(1000)
    expect((await open(idle, '203.0.113.9')).response.status).toBe(200)
    for (const stream of opened.splice(0)) stream.abort()
  })
})
