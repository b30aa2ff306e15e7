// The Studio's own server: the built Studio (studio/dist), the content lake under /content-lake (the lake itself,
// or a proxy to the local server that already runs one), /sign-in and /sign-out (sign-in.ts), and /local-studio.json,
// which hands a signed-in browser the editor token.
// It is served over HTTP/2 (TLS): the Studio keeps about a dozen event streams open, more than the six connections a
// browser allows an HTTP/1.1 origin, and would hang on "Loading document" otherwise.
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { Hono, type Context } from 'hono'
import { sessionFromCookies, type StudioSignIn } from './sign-in.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
}

/** Connection-specific headers: meaningless (and refused) in HTTP/2. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']

export interface StudioServerOptions {
  /** studio/dist */
  distDir: string
  /** The lake's own routes (when this process hosts it)... */
  lakeApp?: Hono
  /** ...or the base URL of a running lake to forward to, e.g. http://127.0.0.1:3000/content-lake. */
  upstreamLakeUrl?: string
  /** What /local-studio.json hands the page: the editor token (to a signed-in browser) and the site's address. */
  session?: { token: string; siteUrl?: string }
  /** The sign-in links and sessions; without it no browser gets the token. */
  signIn?: StudioSignIn
  /** Extra origins the Studio may talk to (a lake configured elsewhere with SANITY_STUDIO_CONTENT_LAKE_URL). */
  connectOrigins?: string[]
  /** Hosted Sanity: no lockdown of outside requests. */
  hosted?: boolean
}

/**
 * Offline, the built Studio still reaches for hosted resources (Sanity's bridge script, fonts, error reporting).
 * This policy makes the browser refuse them at once instead of waiting on a network that is not there.
 */
export function studioContentSecurityPolicy(
  connectOrigins: string[] = [],
  frameOrigins: string[] = [],
): string {
  const extra = connectOrigins.join(' ')
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extra}`.trim(),
    "worker-src 'self' blob:",
    // The site, shown beside the form by the Presentation tool.
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The Studio's index.html without the scripts and fonts it would load from Sanity's CDN. */
export function offlineIndexHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*\bsrc="https?:\/\/[^"]*"[^>]*>\s*<\/script>/g, '')
    .replace(/@font-face\s*{[^}]*url\(["']?https?:\/\/[^}]*}/g, '')
}

const SIGN_IN_REFUSED = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign-in link used or out of date</title>
<body style="font-family: system-ui, sans-serif; max-width: 36em; margin: 15vh auto; line-height: 1.5">
<h1>This sign-in link is used or out of date</h1>
<p>Each link signs in one browser once. Open the newest link that <code>npm run studio</code> printed in its terminal
(it is also in the file <code>studio-sign-in-link</code> of the data folder, <code>.data/</code> by default).</p>
</body></html>`

/** Not a request another site made (browsers say so in Sec-Fetch-Site, and in Origin for posts). */
function sameOrigin(c: Context): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = c.req.header('origin')
  return !origin || URL.parse(origin)?.host === new URL(c.req.url).host
}

function isLocalHost(url: string): boolean {
  const name = new URL(url).hostname
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]'
}

/** Removes connection-specific headers in place (Hono would copy them back onto a replacement response). */
function dropHopByHopHeaders(headers: Headers): void {
  for (const name of HOP_BY_HOP) headers.delete(name)
}

async function forward(c: Context, upstreamLakeUrl: string): Promise<Response> {
  const url = new URL(c.req.url)
  const target = `${upstreamLakeUrl.replace(/\/+$/, '')}${url.pathname.replace(/^\/content-lake/, '')}${url.search}`
  const headers = new Headers(c.req.raw.headers)
  for (const name of ['host', 'accept-encoding', ...HOP_BY_HOP]) headers.delete(name)
  const method = c.req.method
  try {
    const response = await fetch(target, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : c.req.raw.body,
      redirect: 'manual',
      signal: c.req.raw.signal,
      duplex: 'half',
    } as RequestInit)
    const out = new Headers(response.headers)
    // fetch has already decoded the body.
    for (const name of ['content-encoding', 'content-length', ...HOP_BY_HOP]) out.delete(name)
    return new Response(response.body, { status: response.status, headers: out })
  } catch (error) {
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 })
    return c.json(
      {
        error: {
          description: `The local server did not answer: ${(error as Error).message}`,
          type: 'badGateway',
        },
      },
      502,
    )
  }
}

export async function createStudioApp(options: StudioServerOptions): Promise<Hono> {
  const { distDir } = options
  const app = new Hono()
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8')
  const html = options.hosted ? indexHtml : offlineIndexHtml(indexHtml)
  const siteOrigin = options.session?.siteUrl ? [new URL(options.session.siteUrl).origin] : []
  const csp = studioContentSecurityPolicy(options.connectOrigins, siteOrigin)

  app.use('*', async (c, next) => {
    await next()
    dropHopByHopHeaders(c.res.headers)
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    c.res.headers.set('Referrer-Policy', 'same-origin')
  })

  if (options.lakeApp) app.route('/content-lake', options.lakeApp)
  else if (options.upstreamLakeUrl) {
    const upstream = options.upstreamLakeUrl
    app.all('/content-lake/*', (c) => forward(c, upstream))
  }

  // The sign-in link's landing: a valid code becomes an HttpOnly session, and the address bar loses the code.
  app.get('/sign-in', async (c) => {
    const value = options.signIn && (await options.signIn.redeem(c.req.query('code') ?? ''))
    if (!value || !options.signIn) return c.html(SIGN_IN_REFUSED, 403, { 'Cache-Control': 'no-store' })
    return c.body(null, 303, {
      Location: '/',
      'Set-Cookie': options.signIn.cookie(value),
      'Cache-Control': 'no-store',
    })
  })
  app.post('/sign-out', (c) => {
    if (!sameOrigin(c)) return c.json({ error: { description: 'Cross-site request refused' } }, 403)
    return c.body(null, 204, options.signIn ? { 'Set-Cookie': options.signIn.cookie('') } : {})
  })

  // What the Studio's page needs from this server (studio/local-session.ts): the site's address, and the editor
  // token when this browser signed in with the link. Only for pages of this very server: other sites cannot read it
  // (no CORS, and browsers mark their requests cross-site), nor can a DNS name pointed at this machine.
  app.get('/local-studio.json', (c) => {
    if (!options.session || !isLocalHost(c.req.url) || !sameOrigin(c)) return c.json({}, 404)
    const signedIn = options.signIn?.isSession(sessionFromCookies(c.req.header('cookie'))) ?? false
    const { token, siteUrl } = options.session
    return c.json({ signedIn, ...(signedIn ? { token } : {}), siteUrl }, 200, { 'Cache-Control': 'no-store' })
  })

  const sendIndex = (c: Context) =>
    c.html(html, 200, {
      'Cache-Control': 'no-cache',
      ...(options.hosted ? {} : { 'Content-Security-Policy': csp }),
    })

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname)
    if (pathname === '/' || pathname === '/index.html') return sendIndex(c)
    const file = normalize(join(distDir, pathname))
    if (file.startsWith(distDir + sep) && !pathname.includes('/.')) {
      const info = await stat(file).catch(() => null)
      if (info?.isFile()) {
        return c.body(new Uint8Array(await readFile(file)), 200, {
          'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': pathname.startsWith('/static/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        })
      }
    }
    // A missing asset is a 404; any other path is a Studio route (the Studio routes on the client).
    if (pathname.startsWith('/static/') || /^\/[^/]+\.[a-z0-9]+$/i.test(pathname))
      return c.text('Not found', 404)
    return sendIndex(c)
  })
  return app
}
