// The Studio's realtime socket: JSON-RPC over a WebSocket as Sanity's bifur client speaks it. Presence announced by
// one Studio reaches the others; only the editor token may take part.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createPresenceSocket,
  tokenMatcher,
  type PresenceSocket,
} from '../../server/content-lake/presence-socket.ts'

const TOKEN = 'presence-test-token'
let server: Server
let presence: PresenceSocket
let base: string

beforeAll(async () => {
  presence = createPresenceSocket({
    basePath: '/content-lake',
    isEditorToken: tokenMatcher(TOKEN),
    userId: 'local-editor',
    heartbeatMs: 100,
  })
  server = createServer((_request, response) => response.writeHead(404).end())
  server.on('upgrade', (request, socket, head) => {
    if (!presence.handleUpgrade(request, socket, head)) socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  base = `ws://127.0.0.1:${port}/content-lake`
})
afterAll(async () => {
  presence.close()
  await new Promise((resolve) => server.close(resolve))
})

/** A Studio's side of the socket: sends requests, collects every message. */
async function connect(path = '/v2022-06-30/socket/production?tag=sanity.studio') {
  const socket = new WebSocket(`${base}${path}`)
  const messages: string[] = []
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve))
  socket.addEventListener('message', (event) => messages.push(String(event.data)))
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve())
    socket.addEventListener('error', () => reject(new Error('socket failed')))
  })
  let next = 0
  const request = async (method: string, params: object = {}) => {
    const id = `r${++next}`
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }))
    await expect.poll(() => messages.some((m) => m.includes(`"id":"${id}"`))).toBe(true)
    return JSON.parse(messages.find((m) => m.includes(`"id":"${id}"`))!) as {
      result?: unknown
      error?: unknown
    }
  }
  const events = () =>
    messages
      .filter((m) => m.includes('presence_subscription'))
      .map((m) => (JSON.parse(m) as { params: { result: Record<string, unknown> } }).params.result)
  return { socket, messages, closed, request, events }
}

describe('the presence socket', () => {
  test('answers the authorization with the editor token, and a subscription with its id', async () => {
    const studio = await connect()
    expect(await studio.request('authorization', { authorization: `Bearer ${TOKEN}` })).toMatchObject({
      result: true,
    })
    const subscribed = await studio.request('presence_subscribe')
    expect(subscribed.result).toMatch(/^[0-9a-f-]{36}$/)
    studio.socket.close()
  })

  test('a location announced by one Studio reaches another; a roll call asks the others to announce', async () => {
    const alice = await connect()
    const bob = await connect()
    for (const studio of [alice, bob]) {
      await studio.request('authorization', { authorization: `Bearer ${TOKEN}` })
      await studio.request('presence_subscribe')
    }
    const locations = [
      { type: 'document', documentId: 'stat-1', path: ['value'], lastActiveAt: '2026-11-23T10:00:00Z' },
    ]
    await alice.request('presence_announce', { data: { sessionId: 'alice-session', locations } })
    await expect
      .poll(() => bob.events())
      .toContainEqual({ type: 'state', i: 'local-editor', m: { sessionId: 'alice-session', locations } })

    await bob.request('presence_rollcall', { session: 'bob-session' })
    await expect
      .poll(() => alice.events())
      .toContainEqual({ type: 'rollCall', i: 'local-editor', session: 'bob-session' })
    // The one who called the roll does not get its own call.
    expect(bob.events().some((event) => event.type === 'rollCall')).toBe(false)

    // A Studio that goes away leaves the others' presence at once.
    alice.socket.close()
    await expect
      .poll(() => bob.events())
      .toContainEqual({ type: 'disconnect', i: 'local-editor', m: { session: 'alice-session' } })
    bob.socket.close()
  })

  test('sends a heartbeat to every connection', async () => {
    const studio = await connect()
    await expect.poll(() => studio.messages.includes('♥')).toBe(true)
    studio.socket.close()
  })

  test('a wrong token closes the socket with 4001; without authorization nothing is shared', async () => {
    const stranger = await connect()
    const subscribed = await stranger.request('presence_subscribe')
    expect(subscribed).toMatchObject({ error: { code: 4001, message: 'Unauthorized' } })
    stranger.socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'authorization',
        params: { authorization: 'Bearer wrong' },
        id: 'x',
      }),
    )
    expect((await stranger.closed).code).toBe(4001)
  })

  test('other paths are not the socket', async () => {
    const socket = new WebSocket(`${base}/v2022-06-30/elsewhere`)
    const outcome = await new Promise<string>((resolve) => {
      socket.addEventListener('open', () => resolve('open'))
      socket.addEventListener('error', () => resolve('refused'))
    })
    expect(outcome).toBe('refused')
  })
})
