// The Studio's local server (npm run studio): offline index.html, the session that signs the local editor in only
// for its own pages, Studio routes, the lake under /content-lake (in-process or forwarded), and its certificate.
import { X509Certificate, createPrivateKey } from 'node:crypto'
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createStudioApp, offlineIndexHtml } from '../../studio/server/app.ts'
import { createSelfSignedCertificate } from '../../studio/server/certificate.ts'
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

describe('/local-studio.json', () => {
  test('hands the editor token to the Studio’s own pages only', async () => {
    const app = await createStudioApp({ distDir, lakeApp: lake.lake.app, session })
    const own = await app.request('https://localhost:3333/local-studio.json', {
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(await own.json()).toEqual(session)
    const crossSite = await app.request('https://localhost:3333/local-studio.json', {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(404)
    // A DNS name pointed at this machine (DNS rebinding) is not this server's own origin.
    expect((await app.request('https://attacker.example:3333/local-studio.json')).status).toBe(404)
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

test('the self-signed certificate is valid for localhost and 127.0.0.1 and matches its key', () => {
  const { key, cert } = createSelfSignedCertificate()
  const x509 = new X509Certificate(cert)
  expect(x509.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1')
  expect(x509.verify(x509.publicKey)).toBe(true)
  expect(x509.checkPrivateKey(createPrivateKey(key))).toBe(true)
  expect(Date.parse(x509.validTo)).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000)
})
