// Publish means live on Netlify and Vercel: a function renders every page from the content as it is now, the
// platform's CDN keeps it until Sanity's webhook purges it, and the build's HTML never answers a page there.
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import page, { createPageHandler } from '../../functions/page/function.ts'
import revalidate from '../../functions/revalidate/function.ts'
import type { FunctionContext } from '../../functions/lib/context.ts'
import { forNetlify, forVercel, purgeNetlifyCache, purgeVercelCache } from '../../functions/lib/platforms.ts'
import { config as netlifyPage } from '../../functions/netlify/page.ts'
import { config as netlifyRevalidate } from '../../functions/netlify/revalidate.ts'
import { createPageRenderer, type PageRenderer, type RenderModule } from '../../render/renderer.ts'
import { contentConnectSources, securityHeaderValues } from '../../render/security-headers.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>'

/** The content lake's answer to the route table query: two pages, an article, a hidden page and three redirects. */
function lakeContent() {
  return {
    pages: [
      { path: '/', _updatedAt: '2026-11-01T09:00:00Z', noIndex: null },
      { path: '/services', _updatedAt: '2026-11-02T09:00:00Z', noIndex: null },
      { path: '/thank-you', _updatedAt: '2026-11-02T09:00:00Z', noIndex: true },
    ],
    caseStudies: [],
    posts: [{ path: '/blog/erp-roadmap', _updatedAt: '2026-11-20T09:00:00Z', noIndex: null }],
    // No page holds the blog listing here, so there are no following pages.
    listings: [],
    caseStudyListings: [],
    redirects: [
      { from: '/old-services', to: '/services', permanent: true },
      { from: '/campaign', to: '/services', permanent: false },
      { from: '/leave', to: '//evil.example', permanent: true },
    ],
    translations: [],
    siteUrl: 'https://www.example.com',
  }
}

/** The real renderer around a stand-in for the app's server entry: routes and pages come from `lake`. */
function siteRenderer(lake = lakeContent()): PageRenderer {
  const routable = () => [...lake.pages, ...lake.posts].map((route) => route.path)
  const entry = {
    createSanityClient: () => ({ fetch: async () => lake }),
    async render(path: string) {
      const found = routable().includes(path)
      return {
        html: found ? `<main>Page ${path}</main>` : '<main>Not found</main>',
        head: `<title>${found ? path : 'Not found'}</title>`,
        styles: '',
        state: '',
        status: found ? 200 : 404,
        modules: [],
        queries: [],
      }
    },
  } as unknown as RenderModule
  return createPageRenderer({ entry, template: TEMPLATE, viteManifest: {}, lakeOrigin: 'http://lake.test' })
}

const pageHandler = (renderer = siteRenderer()) => createPageHandler(async () => renderer)
const url = (path: string) => `https://www.example.com${path}`
const onNetlify = (path: string, init?: RequestInit, handler = pageHandler()) =>
  forNetlify(handler)(new Request(url(path), init), { ip: '203.0.113.7' })
const onVercel = (path: string, handler = pageHandler()) => forVercel(handler).fetch(new Request(url(path)))

