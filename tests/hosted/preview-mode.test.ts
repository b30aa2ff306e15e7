// Preview mode in hosted mode: the Presentation tool of a hosted Studio writes its secret to the project (the
// stand-in), and the preview-mode link's Netlify entry checks it there with the read token; the browser that opened the
// link gets pages the Studio may frame, never kept by the CDN.
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startStandIn, type StandIn } from './stand-in.ts'
import { startHostedSite, type HostedSite } from './site.ts'

const STUDIO = 'https://studio.example.com'

let standIn: StandIn
let site: HostedSite

beforeAll(async () => {
  standIn = await startStandIn()
  site = await startHostedSite(standIn, { STUDIO_ORIGINS: STUDIO })
})

afterAll(async () => {
  await site?.close()
  await standIn?.close()
  vi.unstubAllEnvs()
})

/** The link the Presentation tool opens, with a secret it has just written to the project, or with `secret`. */
async function previewLink(secret?: string) {
  const written =
    secret ?? (await createPreviewSecret(standIn.editor, 'sanity/presentation', `${STUDIO}/`)).secret
  const search = new URLSearchParams({
    'sanity-preview-secret': written,
    'sanity-preview-pathname': '/book',
    'sanity-preview-perspective': 'drafts',
  })
  return `${site.url}/api/preview-mode/enable?${search}`
}

describe('preview mode in hosted mode', () => {
  test("a secret the Studio wrote to the project opens preview with the project's read token", async () => {
    const response = await fetch(await previewLink(), { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(response.headers.get('Location')).toBe(
      `/book?preview=drafts#preview-token=${encodeURIComponent(standIn.token)}`,
    )
    expect(response.headers.get('Set-Cookie')).toMatch(/^site-preview=\d+\.[\w-]+;/)
  })

  test('a secret the project does not hold is refused with 401', async () => {
    const response = await fetch(await previewLink('guessed'), { redirect: 'manual' })
    expect(response.status).toBe(401)
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  test("the link's cookie makes the page framable by the Studio, and kept by no CDN", async () => {
    const opened = await fetch(await previewLink(), { redirect: 'manual' })
    const cookie = opened.headers.get('Set-Cookie')!.split(';')[0]!
    const page = await fetch(`${site.url}/book?preview=drafts`, { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Security-Policy')).toContain(`frame-ancestors 'self'`)
    expect(page.headers.get('Content-Security-Policy')).toContain(STUDIO)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const again = await fetch(`${site.url}/book?preview=drafts`, { headers: { Cookie: cookie } })
    expect(again.headers.get('X-Cache')).toBe('miss')
  })
})
