// Shared setup for the contact function's tests: a real embedded content lake on a temp data dir, a real in-process
// SMTP server (smtp-server) that can be switched to refuse mail, and helpers to call the function as a platform would.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, vi } from 'vitest'
import { createClient, type SanityClient } from '@sanity/client'
import { createContentLake, serveContentLake } from '../../server/content-lake/index.ts'
import sendContactEmail from '../../functions/send-contact-email/function.ts'
import type { Lead } from '../../functions/lib/leads.ts'

import { startSmtp, type TestSmtp } from './smtp.ts'

export { startSmtp, type ReceivedMail, type TestSmtp } from './smtp.ts'

export const TOKEN = 'contact-test-token'
export const CONTACT_TO = 'sales@example.test'
export const CONTACT_FROM = 'Website <no-reply@example.test>'

type Env = Record<string, string | undefined>

export interface TestLake {
  url: string
  /** An editor client: reads private documents (leads) with the token. */
  editor: SanityClient
  /** Every lead in the lake, oldest first. */
  leads(): Promise<(Lead & { lastError?: string; emailedAt?: string; stage?: string })[]>
  close(): Promise<void>
}

/** A real content lake on a free port, seeded with one document, data in a fresh temp dir. */
export async function startLake(): Promise<TestLake> {
  const root = await mkdtemp(join(tmpdir(), 'contact-lake-'))
  const seedFile = join(root, 'seed.ndjson')
  await writeFile(
    seedFile,
    JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings', companyName: 'Acme' }),
  )
  const lake = await createContentLake({ dataDir: join(root, 'data'), seedFile, token: TOKEN })
  const served = await serveContentLake(lake, 0)
  const editor = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: served.url,
    useProjectHostname: false,
    useCdn: false,
    token: TOKEN,
  })
  return {
    url: served.url,
    editor,
    leads: () =>
      editor.fetch('*[_type == "contactSubmission"] | order(submittedAt asc)', {}, { perspective: 'raw' }),
    async close() {
      await served.close()
      await lake.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}

/** A port nothing listens on (a service that is down). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The function's environment for a lake and a mail server (either may be a URL of something that is down). */
export function contactEnv(lakeUrl: string, smtpUrl: string, extra: Env = {}): Env {
  return {
    CONTENT_LAKE_URL: lakeUrl,
    CONTENT_LAKE_TOKEN: TOKEN,
    SMTP_URL: smtpUrl,
    CONTACT_TO,
    CONTACT_FROM,
    ...extra,
  }
}

export interface ContactServices {
  lake: TestLake
  smtp: TestSmtp
  /** The function's environment for this lake and mail server. */
  env: Env
  /** Empties the lake of leads and the mailbox, and lets the mail server accept mail again. */
  reset(): Promise<void>
}

/**
 * A lake and a mail server for the calling test file: started before its first test, stopped after its last (call
 * once at the top level; read the fields inside tests and hooks). `extra` goes into the function's environment.
 */
export function contactServices(extra: Env = {}): ContactServices {
  let started: { lake: TestLake; smtp: TestSmtp; env: Env } | undefined
  const get = () => {
    if (!started)
      throw new Error('The lake and mail server start before the first test; read them inside tests')
    return started
  }
  beforeAll(async () => {
    const lake = await startLake()
    const smtp = await startSmtp()
    started = { lake, smtp, env: contactEnv(lake.url, smtp.url, extra) }
  })
  afterAll(async () => {
    await started?.smtp.close()
    await started?.lake.close()
  })
  return {
    get lake() {
      return get().lake
    },
    get smtp() {
      return get().smtp
    },
    get env() {
      return get().env
    },
    async reset() {
      const { lake, smtp } = get()
      smtp.refusing = false
      smtp.mails.length = 0
      const ids = (await lake.leads()).map((lead) => lead._id)
      if (ids.length) await ids.reduce((tx, id) => tx.delete(id), lake.editor.transaction()).commit()
    },
  }
}

export interface TestClock {
  /** Moves the clock forward, as that much time passing would. */
  advance(ms: number): void
}

/**
 * Stops the clock the functions (and the lake in this process) read, at the real time: `Date` only, so sockets and
 * timers run as usual. Undo with `vi.useRealTimers()`.
 */
export function freezeClock(): TestClock {
  vi.useFakeTimers({ toFake: ['Date'] })
  return { advance: (ms) => vi.setSystemTime(Date.now() + ms) }
}

let ipCounter = 0
/** A client address no other test uses, so rate limits of one test never touch another. */
export function freshIp(): string {
  ipCounter++
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

/** A valid submission as the contact forms send it (slow enough to be a person), with overrides. */
export function validSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 (555) 012-3456',
    company: 'Analytical Engines',
    service: 'sap',
    message: 'We would like to move our finance team to S/4HANA next year.',
    website: '',
    source: 'home',
    submissionId: randomUUID(),
    elapsedMs: 12_000,
    ...overrides,
  }
}

/**
 * The fields posted as a browser submitting a form does: urlencoded, asking for a page, from the site itself. A
 * header given as null is left out.
 */
export function formPostRequest(
  fields: Record<string, string>,
  headers: Record<string, string | null> = {},
): Request {
  const all: Record<string, string | null> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    'Sec-Fetch-Site': 'same-origin',
    ...headers,
  }
  return new Request('http://localhost/api/send-contact-email', {
    method: 'POST',
    headers: Object.entries(all).flatMap(([name, value]) =>
      value === null ? [] : [[name, value] as [string, string]],
    ),
    body: new URLSearchParams(fields).toString(),
  })
}

export function contactRequest(
  body: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
): Request {
  const method = init.method ?? 'POST'
  return new Request('http://localhost/api/send-contact-email', {
    method,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body:
      method === 'GET' || method === 'HEAD'
        ? undefined
        : typeof body === 'string'
          ? body
          : JSON.stringify(body),
  })
}

export interface Answer {
  status: number
  headers: Headers
  body: { success: boolean; error?: string; fieldErrors?: Record<string, string> }
  text: string
}

/** Calls the function as a platform would and reads its JSON answer. */
export async function call(request: Request, env: Env, clientIp = freshIp()): Promise<Answer> {
  const response = await sendContactEmail.handler(request, { clientIp, env })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text) as Answer['body'],
    text,
  }
}

/** Posts a submission (valid unless overridden) to the function. */
export const submit = (body: unknown, env: Env, clientIp?: string) =>
  call(contactRequest(body), env, clientIp)
