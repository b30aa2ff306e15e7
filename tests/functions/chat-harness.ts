// The chat function against the real embedded content lake, seeded from content/production.ndjson: the same code
// path as `npm start` (the function reaches the lake over HTTP with @sanity/client).
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { seedFile } from '../../server/config.ts'
import { createContentLake, serveContentLake } from '../../server/content-lake/index.ts'
import chat from '../../functions/chat.ts'

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
      await served.close()
      await lake.close()
    },
  }
}

export type Turn = { role: string; content: string }

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
  body: { choices?: { message?: { role?: string; content?: string } }[]; success?: boolean; error?: string }
  /** The assistant's answer, for 200 responses. */
  content: string
}

export async function callChat(
  env: Record<string, string>,
  request: Request,
  clientIp = freshIp(),
): Promise<ChatAnswer> {
  const response = await chat(request, { clientIp, env })
  const body = (await response.json()) as ChatAnswer['body']
  return {
    status: response.status,
    headers: response.headers,
    body,
    content: body.choices?.[0]?.message?.content ?? '',
  }
}

/** Asks one question (with earlier turns, oldest first), as the dialog does. */
export function ask(env: Record<string, string>, question: string, earlier: Turn[] = [], clientIp?: string) {
  return callChat(env, chatRequest({ messages: [...earlier, { role: 'user', content: question }] }), clientIp)
}
