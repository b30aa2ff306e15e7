// The Studio's realtime socket, `/vX/socket/{dataset}`: JSON-RPC 2.0 over a WebSocket ("bifur" in Sanity's
// client), which Sanity Studio uses for presence (who else has which document and field open) and for its
// connection status. Without it the Studio retries the connection for as long as it is open, logging a failed
// WebSocket each time. This answers what the Studio sends: `authorization` (the lake's editor token),
// `presence_subscribe` / `presence_unsubscribe`, `presence_announce` (my locations), `presence_rollcall` (ask
// everyone to announce) and `presence_disconnect`; subscribers get `presence_subscription` messages, and every
// connection a heartbeat ("♥"). Node has no WebSocket server, and this needs only text frames of a few kilobytes,
// so the framing of RFC 6455 is done here.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
/** The socket path under the lake's base path: /v2022-06-30/socket/production. */
const SOCKET_PATH = /^\/v[\w-]+\/socket\/[\w-]+$/
const HEARTBEAT = '♥'
const CLOSE_UNAUTHORIZED = 4001
const CLOSE_TOO_BIG = 1009

export interface PresenceSocketOptions {
  /** The path the lake is served under (e.g. /content-lake); '' when at the root. */
  basePath?: string
  /** True when the bearer token may take part (the lake's editor token). */
  isEditorToken(token: string): boolean
  /** The user id presence events carry for an editor (what /users/me answers). */
  userId: string
  /** Between heartbeats; the Studio counts any message as a sign of life. */
  heartbeatMs?: number
  /** Largest message accepted from a browser. */
  maxMessageBytes?: number
}

interface RpcRequest {
  jsonrpc?: string
  id?: string | number
  method?: string
  params?: Record<string, unknown>
}

/** One browser connection: its authorization, subscriptions and the presence sessions it announced. */
class Connection {
  authorized = false
  readonly subscriptions = new Set<string>()
  readonly sessions = new Set<string>()
  private buffer = Buffer.alloc(0)
  private fragments: Buffer[] = []
  private closed = false

  readonly socket: Duplex
  private readonly onText: (connection: Connection, text: string) => void
  private readonly onClose: (connection: Connection) => void
  private readonly maxMessageBytes: number

  constructor(
    socket: Duplex,
    onText: (connection: Connection, text: string) => void,
    onClose: (connection: Connection) => void,
    maxMessageBytes: number,
  ) {
    this.socket = socket
    this.onText = onText
    this.onClose = onClose
    this.maxMessageBytes = maxMessageBytes
    socket.on('data', (chunk: Buffer) => this.receive(chunk))
    socket.on('close', () => this.finish())
    socket.on('error', () => this.finish())
  }

  send(text: string): void {
    if (!this.closed) this.socket.write(frame(0x1, Buffer.from(text)))
  }

  close(code: number, reason: string): void {
    if (this.closed) return
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason))
    payload.writeUInt16BE(code, 0)
    payload.write(reason, 2)
    this.socket.end(frame(0x8, payload))
    this.finish()
  }

  private finish(): void {
    if (this.closed) return
    this.closed = true
    this.onClose(this)
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk])
    for (;;) {
      const parsed = parseFrame(this.buffer)
      if (parsed === 'incomplete') return
      if (parsed.length > this.maxMessageBytes) return this.close(CLOSE_TOO_BIG, 'Message too big')
      if (this.buffer.length < parsed.end) return
      const payload = unmask(this.buffer.subarray(parsed.payloadStart, parsed.end), parsed.mask)
      this.buffer = this.buffer.subarray(parsed.end)
      if (parsed.opcode === 0x8) return this.close(1000, '')
      if (parsed.opcode === 0x9) {
        this.socket.write(frame(0xa, payload))
        continue
      }
      if (parsed.opcode === 0xa) continue
      // Text (0x1), or a continuation (0x0) of one split over several frames.
      this.fragments.push(payload)
      const size = this.fragments.reduce((total, part) => total + part.length, 0)
      if (size > this.maxMessageBytes) return this.close(CLOSE_TOO_BIG, 'Message too big')
      if (!parsed.fin) continue
      const text = Buffer.concat(this.fragments).toString('utf8')
      this.fragments = []
      this.onText(this, text)
    }
  }
}

type ParsedFrame = {
  fin: boolean
  opcode: number
  mask: Buffer | null
  payloadStart: number
  end: number
  length: number
}

function parseFrame(buffer: Buffer): ParsedFrame | 'incomplete' {
  if (buffer.length < 2) return 'incomplete'
  const fin = (buffer[0]! & 0x80) !== 0
  const opcode = buffer[0]! & 0x0f
  const masked = (buffer[1]! & 0x80) !== 0
  let length = buffer[1]! & 0x7f
  let offset = 2
  if (length === 126) {
    if (buffer.length < 4) return 'incomplete'
    length = buffer.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (buffer.length < 10) return 'incomplete'
    length = Number(buffer.readBigUInt64BE(2))
    offset = 10
  }
  if (masked && buffer.length < offset + 4) return 'incomplete'
  const mask = masked ? buffer.subarray(offset, offset + 4) : null
  const payloadStart = offset + (masked ? 4 : 0)
  return { fin, opcode, mask, payloadStart, end: payloadStart + length, length }
}

