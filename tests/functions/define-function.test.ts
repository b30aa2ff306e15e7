// A function's declaration (functions/lib/define-function.ts) is enforced before its handler runs, the same on the
// local server, Netlify and Vercel: each rule of the declaration, one test, with the exact answer.
import { Hono } from 'hono'
import { afterEach, describe, expect, test, vi } from 'vitest'
import * as z from 'zod/mini'
import { defineFunction, type FunctionSpec } from '../../functions/lib/define-function.ts'
import { forNetlify, forVercel } from '../../functions/lib/platforms.ts'
import chat from '../../functions/chat/function.ts'
import { mountFunctions } from '../../server/functions.ts'

const URL = 'https://www.example.com/api/echo'
/** What @hono/node-server hands the app for a request from this address. */
const LOCAL_SOCKET = {
  incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } },
}

let rulePrefix = 0
/** A function that answers what it was given, declared with `extra`; a fresh rate limit each time. */
function echo(extra: Partial<FunctionSpec<{ word: string }>> = {}) {
  const handler = vi.fn(
    async (_request: Request, _context: unknown, input: { body: unknown; data: unknown }) =>
      Response.json({
        body: Buffer.isBuffer(input.body) ? input.body.toString('utf8') : input.body,
        data: input.data,
      }),
  )
  const declaration = defineFunction<{ word: string }>({
    name: 'echo',
    path: '/api/echo',
    methods: ['POST'],
    local: 'mounted',
    handler,
    ...extra,
  } as FunctionSpec<{ word: string }>)
  const call = (init: RequestInit & { ip?: string } = {}) =>
    declaration.handler(new Request(URL, { method: 'POST', ...init }), {
      clientIp: init.ip ?? '203.0.113.9',
      env: {},
    })
  return { declaration, handler, call }
}

const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

const rateLimit = (limit: number) => ({
  prefix: `test-${++rulePrefix}`,
  limit: { setting: 'TEST_LIMIT', fallback: limit },
  windowSeconds: { setting: 'TEST_WINDOW', fallback: 60 },
  message: 'Slow down.',
})

afterEach(() => vi.restoreAllMocks())

describe('methods', () => {
  test('any other method is answered 405 with the declared methods in Allow, and the handler does not run', async () => {
    const { call, handler } = echo({ methods: ['GET', 'HEAD'] })
    const answer = await call({ method: 'POST' })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('Allow')).toBe('GET, HEAD')
    expect(await answer.json()).toEqual({ success: false, error: 'Method not allowed' })
    expect(handler).not.toHaveBeenCalled()
  })

  test("a function that answers text (answers: 'text') refuses in plain text", async () => {
    const { call } = echo({ methods: ['GET'], answers: 'text' })
    const answer = await call({ method: 'POST' })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(await answer.text()).toBe('Method not allowed')
  })
})

describe('bodyLimit', () => {
  test('a JSON body over the limit is answered 413 with the limit in bytes', async () => {
    const { call } = echo({ bodyLimit: 10 })
    const answer = await call(postJson({ word: 'far too long' }))
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({ success: false, error: 'Request body must be at most 10 bytes' })
  })

  test('a body whose Content-Length understates it is still counted on the bytes received: 413', async () => {
    const { call } = echo({ bodyLimit: 10 })
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"word":"far too long"}'))
        controller.close()
      },
    })
    const answer = await call({ ...postJson(''), body: stream, duplex: 'half' } as RequestInit)
    expect(answer.status).toBe(413)
  })

  test('a body that is not JSON by its Content-Type is answered 415', async () => {
    const { call } = echo({ bodyLimit: 100 })
    const answer = await call({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' })
    expect(answer.status).toBe(415)
    expect(await answer.json()).toEqual({ success: false, error: 'Content-Type must be application/json' })
  })

  test('malformed JSON is answered 400', async () => {
    const { call } = echo({ bodyLimit: 100 })
    const answer = await call(postJson('{"word":'))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ success: false, error: 'Request body is not valid JSON' })
  })

  test("bodyFormat 'raw' hands the handler the bytes as sent, whatever their type", async () => {
    const { call } = echo({ bodyLimit: 100, bodyFormat: 'raw' })
    const answer = await call({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'as sent' })
    expect(await answer.json()).toEqual({ body: 'as sent' })
  })
})

describe('formBodyLimit', () => {
  const form = (body: string, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

  test("a form post's fields reach the handler", async () => {
    const { call } = echo({ bodyLimit: 100, formBodyLimit: 100 })
    expect(await (await call(form('word=hello&word=last'))).json()).toEqual({ body: { word: 'last' } })
  })

  test('a form post over its own limit is answered 413', async () => {
    const { call } = echo({ bodyLimit: 1000, formBodyLimit: 8 })
    const answer = await call(form('word=far+too+long'))
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({ success: false, error: 'Request body must be at most 8 bytes' })
  })

  test('a form posted from another site is answered 403', async () => {
    const { call, handler } = echo({ bodyLimit: 100, formBodyLimit: 100 })
    const answer = await call(form('word=hello', { Origin: 'https://elsewhere.example' }))
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ success: false, error: 'Forms may only be sent from this site' })
    expect(handler).not.toHaveBeenCalled()
  })

  test('without formBodyLimit a form post is not taken: 415', async () => {
    const { call } = echo({ bodyLimit: 100 })
    expect((await call(form('word=hello'))).status).toBe(415)
  })
})

