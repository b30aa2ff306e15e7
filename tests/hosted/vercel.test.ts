// The site as deployed on Vercel, against the stand-in for hosted Sanity: the entries of api/ from a hosted-mode build,
// each run through the contract of Vercel's Node runtime and routed by vercel.json (vercel.ts says what that
// emulation leaves out), and vercel.json's rewrite held against the route registry and the functions' registry.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { ROUTE_ROLES, ROUTE_TYPES } from '#shared/routes.ts'
import { vercelFile } from '../../build/function-entries.ts'
import { FUNCTIONS } from '../../functions/registry.ts'
import { loadRoutes, type RouteTable } from '../../render/route-table.ts'
import { CONTACT_FROM, CONTACT_TO, startSmtp, type TestSmtp } from '../functions/harness.ts'
import { expectCmsRedirect, expectContactStoredAndMailed, title } from './checks.ts'
import { signatureHeader, startStandIn, type StandIn } from './stand-in.ts'
import { apiFile, rewrite, startVercelSite, type VercelConfig, type VercelSite } from './vercel.ts'

const WEBHOOK_SECRET = 'vercel-rehearsal-webhook-secret'
const CRON_SECRET = 'vercel-rehearsal-cron-secret'
const STUDIO = 'https://studio.example.com'
const VERCEL_ENV = {
  SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  VERCEL_API_TOKEN: 'vercel-rehearsal-token',
  VERCEL_PROJECT_ID: 'prj_rehearsal',
  VERCEL_TEAM_ID: 'team_rehearsal',
  CRON_SECRET,
  STUDIO_ORIGINS: STUDIO,
}

let standIn: StandIn
let smtp: TestSmtp
let project: string
let files: string[]
let site: VercelSite
let vercelJson: VercelConfig
let table: RouteTable
const purges: { url: string; body: unknown }[] = []
const cwd = process.cwd()

beforeAll(async () => {
  // The hosted build of hosted-build-setup.ts, shared with netlify.test.ts: its stand-in listens at the build's address.
  const hostedBuild = inject('hostedBuild')
  project = hostedBuild.project
  standIn = await startStandIn({ port: hostedBuild.port })
  smtp = await startSmtp()
  files = (await readdir(join(project, 'api'), { recursive: true }))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `api/${name}`)
    .sort()
  for (const [name, value] of Object.entries({
    ...standIn.env,
    ...VERCEL_ENV,
    SMTP_URL: smtp.url,
    CONTACT_TO,
    CONTACT_FROM,
  }))
    vi.stubEnv(name, value)
  // Vercel's purge API, answered in process: the entries run in this process, as the launcher runs them.
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith('https://api.vercel.com/')) return realFetch(input, init)
    purges.push({ url, body: JSON.parse(String(init?.body)) })
    return new Response('{}', { status: 200 })
  })
  // The page function reads the build's template under its working directory, the project's root on Vercel.
  process.chdir(project)
  site = await startVercelSite(project, files)
  standIn.setWebhook({ url: `${site.url}/api/revalidate`, secret: WEBHOOK_SECRET })
  vercelJson = (await import(join(project, 'vercel.json'), { with: { type: 'json' } }))
    .default as VercelConfig
  table = await loadRoutes(standIn.editor)
}, 300_000)