function unmask(payload: Buffer, mask: Buffer | null): Buffer {
  if (!mask) return Buffer.from(payload)
  const out = Buffer.alloc(payload.length)
  for (let i = 0; i < payload.length; i++) out[i] = payload[i]! ^ mask[i % 4]!
  return out
}

/** A server frame (servers never mask). */
function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length
  const header = length < 126 ? Buffer.alloc(2) : length < 0x10000 ? Buffer.alloc(4) : Buffer.alloc(10)
  header[0] = 0x80 | opcode
  if (length < 126) header[1] = length
  else if (length < 0x10000) {
    header[1] = 126
    header.writeUInt16BE(length, 2)
  } else {
    header[1] = 127
    header.writeBigUInt64BE(BigInt(length), 2)
  }
  return Buffer.concat([header, payload])
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** A check for isEditorToken that compares in constant time. */
export function tokenMatcher(token: string): (given: string) => boolean {
  return (given) => sameToken(given, token)
}

export interface PresenceSocket {
  /** For the HTTP server's 'upgrade' event: true when the request was the socket's (answered or refused). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean
  /** Connections open now. */
  readonly connections: number
  close(): void
}

export function createPresenceSocket(options: PresenceSocketOptions): PresenceSocket {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  const maxMessageBytes = options.maxMessageBytes ?? 64 * 1024
  const connections = new Set<Connection>()

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.send(HEARTBEAT)
  }, options.heartbeatMs ?? 20_000)
  heartbeat.unref()

  const reply = (connection: Connection, id: RpcRequest['id'], result: unknown) =>
    connection.send(JSON.stringify({ jsonrpc: '2.0', id, result }))
  const replyError = (connection: Connection, id: RpcRequest['id'] | null, code: number, message: string) =>
    connection.send(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message } }))

  /** A presence event to every subscription of every authorized connection but `except`. */
  const broadcast = (event: Record<string, unknown>, except?: Connection) => {
    for (const connection of connections) {
      if (connection === except || !connection.authorized) continue
      for (const subscription of connection.subscriptions) {
        connection.send(
          JSON.stringify({
            jsonrpc: '2.0',
            method: 'presence_subscription',
            params: { subscription, result: event },
          }),
        )
      }
    }
  }

  const onText = (connection: Connection, text: string) => {
    let message: RpcRequest
    try {
      message = JSON.parse(text) as RpcRequest
    } catch {
      return replyError(connection, null, -32700, 'Parse error')
    }
    const { id, method } = message
    const params = message.params ?? {}
    if (method === 'authorization') {
      const header = typeof params.authorization === 'string' ? params.authorization : ''
      const token = header.replace(/^Bearer\s+/i, '')
      if (!token || !options.isEditorToken(token)) return connection.close(CLOSE_UNAUTHORIZED, 'Unauthorized')
      connection.authorized = true
      return reply(connection, id, true)
    }
    if (!connection.authorized) return replyError(connection, id, CLOSE_UNAUTHORIZED, 'Unauthorized')
    switch (method) {
      case 'presence_subscribe': {
        const subscription = randomUUID()
        connection.subscriptions.add(subscription)
        return reply(connection, id, subscription)
      }
      case 'presence_unsubscribe':
        connection.subscriptions.delete(String(params.subscriptionId))
        return reply(connection, id, true)
      case 'presence_announce': {
        const data = (params.data ?? {}) as { sessionId?: unknown; locations?: unknown }
        if (typeof data.sessionId !== 'string')
          return replyError(connection, id, -32602, 'data.sessionId is required')
        connection.sessions.add(data.sessionId)
        broadcast({
          type: 'state',
          i: options.userId,
          m: { sessionId: data.sessionId, locations: Array.isArray(data.locations) ? data.locations : [] },
        })
        return reply(connection, id, true)
      }
      case 'presence_rollcall':
        broadcast({ type: 'rollCall', i: options.userId, session: params.session }, connection)
        return reply(connection, id, true)
      case 'presence_disconnect':
        if (typeof params.session === 'string') {
          connection.sessions.delete(params.session)
          broadcast({ type: 'disconnect', i: options.userId, m: { session: params.session } }, connection)
        }
        return reply(connection, id, true)
      default:
        return replyError(connection, id, -32601, `Method not found: ${method}`)
    }
  }

  const onClose = (connection: Connection) => {
    connections.delete(connection)
    // A closed tab's sessions leave the others' presence at once, not when they time out.
    for (const session of connection.sessions)
      broadcast({ type: 'disconnect', i: options.userId, m: { session } }, connection)
  }

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (!url.pathname.startsWith(`${basePath}/`)) return false
      if (!SOCKET_PATH.test(url.pathname.slice(basePath.length))) return false
      const key = request.headers['sec-websocket-key']
      if (request.headers.upgrade?.toLowerCase() !== 'websocket' || typeof key !== 'string') {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
        return true
      }
      const accept = createHash('sha1')
        .update(key + WEBSOCKET_GUID)
        .digest('base64')
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\n' +
          'Upgrade: websocket\r\n' +
          'Connection: Upgrade\r\n' +
          `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
      )
      const connection = new Connection(socket, onText, onClose, maxMessageBytes)
      connections.add(connection)
      if (head.length > 0) socket.unshift(head)
      return true
    },
    get connections() {
      return connections.size
    },
    close() {
      clearInterval(heartbeat)
      for (const connection of [...connections]) connection.close(1001, 'Server shutting down')
    },
  }
}