describe('the page function', () => {
  test('answers a page with the status of its render, in the build template, with the security headers', async () => {
    const response = await onNetlify('/services')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<head><title>/services</title>')
    expect(html).toContain('<div id="root"><main>Page /services</main></div>')
    for (const [name, value] of Object.entries(securityHeaderValues(contentConnectSources(process.env))))
      expect(response.headers.get(name)).toBe(value)
  })

  test("answers a page with its render's ETag, for the browser's revalidation", async () => {
    const renderer = siteRenderer()
    const response = await onNetlify('/services', {}, pageHandler(renderer))
    expect(response.headers.get('ETag')).toBe((await renderer.render('/services')).etag)
  })

  test('lets the browser keep nothing without asking again', async () => {
    const response = await onNetlify('/services')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
  })

  test("on Netlify, the CDN keeps a page a minute, then a day while it renders anew, tagged for Netlify's purge", async () => {
    const response = await onNetlify('/services')
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBe(
      'public, durable, s-maxage=60, stale-while-revalidate=86400',
    )
    expect(response.headers.get('Netlify-Cache-Tag')).toBe('page,path:%2Fservices')
  })

  test("on Vercel, the CDN keeps a page a minute, then a day while it renders anew, tagged for Vercel's purge", async () => {
    const response = await onVercel('/services')
    expect(response.headers.get('Vercel-CDN-Cache-Control')).toBe('s-maxage=60, stale-while-revalidate=86400')
    expect(response.headers.get('Vercel-Cache-Tag')).toBe('page,path:%2Fservices')
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
  })

  test('serves a page published after the build at its first request', async () => {
    const lake = lakeContent()
    const handler = pageHandler(siteRenderer(lake))
    expect((await onNetlify('/blog/new-article', {}, handler)).status).toBe(404)
    lake.posts.push({ path: '/blog/new-article', _updatedAt: '2026-11-23T09:00:00Z', noIndex: null })
    const response = await onNetlify('/blog/new-article', {}, handler)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<main>Page /blog/new-article</main>')
  })

  test('answers an unknown path with the 404 page and status 404, cached and tagged like a page', async () => {
    const response = await onNetlify('/no-such-page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<main>Not found</main>')
    expect(response.headers.get('Netlify-Cache-Tag')).toBe('page,path:%2Fno-such-page')
  })

  test('answers a permanent CMS redirect with 301 and its target', async () => {
    const response = await onNetlify('/old-services')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/services')
    expect(response.headers.get('Netlify-Cache-Tag')).toBe('page,path:%2Fold-services')
  })

  test('a CMS redirect keeps the visitor’s query (a campaign link to a moved page keeps its campaign)', async () => {
    const campaign = '?utm_source=linkedin&utm_campaign=spring-webinar'
    expect((await onNetlify(`/old-services${campaign}`)).headers.get('Location')).toBe(`/services${campaign}`)
    // Behind vercel.json's rewrite, the function's own ?path= is not passed on.
    const rewritten = await onVercel(
      '/api/page?path=/old-services&utm_source=linkedin&utm_campaign=spring-webinar',
    )
    expect(rewritten.status).toBe(301)
    expect(rewritten.headers.get('Location')).toBe(`/services${campaign}`)
  })

  test('answers a CMS redirect that is not permanent with 302', async () => {
    const response = await onNetlify('/campaign')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/services')
  })

  test('never follows a CMS redirect whose target would leave the site by accident', async () => {
    const response = await onNetlify('/leave')
    expect(response.status).toBe(404)
    expect(response.headers.get('Location')).toBeNull()
  })

  test('answers an address with a trailing slash with its page', async () => {
    const response = await onNetlify('/services/')
    expect(response.status).toBe(200)
    expect(response.headers.get('Netlify-Cache-Tag')).toBe('page,path:%2Fservices')
  })

  test("renders the path vercel.json's rewrite hands over as ?path=", async () => {
    const response = await onVercel('/api/page?path=/services')
    expect(await response.text()).toContain('<main>Page /services</main>')
    expect(response.headers.get('Vercel-Cache-Tag')).toBe('page,path:%2Fservices')
  })

  test('tags an address too long for a cache tag with page alone', async () => {
    const response = await onNetlify(`/${'x'.repeat(300)}`)
    expect(response.headers.get('Netlify-Cache-Tag')).toBe('page')
  })

  test('answers the sitemaps with the indexable routes of the content as it is now, tagged sitemap', async () => {
    const handler = pageHandler()
    const index = await onNetlify('/sitemap.xml', {}, handler)
    expect(index.status).toBe(200)
    expect(index.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(index.headers.get('Netlify-Cache-Tag')).toBe('sitemap')
    // The index names the child sitemaps, which the function answers too.
    const children = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => loc!,
    )
    expect(children.length).toBeGreaterThan(0)
    let urls = ''
    for (const child of children) {
      const response = await onNetlify(new URL(child).pathname, {}, handler)
      expect(response.headers.get('Netlify-Cache-Tag')).toBe('sitemap')
      urls += await response.text()
    }
    expect(urls).toContain('<loc>https://www.example.com/blog/erp-roadmap</loc><lastmod>2026-11-20</lastmod>')
    expect(urls).not.toContain('/thank-you')
  })

  test('answers a failed render with 503 and Retry-After, never cached and without the error', async () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: PageRenderer = {
      ...siteRenderer(),
      render: async () => {
        throw new Error('lake unreachable at 10.0.0.9')
      },
    }
    const response = await onNetlify('/services', {}, pageHandler(broken))
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
    expect(await response.text()).toBe('This page could not be rendered just now; please try again shortly')
    expect(logError).toHaveBeenCalledOnce()
  })

  test('loads the renderer again on the next request after it failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<PageRenderer>>()
      .mockRejectedValueOnce(new Error('no build'))
      .mockResolvedValue(siteRenderer())
    const handler = createPageHandler(load)
    expect((await onNetlify('/services', {}, handler)).status).toBe(503)
    expect((await onNetlify('/services', {}, handler)).status).toBe(200)
    expect((await onNetlify('/', {}, handler)).status).toBe(200)
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('answers HEAD with the headers of the page and no body', async () => {
    const response = await onNetlify('/services', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Netlify-Cache-Tag')).toBe('page,path:%2Fservices')
    expect(await response.text()).toBe('')
  })

  test('refuses any other method with 405 (its declaration, before any render)', async () => {
    const response = await onNetlify('/services', { method: 'POST' }, page.handler)
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
  })
})

const SECRET = 'webhook-secret'

/** Sanity's signature as its documentation describes it, computed here independently of the function. */
const sign = (body: string, timestamp: number, secret = SECRET) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')}`

const publish = JSON.stringify({ _id: 'post-erp-roadmap', _type: 'blogPost' })

function deliver(
  body: string,
  signature: string | null,
  context: Partial<FunctionContext> = {},
): { response: Promise<Response>; purge: ReturnType<typeof vi.fn> } {
  const purge = vi.fn(async (_tags: string[]) => {})
  const request = new Request(url('/api/revalidate'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'sanity-webhook-signature': signature }),
    },
    body,
  })
  const response = revalidate.handler(request, {
    clientIp: '203.0.113.7',
    env: { SANITY_WEBHOOK_SECRET: SECRET },
    platform: 'netlify',
    purgeCache: purge,
    ...context,
  })
  return { response, purge }
}