describe('rateLimit', () => {
  test('beyond the limit per client address: 429 with the rule’s message and Retry-After', async () => {
    const { call } = echo({ bodyLimit: 100, rateLimit: rateLimit(2) })
    expect((await call(postJson({ word: 'a' }))).status).toBe(200)
    expect((await call(postJson({ word: 'b' }))).status).toBe(200)
    const limited = await call(postJson({ word: 'c' }))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe('60')
    expect(await limited.json()).toEqual({ success: false, error: 'Slow down.' })
    expect((await call({ ...postJson({ word: 'd' }), ip: '198.51.100.4' })).status).toBe(200)
  })

  test('a request refused before its body is read (405, 415, 413) does not count', async () => {
    const { call } = echo({ bodyLimit: 10, rateLimit: rateLimit(1) })
    await call({ method: 'GET' })
    await call({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' })
    await call(postJson({ word: 'far too long' }))
    expect((await call(postJson({ w: 1 }))).status).toBe(200)
  })
})

describe('schema', () => {
  const schema = z.object({ word: z.string({ error: 'A word is required' }) })

  test("a body the schema refuses is answered 400 with its first issue's message", async () => {
    const { call, handler } = echo({ bodyLimit: 100, schema })
    const answer = await call(postJson({ word: 7 }))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ success: false, error: 'A word is required' })
    expect(handler).not.toHaveBeenCalled()
  })

  test('`invalid` words the 400 its own way (the contact form: a notice and each field’s message)', async () => {
    const { call } = echo({
      bodyLimit: 100,
      schema,
      invalid: (issues) => ({ error: 'Please fix', fieldErrors: { word: issues[0]!.message } }),
    })
    expect(await (await call(postJson({}))).json()).toEqual({
      success: false,
      error: 'Please fix',
      fieldErrors: { word: 'A word is required' },
    })
  })

  test('the handler gets the parsed data', async () => {
    const { call } = echo({ bodyLimit: 100, schema })
    expect(await (await call(postJson({ word: 'hi', extra: 1 }))).json()).toEqual({
      body: { word: 'hi', extra: 1 },
      data: { word: 'hi' },
    })
  })
})

describe('prepare', () => {
  test('runs after the rate limit and before the schema, and may answer at once (a honeypot)', async () => {
    const order: string[] = []
    const { call, handler } = echo({
      bodyLimit: 100,
      rateLimit: rateLimit(1),
      schema: z.object({ word: z.string({ error: 'A word is required' }) }),
      prepare: async () => {
        order.push('prepare')
        return { response: new Response('as if accepted') }
      },
    })
    expect(await (await call(postJson({}))).text()).toBe('as if accepted')
    expect(order).toEqual(['prepare'])
    expect(handler).not.toHaveBeenCalled()
    expect((await call(postJson({}))).status).toBe(429)
  })

  test('may hand the schema another body', async () => {
    const { call } = echo({
      bodyLimit: 100,
      schema: z.object({ word: z.string() }),
      prepare: async (body) => ({ body: { word: String((body as { w: unknown }).w) } }),
    })
    expect(await (await call(postJson({ w: 5 }))).json()).toEqual({
      body: { word: '5' },
      data: { word: '5' },
    })
  })
})

describe('the error boundary', () => {
  test('an error in the handler is answered 500 without its details, which go to the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { call } = echo({
      handler: async () => {
        throw new Error('secret detail at /srv/app.ts:12')
      },
    })
    const answer = await call()
    expect(answer.status).toBe(500)
    const text = await answer.text()
    expect(JSON.parse(text)).toEqual({ success: false, error: 'An unexpected error occurred' })
    expect(text).not.toContain('secret')
    expect(log).toHaveBeenCalledWith('[echo] unexpected error:', expect.any(Error))
  })

  test('`refuse` answers a refusal its own way; when it fails, the plain answer is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const own = echo({
      methods: ['GET'],
      refuse: async (_request, refusal) => new Response(`page: ${refusal.error}`, { status: refusal.status }),
    })
    expect(await (await own.call()).text()).toBe('page: Method not allowed')
    const failing = echo({
      methods: ['GET'],
      refuse: async () => {
        throw new Error('no page')
      },
    })
    expect(await (await failing.call()).json()).toEqual({ success: false, error: 'Method not allowed' })
  })
})

describe('every platform enforces the declaration', () => {
  const refused = { success: false, error: 'At least one message is required' }
  const badChat = () => new Request('https://www.example.com/api/chat', postJson({ messages: [] }))

  test('the local server', async () => {
    const app = new Hono()
    mountFunctions(app, {})
    const answer = await app.request(badChat(), undefined, LOCAL_SOCKET)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(refused)
  })

  test('Netlify', async () => {
    const answer = await forNetlify(chat.handler)(badChat(), { ip: '203.0.113.7' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(refused)
  })

  test('Vercel', async () => {
    const answer = await forVercel(chat.handler).fetch(badChat())
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual(refused)
  })
})
