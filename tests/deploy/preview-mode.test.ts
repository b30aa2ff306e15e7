// Preview mode on Netlify and Vercel, as on the local server: the Presentation tool's link (a secret the Studio
// wrote to hosted Sanity) sets the preview cookie; pages for that browser may be framed by the Studio and are never
// cached; every other page stays unframeable and cacheable; the read token never reaches a visitor.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createPageHandler } from '../../functions/page/function.ts'
import { forNetlify, forVercel } from '../../functions/lib/platforms.ts'
import netlifyEnable, { config as netlifyEnableConfig } from '../../functions/netlify/preview-mode-enable.ts'
import netlifyDisable, {
  config as netlifyDisableConfig,
} from '../../functions/netlify/preview-mode-disable.ts'
import vercelEnable from '../../api/preview-mode/enable.ts'
import vercelDisable from '../../api/preview-mode/disable.ts'
import { previewCookieKey } from '../../render/preview/hosted-preview-mode.ts'
import { setPreviewCookie } from '../../render/preview/preview-cookie.ts'
import type { PageRenderer } from '../../render/renderer.ts'

const READ_TOKEN = 'sk-read-token-that-must-stay-on-the-server'
const STUDIO = 'https://studio.example.com'
/** The secret the Presentation tool wrote to the hosted dataset just before opening the preview link. */
const STUDIO_SECRET = 'secret-the-studio-wrote'

// Hosted Sanity's query API, as validatePreviewUrl asks it for the secret document.
const sanity = setupServer(
  http.get('https://test-project.api.sanity.io/:version/data/query/production', ({ request }) => {
    const url = new URL(request.url)
    const secret = JSON.parse(url.searchParams.get('$secret') ?? 'null') as string | null
    if (request.headers.get('authorization') !== `Bearer ${READ_TOKEN}`)
      return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })
    const known = secret === STUDIO_SECRET
    return HttpResponse.json({
      result: {
        private: known
          ? {
              _id: 'sanity-preview-url-secret.x',
              _updatedAt: new Date().toISOString(),
              secret,
              studioUrl: STUDIO,
            }
          : null,
        public: null,
      },
    })
  }),
)
beforeAll(() => sanity.listen({ onUnhandledFrame: 'error' }))
afterAll(() => sanity.close())
afterEach(() => vi.unstubAllEnvs())

function hostedEnv() {
  vi.stubEnv('SANITY_PROJECT_ID', 'test-project')
  vi.stubEnv('SANITY_DATASET', 'production')
  vi.stubEnv('SANITY_API_READ_TOKEN', READ_TOKEN)
  vi.stubEnv('STUDIO_ORIGINS', STUDIO)
}

const renderer = {
  routes: async () => ({ routes: [], redirects: [], siteUrl: 'https://www.example.com' }),
  render: async (path: string) => ({
    status: 200,
    html: `<html><body>Page ${path}</body></html>`,
    etag: '"e1"',
  }),
} as unknown as PageRenderer
const page = createPageHandler(async () => renderer)

const url = (path: string) => `https://www.example.com${path}`
const platforms = {
  netlify: (path: string, headers: Record<string, string> = {}) =>
    forNetlify(page)(new Request(url(path), { headers }), { ip: '203.0.113.7' }),
  // vercel.json's rewrite: the path as `?path=`, the address's own query after it.
  vercel: (path: string, headers: Record<string, string> = {}) => {
    const [pathname, query] = path.split('?')
    const rewritten = `/api/page?path=${pathname}${query ? `&${query}` : ''}`
    return forVercel(page).fetch(new Request(url(rewritten), { headers }))
  },
}
const validCookie = () => setPreviewCookie(previewCookieKey(READ_TOKEN)).split(';')[0]!
const csp = (response: Response) => response.headers.get('Content-Security-Policy') ?? ''
const everything = async (response: Response) =>
  `${JSON.stringify([...response.headers])}\n${await response.text()}`