describe("Sanity's webhook", () => {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
  })

  test('purges every page and the sitemap when a signed delivery reports a publish', async () => {
    const { response, purge } = deliver(publish, sign(publish, Date.now()))
    expect((await response).status).toBe(200)
    expect(await (await response).json()).toEqual({ success: true, purged: ['page', 'sitemap'] })
    expect(purge).toHaveBeenCalledExactlyOnceWith(['page', 'sitemap'])
  })

  test('refuses a delivery signed with another secret: 401 Invalid signature, nothing purged', async () => {
    const { response, purge } = deliver(publish, sign(publish, Date.now(), 'guessed'))
    expect((await response).status).toBe(401)
    expect(await (await response).json()).toEqual({ success: false, error: 'Invalid signature' })
    expect(purge).not.toHaveBeenCalled()
  })

  test('refuses a body changed after it was signed: 401 Invalid signature', async () => {
    const changed = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' })
    const { response, purge } = deliver(changed, sign(publish, Date.now()))
    expect(await (await response).json()).toEqual({ success: false, error: 'Invalid signature' })
    expect(purge).not.toHaveBeenCalled()
  })

  test('refuses a delivery without a signature: 401 Missing signature', async () => {
    const { response, purge } = deliver(publish, null)
    expect((await response).status).toBe(401)
    expect(await (await response).json()).toEqual({ success: false, error: 'Missing signature' })
    expect(purge).not.toHaveBeenCalled()
  })

  test('refuses a genuine delivery signed more than 5 minutes ago (a replay): 401 Signature expired', async () => {
    const { response, purge } = deliver(publish, sign(publish, Date.now() - 5 * 60_000 - 1000))
    expect((await response).status).toBe(401)
    expect(await (await response).json()).toEqual({ success: false, error: 'Signature expired' })
    expect(purge).not.toHaveBeenCalled()
  })

  test('accepts a delivery signed 4 minutes ago', async () => {
    const { response } = deliver(publish, sign(publish, Date.now() - 4 * 60_000))
    expect((await response).status).toBe(200)
  })

  test('purges nothing for a private document, which is on no page (a lead, a draft)', async () => {
    const lead = JSON.stringify({ _id: 'contactSubmission.abc', _type: 'contactSubmission' })
    const { response, purge } = deliver(lead, sign(lead, Date.now()))
    expect(await (await response).json()).toEqual({ success: true, purged: [] })
    expect(purge).not.toHaveBeenCalled()
  })

  test('refuses every delivery while SANITY_WEBHOOK_SECRET is not set: 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { response, purge } = deliver(publish, sign(publish, Date.now()), { env: {} })
    expect((await response).status).toBe(503)
    expect(await (await response).json()).toEqual({ success: false, error: 'Revalidation is not configured' })
    expect(purge).not.toHaveBeenCalled()
  })

  test('answers 502 when the purge fails, so Sanity delivers the change again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = async () => {
      throw new Error("Netlify's purge API answered 500")
    }
    const { response } = deliver(publish, sign(publish, Date.now()), { purgeCache: failing })
    expect((await response).status).toBe(502)
    expect(await (await response).json()).toEqual({ success: false, error: 'Cache purge failed' })
  })

  test('accepts POST only: 405', async () => {
    const response = await revalidate.handler(new Request(url('/api/revalidate')), {
      clientIp: '203.0.113.7',
      env: { SANITY_WEBHOOK_SECRET: SECRET },
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
  })
})

