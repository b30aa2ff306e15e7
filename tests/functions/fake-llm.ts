// A fake OpenAI-compatible chat-completions provider: a real HTTP server on 127.0.0.1 that records every request and
// answers as the test says (a whole answer, a stream of server-sent events, an error, silence).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Completion {
  model: string
  messages: { role: string; content: string }[]
  stream?: boolean
  max_tokens?: number
  temperature?: number
}

export interface Received {
  authorization: string | undefined
  accept: string | undefined
  body: Completion
  /** Resolves when the client closed the connection before the answer ended. */
  closed: Promise<void>
}

export type Behaviour = (request: Received, response: ServerResponse) => void | Promise<void>

export interface FakeLlm {
  /** LLM_BASE_URL for this server. */
  baseUrl: string
  received: Received[]
  /** How the next requests are answered (the default: a whole answer "Fine."). */
  answerWith(behaviour: Behaviour): void
  close(): Promise<void>
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A whole answer, as JSON. */
export const json =
  (content: string): Behaviour =>
  (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    )
  }

/** An error status. */
export const status =
  (code: number): Behaviour =>
  (_request, response) => {
    response.writeHead(code, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ error: { message: 'overloaded' } }))
  }

/** Never answers (until the client gives up). */
export const silence: Behaviour = () => new Promise<void>(() => {})

export const deltaEvent = (text: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: text } }] })}\n\n`

/**
 * A streamed answer: each piece as an OpenAI `chat.completion.chunk` event, `pauseMs` apart, then `[DONE]`. `before`
 * runs after the headers and before each piece (by index), e.g. to hold the stream.
 */
export const stream =
  (
    pieces: string[],
    options: { pauseMs?: number; before?: (index: number) => Promise<void> | void; end?: boolean } = {},
  ): Behaviour =>
  async (request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    response.flushHeaders()
    for (const [index, piece] of pieces.entries()) {
      await options.before?.(index)
      if (index > 0 && options.pauseMs) await wait(options.pauseMs)
      response.write(deltaEvent(piece))
    }
    if (options.end === false) return
    response.end('data: [DONE]\n\n')
    void request
  }

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const received: Received[] = []
  let behaviour: Behaviour = json('Fine.')
  const open = new Set<ServerResponse>()
  const server = createServer(async (request, response) => {
    open.add(response)
    const closed = new Promise<void>((resolve) =>
      response.on('close', () => {
        open.delete(response)
        if (!response.writableEnded) resolve()
      }),
    )
    const body = JSON.parse(await readBody(request)) as Completion
    const entry: Received = {
      authorization: request.headers.authorization,
      accept: request.headers.accept,
      body,
      closed,
    }
    received.push(entry)
    if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
      response.writeHead(404).end()
      return
    }
    try {
      await behaviour(entry, response)
    } catch {
      response.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    answerWith(next) {
      behaviour = next
    },
    async close() {
      for (const response of open) response.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