afterAll(async () => {
  await site?.close()
  process.chdir(cwd)
  await smtp?.close()
  await standIn?.close()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe("the api/ entries under Vercel's Node runtime contract", { timeout: 60_000 }, () => {
  test("every entry is a function at its file's path, one per declaration of the registry", async () => {
    expect(files).toEqual(FUNCTIONS.map(vercelFile).sort())
    for (const declaration of FUNCTIONS) {
      // A method no function takes: each answers 405 with its own methods, so the right entry answered.
      const response = await fetch(`${site.url}${declaration.path}`, { method: 'PUT' })
      expect({
        path: declaration.path,
        status: response.status,
        allow: response.headers.get('Allow'),
      }).toEqual({
        path: declaration.path,
        status: 405,
        allow: declaration.methods.join(', '),
      })
    }
  })

  test("a page goes through vercel.json's rewrite to the page function, rendered from the hosted project with Vercel's CDN rule and tags", async () => {
    const { seo } = await standIn.editor
      .getDocument<{ seo: { metaTitle: string } }>('page-book')
      .then((d) => d!)
    const response = await fetch(`${site.url}/book`)
    expect(site.answered.at(-1)).toBe('api/page.ts /api/page?path=/book')
    expect(response.status).toBe(200)
    expect(response.headers.get('Vercel-CDN-Cache-Control')).toBe('s-maxage=60, stale-while-revalidate=86400')
    expect(response.headers.get('Vercel-Cache-Tag')).toBe('page,path:%2Fbook')
    expect(title(await response.text())).toBe(seo.metaTitle)
  })

  test('a redirect from the CMS answers 301 to its target', () => expectCmsRedirect(site.url, standIn))

  test('a contact post is stored in the hosted project and mailed', () =>
    expectContactStoredAndMailed(site.url, standIn, smtp))

  test("a publish's signed webhook reaches /api/revalidate, which purges by tag through Vercel's API", async () => {
    await standIn.editor.patch('page-book').set({ 'seo.metaTitle': 'Book a call on Vercel' }).commit()
    await standIn.webhooksSent()
    expect(standIn.deliveries.at(-1)).toMatchObject({ documentId: 'page-book', status: 200 })
    expect(purges).toEqual([
      {
        url: 'https://api.vercel.com/v1/edge-cache/dangerously-delete-by-tags?projectIdOrName=prj_rehearsal&teamId=team_rehearsal',
        body: { tags: ['page', 'sitemap'] },
      },
    ])
    expect(title(await (await fetch(`${site.url}/book`)).text())).toBe('Book a call on Vercel')
  })

  test('a delivery signed with another secret is refused and purges nothing', async () => {
    const body = JSON.stringify({ _id: 'page-book', _type: 'page' })
    const before = purges.length
    const response = await fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'sanity-webhook-signature': signatureHeader(body, 'guessed'),
      },
      body,
    })
    expect(response.status).toBe(401)
    expect(purges).toHaveLength(before)
  })

  test("the e-mail retry answers Vercel's cron, with its secret, and no one else", async () => {
    expect((await fetch(`${site.url}/api/retry-pending-emails`)).status).toBe(401)
    const response = await fetch(`${site.url}/api/retry-pending-emails`, {
      headers: { Authorization: `Bearer ${CRON_SECRET}` },
    })
    expect(response.status).toBe(200)
  })

  test("the Studio's preview link opens preview mode, its cookie passed through", async () => {
    const { secret } = await createPreviewSecret(standIn.editor, 'sanity/presentation', `${STUDIO}/`)
    const search = new URLSearchParams({
      'sanity-preview-secret': secret,
      'sanity-preview-pathname': '/book',
    })
    const response = await fetch(`${site.url}/api/preview-mode/enable?${search}`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(response.headers.get('Set-Cookie')).toMatch(/^site-preview=\d+\.[\w-]+;/)
  })
})

describe("vercel.json's rewrite, against the registries", () => {
  const rewritten = (path: string) => rewrite(vercelJson, new URL(path, 'https://www.example.com'))

  test('sends every route of the route table, each type’s address and every sitemap to the page function', () => {
    const sitemaps = [
      '/sitemap.xml',
      ...new Set(Object.values(ROUTE_ROLES).map(({ sitemap }) => `/sitemap-${sitemap}-1.xml`)),
    ]
    const typed = Object.values(ROUTE_TYPES)
      .map(({ prefix }) => prefix)
      .filter((prefix) => prefix !== null)
      .map((prefix) => `${prefix}/a-new-one`)
    const paths = [...table.routes.map(({ path }) => path), ...typed, ...sitemaps]
    expect(table.routes.length).toBeGreaterThan(10)
    for (const path of paths) {
      const target = rewritten(path)
      expect({ path, to: target?.pathname, asked: target?.searchParams.get('path') }).toEqual({
        path,
        to: '/api/page',
        asked: path,
      })
    }
  })

  test("leaves every function's address to its own file, and the hashed assets to the static files", () => {
    for (const { path } of FUNCTIONS) {
      expect(rewritten(path), path).toBeNull()
      expect(apiFile(path, files), path).not.toBeNull()
    }
    expect(rewritten('/assets/index-abc123.js')).toBeNull()
  })

  test("keeps a page's own query after the path it hands over", () => {
    expect(rewritten('/blog?page=2')?.search).toBe('?path=%2Fblog&page=2')
  })
})
