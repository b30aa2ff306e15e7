// Every request body has a ceiling, checked before the body is read, and query strings have one too. Limits are
// small here; the defaults and their environment variables are checked at the end.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLake, TOKEN, type TestLake } from './harness.ts'
import { lakeLimits } from '../../server/content-lake/limits.ts'

let t: TestLake
beforeAll(async () => {
  t = await startLake({
    limits: { queryBodyBytes: 1024, mutateBodyBytes: 4096, uploadBodyBytes: 8192, queryStringBytes: 2048 },
  })
})
afterAll(() => t.close())

const send = (method: string, path: string, body: BodyInit, contentType = 'application/json') =>
  fetch(`${t.url}/v2025-02-19${path}`, {
    method,
    body,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': contentType },
  })
/** A JSON body of about `bytes` bytes. */
const json = (bytes: number, fields: object) => JSON.stringify({ ...fields, padding: 'x'.repeat(bytes) })
const tooLarge = (limit: string) => ({
  error: { description: `Request body is larger than the limit of ${limit}`, type: 'httpPayloadTooLarge' },
})

describe('413 for a body over its limit', () => {
  test('POST /data/query: the query limit', async () => {
    const response = await send('POST', '/data/query/production', json(2000, { query: 'count(*)' }))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge('1 KB'))
  })

  test('POST /data/query under the limit is answered', async () => {
    const response = await send(
      'POST',
      '/data/query/production',
      json(500, { query: 'count(*[_type == "stat"])' }),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).result).toBe(2)
  })

  test('POST /data/mutate: the documents limit', async () => {
    const response = await send(
      'POST',
      '/data/mutate/production',
      JSON.stringify({ mutations: [{ create: { _type: 'stat', value: 'x'.repeat(5000) } }] }),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge('4 KB'))
  })

  test('POST /data/actions: the documents limit', async () => {
    const response = await send('POST', '/data/actions/production', json(5000, { actions: [] }))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge('4 KB'))
  })

  test('POST /assets/images: the upload limit', async () => {
    const response = await send('POST', '/assets/images/production', new Uint8Array(9000), 'image/png')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge('8 KB'))
  })

  test('PUT /users/me/keyvalue (and any other endpoint): the query limit', async () => {
    const response = await send(
      'PUT',
      '/users/me/keyvalue',
      JSON.stringify([{ key: 'k', value: 'x'.repeat(2000) }]),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge('1 KB'))
  })

  test('a body sent without Content-Length stops being read at the limit', async () => {
    const chunk = new TextEncoder().encode(json(600, { query: 'count(*)' }))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(chunk)
        controller.close()
      },
    })
    const response = await fetch(`${t.url}/v2025-02-19/data/query/production`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'Content-Type': 'application/json' },
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge('1 KB'))
  })

  test('a 200 MB body is refused by its Content-Length, before it is sent', async () => {
    const { origin, pathname } = new URL(`${t.url}/v2025-02-19/data/query/production`)
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(`${origin}${pathname}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': 200 * 1024 * 1024 },
      })
      outgoing.on('response', (response) => {
        resolve(response.statusCode!)
        outgoing.destroy()
      })
      outgoing.on('error', reject)
      // Only the start of the body; the answer must not wait for the rest.
      outgoing.write('{"query": "count(*)", "padding": "')
    })
    expect(status).toBe(413)
  })
})

describe('414 for a query string over its limit', () => {
  const longQuery = `count(*[_type == "stat"])${' '.repeat(3000)}`

  test('GET /data/query', async () => {
    const response = await fetch(
      `${t.url}/v2025-02-19/data/query/production?query=${encodeURIComponent(longQuery)}`,
    )
    expect(response.status).toBe(414)
    expect(await response.json()).toEqual({
      error: {
        description: 'The query string is longer than the limit of 2 KB; send long queries by POST',
        type: 'httpUriTooLong',
      },
    })
  })

  test('GET /data/listen', async () => {
    const response = await fetch(
      `${t.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent(longQuery)}`,
      { headers: { Authorization: `Bearer ${TOKEN}` } },
    )
    expect(response.status).toBe(414)
  })
})

describe('the limits', () => {
  test('default to 256 KB for queries, 4 MB for documents, 20 MB for uploads, 16 KB for query strings; 32, 256 and 128 event streams, idle after 10 minutes', () => {
    expect(lakeLimits({}, {})).toEqual({
      queryWorkers: 2,
      queryWorkerMemoryMb: 512,
      queryTimeoutMs: 5000,
      queryQueueWaitMs: 5000,
      queryQueueLimit: 64,
      queryResultBytes: 32 * 1024 * 1024,
      queryBodyBytes: 256 * 1024,
      mutateBodyBytes: 4 * 1024 * 1024,
      uploadBodyBytes: 20 * 1024 * 1024,
      queryStringBytes: 16 * 1024,
      clientStreams: 32,
      visitorStreams: 256,
      editorStreams: 128,
      streamIdleMs: 600_000,
    })
  })

  test('come from the environment, sizes in bytes or with kb or mb', () => {
    expect(
      lakeLimits(
        {},
        {
          GROQ_WORKERS: '4',
          GROQ_TIMEOUT_MS: '2000',
          LAKE_QUERY_BODY_LIMIT: '64kb',
          LAKE_MUTATE_BODY_LIMIT: '8MB',
          LAKE_UPLOAD_BODY_LIMIT: '1000',
          LAKE_CLIENT_STREAM_LIMIT: '4',
          LAKE_STREAM_LIMIT: '40',
          LAKE_EDITOR_STREAM_LIMIT: '20',
          LAKE_STREAM_IDLE_MS: '60000',
        },
      ),
    ).toMatchObject({
      queryWorkers: 4,
      queryTimeoutMs: 2000,
      queryQueueWaitMs: 2000,
      queryBodyBytes: 64 * 1024,
      mutateBodyBytes: 8 * 1024 * 1024,
      uploadBodyBytes: 1000,
      clientStreams: 4,
      visitorStreams: 40,
      editorStreams: 20,
      streamIdleMs: 60_000,
    })
  })

  test('refuse a value that is not one, naming the variable', () => {
    expect(() => lakeLimits({}, { LAKE_QUERY_BODY_LIMIT: '1 GB' })).toThrow(
      'LAKE_QUERY_BODY_LIMIT must be a size in bytes, or with "kb" or "mb" (e.g. 256kb), got "1 GB"',
    )
    expect(() => lakeLimits({}, { GROQ_WORKERS: '0' })).toThrow(
      'GROQ_WORKERS must be a whole number of at least 1, got "0"',
    )
  })
})