describe.each(Object.entries(platforms))('pages on %s', (_platform, get) => {
  test('with a valid preview cookie: framable by the Studio only, and never stored', async () => {
    hostedEnv()
    const response = await get('/services', { Cookie: validCookie() })
    expect(response.status).toBe(200)
    expect(csp(response)).toContain(
      `frame-ancestors 'self' https://localhost:3333 https://127.0.0.1:3333 ${STUDIO};`,
    )
    expect(response.headers.get('X-Frame-Options')).toBeNull()
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    for (const cdn of ['Netlify-CDN-Cache-Control', 'Vercel-CDN-Cache-Control', 'CDN-Cache-Control'])
      expect(response.headers.get(cdn)).toBeNull()
    expect(await everything(response)).not.toContain(READ_TOKEN)
  })

  test('without a cookie: nobody may frame it, and the CDN keeps it', async () => {
    hostedEnv()
    const response = await get('/services')
    expect(csp(response)).toContain("frame-ancestors 'none'")
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(
      response.headers.get('Netlify-CDN-Cache-Control') ?? response.headers.get('Vercel-CDN-Cache-Control'),
    ).toMatch(/s-maxage=60/)
    expect(await everything(response)).not.toContain(READ_TOKEN)
  })

  test('with a forged, expired or foreign cookie: the same as without', async () => {
    hostedEnv()
    const forged = `site-preview=${Date.now() + 60_000}.forged`
    const expired = setPreviewCookie(previewCookieKey(READ_TOKEN), Date.now() - 9 * 60 * 60 * 1000).split(
      ';',
    )[0]!
    const foreign = setPreviewCookie(previewCookieKey('another-sites-token')).split(';')[0]!
    for (const cookie of [forged, expired, foreign]) {
      const response = await get('/services', { Cookie: cookie })
      expect(csp(response)).toContain("frame-ancestors 'none'")
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    }
  })

  test('a preview address without a valid cookie is not framable, and not stored for the editor to get', async () => {
    hostedEnv()
    const response = await get('/services?preview=drafts')
    expect(csp(response)).toContain("frame-ancestors 'none'")
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    for (const cdn of ['Netlify-CDN-Cache-Control', 'Vercel-CDN-Cache-Control'])
      expect(response.headers.get(cdn)).toBeNull()
  })

  test('without a read token no cookie is accepted (there is no preview mode)', async () => {
    hostedEnv()
    vi.stubEnv('SANITY_API_READ_TOKEN', '')
    const response = await get('/services', { Cookie: validCookie() })
    expect(csp(response)).toContain("frame-ancestors 'none'")
  })
})

const enablers = {
  netlify: (path: string) => netlifyEnable(new Request(url(path)), { ip: '203.0.113.7' }),
  vercel: (path: string) => vercelEnable.fetch(new Request(url(path))),
}
const disablers = {
  netlify: (path: string) => netlifyDisable(new Request(url(path)), { ip: '203.0.113.7' }),
  vercel: (path: string) => vercelDisable.fetch(new Request(url(path))),
}

describe.each(Object.entries(enablers))('/api/preview-mode/enable on %s', (platform, enable) => {
  const link = (secret: string, pathname = '/services') =>
    `/api/preview-mode/enable?${new URLSearchParams({
      'sanity-preview-secret': secret,
      'sanity-preview-pathname': pathname,
      'sanity-preview-perspective': 'drafts',
    })}`

  test("the Studio's link sets the signed cookie and sends the token to the page in the fragment only", async () => {
    hostedEnv()
    const response = await enable(link(STUDIO_SECRET))
    expect(response.status).toBe(307)
    expect(response.headers.get('Location')).toBe(
      `/services?preview=drafts#preview-token=${encodeURIComponent(READ_TOKEN)}`,
    )
    expect(response.headers.get('Set-Cookie')).toMatch(
      /^site-preview=\d+\.[\w-]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/,
    )
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    // The cookie it sets is the one the page function accepts.
    const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!
    const framed = await platforms[platform as keyof typeof platforms]('/services', { Cookie: cookie })
    expect(csp(framed)).toContain(STUDIO)
  })

  test('a secret the Studio never wrote: 401, no cookie, no token', async () => {
    hostedEnv()
    const response = await enable(link('guessed'))
    expect(response.status).toBe(401)
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect(await everything(response)).not.toContain(READ_TOKEN)
  })

  test('without SANITY_API_READ_TOKEN: 501, saying what is missing', async () => {
    hostedEnv()
    vi.stubEnv('SANITY_API_READ_TOKEN', '')
    const response = await enable(link(STUDIO_SECRET))
    expect(response.status).toBe(501)
    expect(await response.text()).toBe(
      'Preview needs SANITY_API_READ_TOKEN (a Viewer token of the hosted project)',
    )
  })
})

describe.each(Object.entries(disablers))('/api/preview-mode/disable on %s', (_platform, disable) => {
  test('clears the cookie and sends the page back with preview off', async () => {
    const response = await disable('/api/preview-mode/disable?redirect=/services')
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/services?preview=off')
    expect(response.headers.get('Set-Cookie')).toMatch(/^site-preview=; Max-Age=0;/)
  })
})

test('the Netlify entries answer at the paths of the local server', () => {
  expect(netlifyEnableConfig).toEqual({ path: '/api/preview-mode/enable' })
  expect(netlifyDisableConfig).toEqual({ path: '/api/preview-mode/disable' })
})
