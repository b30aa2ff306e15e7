// Publish means live, rehearsed in hosted mode: the page function renders from the stand-in for hosted Sanity, the
// stand-in's signed webhook reaches the revalidate function, whose purge makes the next request render anew.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { title } from './checks.ts'
import { publishEdit, startStandIn, type StandIn } from './stand-in.ts'
import { startHostedSite, WEBHOOK_SECRET, type HostedSite } from './site.ts'

let standIn: StandIn
let site: HostedSite

beforeAll(async () => {
  standIn = await startStandIn()
  site = await startHostedSite(standIn)
  standIn.setWebhook({ url: site.webhookUrl, secret: WEBHOOK_SECRET })
})

afterAll(async () => {
  await site?.close()
  await standIn?.close()
  vi.unstubAllEnvs()
})

describe('the page function in hosted mode', () => {
  test("renders a route from the hosted project's content", async () => {
    const { seo } = await standIn.editor
      .getDocument<{ seo: { metaTitle: string } }>('page-book')
      .then((d) => d!)
    const response = await fetch(`${site.url}/book`)
    expect(response.status).toBe(200)
    expect(title(await response.text())).toBe(seo.metaTitle)
  })

  test('after a publish and its webhook, the next request renders the new content', async () => {
    // Kept by the CDN first, so the purge is what makes the change show.
    await fetch(`${site.url}/book`)
    expect((await fetch(`${site.url}/book`)).headers.get('X-Cache')).toBe('hit')

    const delivered = standIn.deliveries.length
    await publishEdit(standIn.editor, 'page-book', { 'seo.metaTitle': 'Book a rehearsal call' })
    await standIn.webhooksSent()

    // One delivery: the draft's edit and its removal by the publish send none.
    expect(standIn.deliveries.slice(delivered)).toMatchObject([
      { documentId: 'page-book', operation: 'update', status: 200 },
    ])
    expect(site.purges.at(-1)).toEqual(['page', 'sitemap'])
    const response = await fetch(`${site.url}/book`)
    expect(response.headers.get('X-Cache')).toBe('miss')
    expect(title(await response.text())).toBe('Book a rehearsal call')
  })

  test("lets the browser reach the hosted project's API, and no other (CSP connect-src)", async () => {
    const csp = (await fetch(`${site.url}/book`)).headers.get('Content-Security-Policy')
    expect(csp).toContain(`connect-src 'self' ${standIn.apiHost}`)
    expect(csp).not.toContain('api.sanity.io')
  })
})
