// Preview mode on the local server: the Presentation tool's link (with a secret the Studio wrote to the lake) lets
// the Studio frame the site's pages and hands the page a token for drafts; visitors' pages can never be framed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createClient, type SanityClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { startServer, type TestServer } from './harness.ts'

let server: TestServer
let editor: SanityClient
beforeAll(async () => {
  server = await startServer()
  editor = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: `${server.url}/content-lake`,
    useProjectHostname: false,
    useCdn: false,
    token: 'test-editor-token',
  })
})
afterAll(() => server.close())

/** What the Presentation tool does: a secret in the lake, then the site's preview-mode link with it. */
async function presentationLink(pathname = '/', perspective = 'drafts') {
  const { secret } = await createPreviewSecret(
    editor,
    'sanity/presentation',
    'https://localhost:3333/',
    'editor',
  )
  const search = new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-pathname': pathname,
    'sanity-preview-perspective': perspective,
  })
  return `/api/preview-mode/enable?${search}`
}

const header = (value: string | string[] | undefined) => [value].flat().join('\n')
const cookieOf = (setCookie: string | string[] | undefined) => header(setCookie).split(';')[0]!

describe('a visitor', () => {
  test('gets pages nobody may frame, with X-Frame-Options as well', async () => {
    const page = await server.raw('/')
    expect(header(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(page.headers['x-frame-options']).toBe('DENY')
  })

  test('with a made-up preview cookie gets the same', async () => {
    const page = await server.raw('/', { headers: { Cookie: `site-preview=${Date.now() + 60_000}.forged` } })
    expect(header(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })

  test('with a link whose secret the Studio never wrote gets a 401 and no cookie', async () => {
    const response = await server.raw(
      '/api/preview-mode/enable?sanity-preview-secret=guessed&sanity-preview-pathname=/',
    )
    expect(response.status).toBe(401)
    expect(response.headers['set-cookie']).toBeUndefined()
  })
})

describe("the Presentation tool's link", () => {
  test('sets a partitioned preview cookie and sends the page to its path with a token for drafts', async () => {
    const response = await server.raw(await presentationLink('/blog?page=2'))
    expect(response.status).toBe(307)
    const location = header(response.headers.location)
    expect(location).toMatch(/^\/blog\?page=2&preview=drafts#preview-token=preview-[0-9a-f]{48}$/)
    expect(header(response.headers['set-cookie'])).toMatch(
      /^site-preview=\d+\.[\w-]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/,
    )
    const token = decodeURIComponent(location.split('#preview-token=')[1]!)
    const drafts = editor.withConfig({ token, perspective: 'drafts' })
    expect(await drafts.fetch('*[_id == "stat-1"][0].value')).toBe('175+')
  })

  test('opened in a release, sends the page the release stack it starts in (drafts is the default)', async () => {
    const response = await server.raw(await presentationLink('/services', 'rSummer,drafts'))
    expect(header(response.headers.location)).toMatch(
      /^\/services\?preview=drafts&sanity-preview-perspective=rSummer%2Cdrafts#preview-token=preview-[0-9a-f]{48}$/,
    )
    const odd = await server.raw(await presentationLink('/services', 'rSummer,<script>'))
    expect(header(odd.headers.location)).toMatch(/^\/services\?preview=drafts#preview-token=/)
  })

  test('makes the pages of that browser frameable by the Studio only, and uncached', async () => {
    const cookie = cookieOf((await server.raw(await presentationLink())).headers['set-cookie'])
    const page = await server.raw('/', { headers: { Cookie: cookie } })
    expect(header(page.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' https://localhost:3333 https://127.0.0.1:3333",
    )
    expect(page.headers['x-frame-options']).toBeUndefined()
    expect(page.headers['cache-control']).toBe('private, no-store')
  })

  test('never leads off the site', async () => {
    for (const pathname of ['/.//evil.example/x', '//evil.example/x', '/\\evil.example/x']) {
      const location = header((await server.raw(await presentationLink(pathname))).headers.location)
      expect(new URL(location, 'http://site.test').origin).toBe('http://site.test')
      expect(location).toMatch(/^\/(?![/\\])/)
    }
  })
})

describe("a preview link's token", () => {
  test('cannot renew itself: it reads no preview secret to open a new link with, nor gets a token', async () => {
    const location = header((await server.raw(await presentationLink('/'))).headers.location)
    const token = decodeURIComponent(location.split('#preview-token=')[1]!)
    // The secret of the link just opened is in the lake (valid for an hour), but not for this token.
    expect(
      await editor.fetch('count(*[_type == "sanity.previewUrlSecret"])', {}, { perspective: 'raw' }),
    ).toBeGreaterThan(0)
    const previewer = editor.withConfig({ token })
    for (const perspective of ['raw', 'drafts'] as const)
      expect(await previewer.fetch('*[defined(secret)]{_id, secret}', {}, { perspective })).toEqual([])
    const renewal = await server.raw('/content-lake/v2025-02-19/preview-tokens', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(renewal.status).toBe(401)
  })
})

describe('leaving preview', () => {
  test('clears the cookie and tells the page to forget its token', async () => {
    const response = await server.raw('/api/preview-mode/disable?redirect=/blog')
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe('/blog?preview=off')
    expect(header(response.headers['set-cookie'])).toMatch(/^site-preview=; Max-Age=0;/)
  })
})
