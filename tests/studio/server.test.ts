// The Studio's local server (npm run studio): offline index.html, the sign-in link and session that alone get the
// editor token, Studio routes, the lake under /content-lake (in-process or forwarded), and its certificate.
import { X509Certificate, createPrivateKey } from 'node:crypto'
import { mkdtemp, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createStudioApp, offlineIndexHtml } from '../../studio/server/app.ts'
import { createSelfSignedCertificate } from '../../studio/server/certificate.ts'
import { createStudioSignIn, mayOpenSocket, type StudioSignIn } from '../../studio/server/sign-in.ts'
import { startLake, TOKEN, type TestLake } from '../content-lake/harness.ts'

const INDEX = `<!DOCTYPE html><html><head><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>
<style>@font-face { font-family: Inter; src: url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2"); }</style>
<script src="/static/sanity-abc.js" type="module"></script></head><body><div id="sanity"></div></body></html>`

let lake: TestLake
let distDir: string
beforeAll(async () => {
  lake = await startLake()
  distDir = await mkdtemp(join(tmpdir(), 'studio-dist-'))
  await mkdir(join(distDir, 'static'))
  await writeFile(join(distDir, 'index.html'), INDEX)
  await writeFile(join(distDir, 'static/sanity-abc.js'), 'export {}')
})
afterAll(() => lake.close())

const session = { token: TOKEN, siteUrl: 'http://localhost:3000' }

