// Every environment variable the README lists for a deployment is read by the code a hosted deployment runs: the
// hosted paths are run here in process (the page, contact, revalidate and preview functions' Netlify entries, the
// contact limit shared through Upstash (its stand-in, upstash.ts), a page
// in preview, the Vercel entries of the webhook and the cron) while a Proxy over process.env records which
// file of the project read each variable. A variable listed but read by nothing would be a setting that does nothing.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { rootDir } from '#shared/paths.ts'
import { CONTACT_FROM, CONTACT_TO, startSmtp, validSubmission, type TestSmtp } from '../functions/harness.ts'
import { signatureHeader, startStandIn, type StandIn } from './stand-in.ts'
import { PURGE_TOKEN, startHostedSite, WEBHOOK_SECRET, type HostedSite } from './site.ts'
import { startUpstash, type UpstashStandIn } from './upstash.ts'

/**
 * The variables of a deployment, from the README: the rows of its environment table marked for hosted Sanity, the
 * functions, Netlify or Vercel, and every variable its "Deploying" section names (`A_URL`/`TOKEN` is two).
 */
function deploymentVariables(): string[] {
  const readme = readFileSync(`${rootDir}/README.md`, 'utf8')
  const names = new Set<string>()
  const collect = (text: string) => {
    for (const [, first, suffix] of text.matchAll(/`([A-Z][A-Z0-9_]+)`(?:\/`([A-Z0-9]+)`)?/g)) {
      names.add(first!)
      if (suffix) names.add(first!.replace(/[A-Z0-9]+$/, suffix))
    }
  }
  const table = readme.slice(readme.indexOf('## Environment variables'), readme.indexOf('## Folder map'))
  for (const row of table.split('\n').filter((line) => line.startsWith('| `')))
    if (/hosted|Netlify|Vercel|functions only/i.test(row)) collect(row.split('|')[1]!)
  collect(readme.slice(readme.indexOf('## Deploying'), readme.indexOf('## Operating it')))
  return [...names].sort()
}

const listed = deploymentVariables()
/** Variable name -> the project files (outside tests/) that read it. */
const readers = new Map<string, Set<string>>()
const realEnv = process.env
const realFetch = globalThis.fetch

/** The first frame of the project's own code, outside node_modules; tests and Vitest's stubs do not count. */
function reader(): string | null {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 60
  const stack = new Error().stack ?? ''
  Error.stackTraceLimit = limit
  for (const line of stack.split('\n').slice(2)) {
    const file = /(?:file:\/\/)?(\/[^\s:()]+):\d+:\d+/.exec(line)?.[1]
    if (!file || file === import.meta.filename) continue
    if (file.includes('/node_modules/')) {
      // vi.stubEnv reads the value it replaces: that is the test setting the variable, not reading it.
      if (file.includes('/vitest/') || file.includes('/@vitest/')) return null
      continue
    }
    if (!file.startsWith(rootDir)) continue
    const path = relative(rootDir, file)
    return path.startsWith('tests/') ? null : path
  }
  return null
}

let standIn: StandIn
let smtp: TestSmtp
let site: HostedSite
let upstash: UpstashStandIn