describe("the platforms' purge", () => {
  const echoContext = async (_request: Request, context: FunctionContext) =>
    Response.json({ platform: context.platform, purges: typeof context.purgeCache })

  test("the adapters tell a function its platform and hand it that platform's purge", async () => {
    const request = () => new Request(url('/api/revalidate'))
    expect(await (await forNetlify(echoContext)(request(), { ip: '203.0.113.7' })).json()).toEqual({
      platform: 'netlify',
      purges: 'function',
    })
    expect(await (await forVercel(echoContext).fetch(request())).json()).toEqual({
      platform: 'vercel',
      purges: 'function',
    })
  })

  test("on Netlify, posts the tags to Netlify's purge API for the site, with the token Netlify gives functions", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }))
    await purgeNetlifyCache(['page', 'sitemap'], { NETLIFY_PURGE_API_TOKEN: 'nf-token', SITE_ID: 'site-1' })
    const [address, init] = fetch.mock.calls[0]!
    expect(address).toBe('https://api.netlify.com/api/v1/purge')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer nf-token' })
    expect(JSON.parse(init?.body as string)).toEqual({ site_id: 'site-1', cache_tags: ['page', 'sitemap'] })
  })

  test("on Vercel, deletes the tags through Vercel's edge-cache API for the project and the deployment's target", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}))
    await purgeVercelCache(['page', 'sitemap'], {
      VERCEL_API_TOKEN: 'vc-token',
      VERCEL_PROJECT_ID: 'prj_1',
      VERCEL_TEAM_ID: 'team_1',
      VERCEL_ENV: 'production',
    })
    const [address, init] = fetch.mock.calls[0]!
    expect(address).toBe(
      'https://api.vercel.com/v1/edge-cache/dangerously-delete-by-tags?projectIdOrName=prj_1&teamId=team_1',
    )
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer vc-token' })
    expect(JSON.parse(init?.body as string)).toEqual({ tags: ['page', 'sitemap'], target: 'production' })
  })

  test('fails, rather than pretending, when its credentials are not set', async () => {
    await expect(purgeVercelCache(['page'], {})).rejects.toThrow(
      'VERCEL_API_TOKEN and VERCEL_PROJECT_ID are not set',
    )
    await expect(purgeNetlifyCache(['page'], {})).rejects.toThrow(
      'NETLIFY_PURGE_API_TOKEN (or NETLIFY_API_TOKEN) and SITE_ID are not set',
    )
  })

  test('fails with the status of a purge API that refuses', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('forbidden', { status: 403 }))
    await expect(
      purgeNetlifyCache(['page'], { NETLIFY_PURGE_API_TOKEN: 'nf-token', SITE_ID: 'site-1' }),
    ).rejects.toThrow("Netlify's purge API answered 403")
  })
})

