// The chat function against the real embedded content lake, seeded from content/production.ndjson: the same code
// path as `npm start` (the function reaches the lake over HTTP with @sanity/client).
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { seedFile } from '#shared/paths.ts'
import { createContentLake, serveContentLake } from '../../server/content-lake/index.ts'
import chat from '../../functions/chat/function.ts'
import { unansweredSettled } from '../../functions/chat/unanswered.ts'

const TOKEN = 'chat-test-token'

export interface SeedLake {
  /** What the local server gives the functions: where the lake is and its token. */
  env: Record<string, string>
  /** An editor client, to publish changes. */
  editor: SanityClient
  close(): Promise<void>
}

export async function startSeedLake(): Promise<SeedLake> {
  const dataDir = join(await mkdtemp(join(tmpdir(), 'chat-lake-')), 'data')
  const lake = await createContentLake({ dataDir, seedFile, token: TOKEN })
  const served = await serveContentLake(lake, 0)
  return {
    env: { CONTENT_LAKE_URL: served.url, CONTENT_LAKE_TOKEN: TOKEN },
    editor: createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: served.url,
      useProjectHostname: false,
      useCdn: false,
      token: TOKEN,
    }),
    async close() {
      // An unanswered question is written after its answer; closing the lake under it logged an error after the
      // file's teardown, which Vitest counts as a failed run.
      await unansweredSettled()
      await served.close()
      await lake.close()
    },
  }
}

export type Turn = { role: string; content: string; signature?: string }

export function chatRequest(body: unknown, init: RequestInit = {}): Request {
  return new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
}

let ips = 0
/** A client address of its own, so rate limits of one test never touch another. */
export const freshIp = () => `203.0.113.${++ips}`

export interface ChatAnswer {
  status: number
  headers: Headers
  body: {
    choices?: { message?: { role?: string; content?: string; signature?: string } }[]
    success?: boolean
    error?: string
  }
  /** The assistant's answer, for 200 responses. */
  content: string
  /** The server's signature of the answer, to send back with it. */
  signature: string
}

export async function callChat(
  env: Record<string, string>,
  request: Request,
  clientIp = freshIp(),
): Promise<ChatAnswer> {
  const response = await chat.handler(request, { clientIp, env })
  const body = (await response.json()) as ChatAnswer['body']
  return {
    status: response.status,
    headers: response.headers,
    body,
    content: body.choices?.[0]?.message?.content ?? '',
    signature: body.choices?.[0]?.message?.signature ?? '',
  }
}

/** Asks one question (with earlier turns, oldest first), as the dialog does. */
export function ask(env: Record<string, string>, question: string, earlier: Turn[] = [], clientIp?: string) {
  return callChat(env, chatRequest({ messages: [...earlier, { role: 'user', content: question }] }), clientIp)
}

export interface ChatEvent {
  event: string
  data: Record<string, unknown>
  /** Milliseconds since the request was sent. */
  at: number
}

/** Reads a server-sent-events answer to the end (or until `until` says stop), each event with when it arrived. */
export async function readEvents(
  response: Response,
  startedAt: number,
  until: (event: ChatEvent) => boolean = () => false,
): Promise<ChatEvent[]> {
  const events: ChatEvent[] = []
  const decoder = new TextDecoder()
  let buffered = ''
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffered += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end)
      buffered = buffered.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>
      const item = { event, data, at: performance.now() - startedAt }
      events.push(item)
      if (until(item)) {
        await reader.cancel()
        return events
      }
    }
  }
  return events
}

/** Asks as the dialog does when it can read a stream (Accept: text/event-stream). */
export async function askStreaming(
  env: Record<string, string>,
  question: string,
  earlier: Turn[] = [],
  clientIp = freshIp(),
): Promise<{ response: Response; startedAt: number }> {
  const startedAt = performance.now()
  const response = await chat.handler(
    chatRequest(
      { messages: [...earlier, { role: 'user', content: question }] },
      { headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' } },
    ),
    { clientIp, env },
  )
  return { response, startedAt }
}