beforeAll(async () => {
  const watched = new Set(listed)
  process.env = new Proxy(realEnv, {
    get(target, name, receiver) {
      if (typeof name === 'string' && watched.has(name)) {
        const file = reader()
        if (file) readers.set(name, (readers.get(name) ?? new Set()).add(file))
      }
      return Reflect.get(target, name, receiver)
    },
    // process.env takes only a plain assignment, not the property definition a Proxy's default set would make.
    set(target, name, value) {
      ;(target as Record<string | symbol, unknown>)[name] = value
      return true
    },
  })

  standIn = await startStandIn()
  smtp = await startSmtp()
  upstash = await startUpstash()
  site = await startHostedSite(standIn, {
    ...upstash.env,
    SMTP_URL: smtp.url,
    CONTACT_TO,
    CONTACT_FROM,
    STUDIO_ORIGINS: 'https://studio.example.com',
    CRON_SECRET: 'environment-cron-secret',
    VERCEL_API_TOKEN: 'environment-vercel-token',
    VERCEL_PROJECT_ID: 'prj_environment',
    VERCEL_TEAM_ID: 'team_environment',
  })
  standIn.setWebhook({ url: site.webhookUrl, secret: WEBHOOK_SECRET })

  // Netlify: a page, a lead, a publish's purge (with the purge token Netlify gives, then with a personal access
  // token where it gives none), the Studio's preview link.
  await (await fetch(`${site.url}/book`)).text()
  await fetch(`${site.url}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validSubmission({ name: 'Ada Lovelace', email: 'ada@example.com' })),
  })
  await standIn.editor.patch('page-book').set({ 'seo.metaTitle': 'Environment, once' }).commit()
  await standIn.webhooksSent()
  vi.stubEnv('NETLIFY_PURGE_API_TOKEN', '')
  vi.stubEnv('NETLIFY_API_TOKEN', PURGE_TOKEN)
  await standIn.editor.patch('page-book').set({ 'seo.metaTitle': 'Environment, twice' }).commit()
  await standIn.webhooksSent()
  const { secret } = await createPreviewSecret(
    standIn.editor,
    'sanity/presentation',
    'https://studio.example.com/',
  )
  const link = await fetch(
    `${site.url}/api/preview-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/book`,
    { redirect: 'manual' },
  )
  // A page in preview, which the Studio may frame.
  const cookie = link.headers.get('Set-Cookie')!.split(';')[0]!
  await (await fetch(`${site.url}/book`, { headers: { Cookie: cookie } })).text()

  // Vercel: the webhook's entry purging through Vercel's API (answered here), the cron's entry with its secret.
  const { default: revalidate } = await import('../../api/revalidate.ts')
  const { default: retry } = await import('../../api/retry-pending-emails.ts')
  const vercelFetch: typeof fetch = async (input, init) =>
    String(input instanceof Request ? input.url : input).startsWith('https://api.vercel.com/')
      ? new Response('{}', { status: 200 })
      : realFetch(input, init)
  globalThis.fetch = vercelFetch
  try {
    const body = JSON.stringify({ _id: 'page-book', _type: 'page' })
    await revalidate.fetch(
      new Request('https://site.example/api/revalidate', {
        method: 'POST',
        headers: { 'sanity-webhook-signature': signatureHeader(body, WEBHOOK_SECRET) },
        body,
      }),
    )
  } finally {
    globalThis.fetch = realFetch
  }
  await retry.fetch(
    new Request('https://site.example/api/retry-pending-emails', {
      headers: { Authorization: 'Bearer environment-cron-secret' },
    }),
  )
}, 120_000)

afterAll(async () => {
  process.env = realEnv
  await site?.close()
  await smtp?.close()
  await upstash?.close()
  await standIn?.close()
  vi.unstubAllEnvs()
})

describe("the README's deployment variables", () => {
  test('are the ones a deployment sets, found in the README', () => {
    expect(listed).toEqual(
      expect.arrayContaining([
        'SANITY_PROJECT_ID',
        'SANITY_WEBHOOK_SECRET',
        'VERCEL_API_TOKEN',
        'UPSTASH_REDIS_REST_TOKEN',
      ]),
    )
  })

  test('each is read by the code a hosted deployment runs', () => {
    expect(listed.filter((name) => !readers.has(name))).toEqual([])
  })

  test('each read comes from the functions, the render or the build, never from a test', () => {
    for (const [name, files] of readers)
      for (const file of files)
        expect(`${name}: ${file}`).toMatch(
          /: (functions|render|shared|web|build|scripts|api)\/|: vite\.config\.ts$/,
        )
  })
})