describe('routing', () => {
  const pattern = (path: string) => new URLPattern({ pathname: path })
  const netlifyPageAnswers = (path: string) =>
    pattern(netlifyPage.path).test({ pathname: path }) &&
    !netlifyPage.excludedPath.some((excluded) => pattern(excluded).test({ pathname: path }))

  test('on Netlify, the page function answers every page, the 404s and the sitemaps', () => {
    for (const path of [
      '/',
      '/services',
      '/blog/new-article',
      '/no-such-page',
      '/sitemap.xml',
      '/sitemap-blog-1.xml',
    ])
      expect(netlifyPageAnswers(path), path).toBe(true)
  })

  test('on Netlify, the functions, the hashed assets, the favicon and robots.txt stay out of the page function', () => {
    for (const path of [
      '/api/chat',
      '/api/revalidate',
      '/assets/index-abc123.js',
      '/favicon.svg',
      '/robots.txt',
    ])
      expect(netlifyPageAnswers(path), path).toBe(false)
  })

  test("on Netlify, the page function answers before the build's HTML files, which no purge could refresh", () => {
    expect(netlifyPage.preferStatic).toBe(false)
  })

  test('on Netlify, the webhook reaches the revalidate function at /api/revalidate', () => {
    expect(netlifyRevalidate.path).toBe('/api/revalidate')
  })

  test("netlify.toml ships the page template and Vite's manifest with the page function", () => {
    const toml = readFileSync('netlify.toml', 'utf8')
    expect(toml).toMatch(
      /\[functions\.page\]\s+included_files = \["dist\/client\/_template\.html", "dist\/client\/\.vite\/manifest\.json"\]/,
    )
  })

  const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
    buildCommand: string
    rewrites: { source: string; destination: string }[]
    functions: Record<string, { includeFiles: string }>
  }

  test('vercel.json rewrites every path but the functions and the hashed assets to the page function', () => {
    const [rewrite] = vercel.rewrites
    expect(vercel.rewrites).toHaveLength(1)
    expect(rewrite!.destination).toBe('/api/page?path=/$1')
    // The source has no named parameter, so Vercel matches it as this regular expression.
    const source = new RegExp(`^(?:${rewrite!.source})$`)
    for (const path of ['/', '/services', '/blog/new-article', '/sitemap.xml', '/sitemap-blog-1.xml'])
      expect(source.test(path), path).toBe(true)
    for (const path of ['/api/chat', '/api/revalidate', '/assets/index-abc123.js'])
      expect(source.test(path), path).toBe(false)
  })

  test('the Vercel build removes the prerendered HTML and sitemaps, which Vercel would serve before any rewrite, and the files only the local server reads', () => {
    expect(vercel.buildCommand).toBe(
      "npm run build && find dist/client -name 'index.html*' -delete && rm -f dist/client/sitemap*.xml dist/client/_routes.json dist/client/_redirects dist/client/_headers dist/client/.build-stamp",
    )
  })

  test("vercel.json ships the page template and Vite's manifest with the page function", () => {
    expect(vercel.functions['api/page.ts']).toEqual({
      includeFiles: 'dist/client/{_template.html,.vite/manifest.json}',
    })
  })
})