describe('index.html offline', () => {
  test('drops the scripts and fonts the Studio would fetch from Sanity, keeps its own', () => {
    const html = offlineIndexHtml(INDEX)
    expect(html).not.toContain('sanity-cdn.com')
    expect(html).not.toContain('studio-static.sanity.io')
    expect(html).toContain('/static/sanity-abc.js')
  })

  test('is served for every Studio route, with a policy that refuses outside requests at once', async () => {
    const app = await createStudioApp({ distDir, lakeApp: lake.lake.app, session })
    for (const path of [
      '/',
      '/structure/stat;stat-1',
      '/structure/contactSubmission;contactSubmission.abc',
    ]) {
      const response = await app.request(`https://localhost:3333${path}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<div id="sanity">')
      expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'")
    }
    expect((await app.request('https://localhost:3333/static/missing.js')).status).toBe(404)
    const asset = await app.request('https://localhost:3333/static/sanity-abc.js')
    expect(asset.headers.get('cache-control')).toContain('immutable')
  })
})

describe('signing in with the link npm run studio prints', () => {
  let dataDir: string
  let signIn: StudioSignIn
  const links: string[] = []
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'studio-sign-in-'))
    signIn = await createStudioSignIn({
      dataDir,
      origin: 'https://localhost:3333',
      onLink: (link) => links.push(link),
    })
  })
  const app = () => createStudioApp({ distDir, lakeApp: lake.lake.app, session, signIn })
  const sessionOf = (response: Response) =>
    /__Host-studio-session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

  test('the token goes to no request without the session: not curl on this machine, not another site', async () => {
    const studio = await app()
    // curl sends Host: localhost and no Sec-Fetch-Site: what once read the token and every lead with it.
    const local = await studio.request('https://localhost:3333/local-studio.json')
    expect(await local.json()).toEqual({ signedIn: false, siteUrl: session.siteUrl })
    const crossSite = await studio.request('https://localhost:3333/local-studio.json', {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(404)
    // A DNS name pointed at this machine (DNS rebinding) is not this server's own origin.
    expect((await studio.request('https://attacker.example:3333/local-studio.json')).status).toBe(404)
  })

  test('the link’s code works once: it sets an HttpOnly session, and the next link is printed and kept', async () => {
    const studio = await app()
    const link = signIn.link
    expect(links.at(-1)).toBe(link)
    expect(await readFile(join(dataDir, 'studio-sign-in-link'), 'utf8')).toBe(`${link}\n`)
    expect((await stat(join(dataDir, 'studio-sign-in-link'))).mode & 0o077).toBe(0)

    const opened = await studio.request(link)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/')
    expect(opened.headers.get('set-cookie')).toMatch(
      /^__Host-studio-session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
    )
    const cookie = `__Host-studio-session=${sessionOf(opened)}`
    const own = await studio.request('https://localhost:3333/local-studio.json', {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(await own.json()).toEqual({ signedIn: true, token: TOKEN, siteUrl: session.siteUrl })

    const again = await studio.request(link)
    expect(again.status).toBe(403)
    expect(await again.text()).toContain('This sign-in link is used or out of date')
    expect(signIn.link).not.toBe(link)
    expect(await readFile(join(dataDir, 'studio-sign-in-link'), 'utf8')).toBe(`${signIn.link}\n`)
    expect((await studio.request('https://localhost:3333/sign-in?code=guess')).status).toBe(403)
  })

  test('a forged, altered or expired session gets nothing', async () => {
    const value = (await signIn.redeem(signIn.link.split('code=')[1]!))!
    expect(signIn.isSession(value)).toBe(true)
    const [expires, mac] = value.split('.')
    expect(signIn.isSession(`${Number(expires) + 1}.${mac}`)).toBe(false)
    expect(signIn.isSession(`${expires}.${'A'.repeat(43)}`)).toBe(false)
    expect(signIn.isSession(undefined)).toBe(false)
    const later = await createStudioSignIn({
      dataDir,
      origin: 'https://localhost:3333',
      now: () => Date.now() + 31 * 24 * 3600 * 1000,
    })
    expect(later.isSession(value)).toBe(false)
  })

  test('a session outlives a restart (its key is kept in the data folder)', async () => {
    const value = (await signIn.redeem(signIn.link.split('code=')[1]!))!
    const restarted = await createStudioSignIn({ dataDir, origin: 'https://localhost:3333' })
    expect(restarted.isSession(value)).toBe(true)
  })

  test('signing out clears the session cookie, and only from the Studio’s own pages', async () => {
    const studio = await app()
    const out = await studio.request('https://localhost:3333/sign-out', {
      method: 'POST',
      headers: { origin: 'https://localhost:3333', 'sec-fetch-site': 'same-origin' },
    })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-studio-session=; Path=\/; Max-Age=0;/)
    const forged = await studio.request('https://localhost:3333/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
  })

  test('the presence socket opens only for the Studio’s own pages with a session', async () => {
    const value = (await signIn.redeem(signIn.link.split('code=')[1]!))!
    const cookie = `__Host-studio-session=${value}`
    const studio = 'https://localhost:3333'
    expect(mayOpenSocket({ origin: studio, cookie }, signIn, studio)).toBe(true)
    expect(mayOpenSocket({ origin: 'https://127.0.0.1:3333', cookie }, signIn, studio)).toBe(true)
    expect(mayOpenSocket({ origin: 'https://evil.example', cookie }, signIn, studio)).toBe(false)
    expect(mayOpenSocket({ cookie }, signIn, studio)).toBe(false)
    expect(mayOpenSocket({ origin: studio }, signIn, studio)).toBe(false)
  })
})

describe('/content-lake', () => {
  test('is the lake itself when this process hosts it', async () => {
    const app = await createStudioApp({ distDir, lakeApp: lake.lake.app, session })
    const response = await app.request('https://localhost:3333/content-lake/v2025-02-19/users/me', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(await response.json()).toMatchObject({ id: 'local-editor' })
    // Its event streams too, without the HTTP/1.1 "Connection" header HTTP/2 refuses.
    const controller = new AbortController()
    const listen = await app.request(
      'https://localhost:3333/content-lake/v2025-02-19/data/listen/production?query=*',
      {
        headers: { Authorization: `Bearer ${TOKEN}` },
        signal: controller.signal,
      },
    )
    expect(listen.headers.get('content-type')).toContain('text/event-stream')
    expect(listen.headers.get('connection')).toBeNull()
    controller.abort()
    await listen.body?.cancel().catch(() => undefined)
  })

  test('forwards to a running local server, event streams included, without HTTP/1.1 connection headers', async () => {
    const app = await createStudioApp({ distDir, upstreamLakeUrl: lake.url, session })
    const query = await app.request(
      'https://localhost:3333/content-lake/v2025-02-19/data/query/production?query=*%5B_id%3D%3D%22stat-1%22%5D%5B0%5D.value',
    )
    expect(await query.json()).toMatchObject({ result: '150+' })
    const controller = new AbortController()
    const listen = await app.request(
      'https://localhost:3333/content-lake/v2025-02-19/data/listen/production?query=*',
      { headers: { Authorization: `Bearer ${TOKEN}` }, signal: controller.signal },
    )
    expect(listen.headers.get('content-type')).toContain('text/event-stream')
    expect(listen.headers.get('connection')).toBeNull()
    const reader = listen.body!.getReader()
    const { value } = await reader.read()
    expect(new TextDecoder().decode(value)).toContain('event: welcome')
    controller.abort()
    await reader.cancel().catch(() => undefined)
  })
})

test('the self-signed certificate is valid for localhost and 127.0.0.1 and matches its key', async () => {
  const { key, cert } = await createSelfSignedCertificate()
  const x509 = new X509Certificate(cert)
  expect(x509.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1')
  expect(x509.verify(x509.publicKey)).toBe(true)
  expect(x509.checkPrivateKey(createPrivateKey(key))).toBe(true)
  expect(Date.parse(x509.validTo)).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000)
})
