// The site as deployed on Netlify, run under Netlify's own local emulation (@netlify/dev) against the stand-in for
// hosted Sanity: the hosted build's static files with its _headers and _redirects, and the functions of
// functions/netlify/ bundled and run as Netlify runs them. Each function request is bundled anew by NetlifyDev (its
// design), so the file asks for few of them.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { CONTACT_FROM, CONTACT_TO, startSmtp, validSubmission, type TestSmtp } from '../functions/harness.ts'
import { startStandIn, type StandIn } from './stand-in.ts'
import { startEmulatedSite, WEBHOOK_SECRET, type EmulatedSite } from './netlify-dev.ts'

let standIn: StandIn
let smtp: TestSmtp
let site: EmulatedSite

beforeAll(async () => {
  standIn = await startStandIn()
  smtp = await startSmtp()
  site = await startEmulatedSite(standIn, { SMTP_URL: smtp.url, CONTACT_TO, CONTACT_FROM })
  standIn.setWebhook({ url: site.webhookUrl, secret: WEBHOOK_SECRET })
  console.log(`hosted build for the emulation: ${Math.round(site.buildMs / 1000)} s`)
}, 300_000)

afterAll(async () => {
  await site?.close()
  await smtp?.close()
  await standIn?.close()
  vi.unstubAllEnvs()
})

const title = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]

describe('the site under Netlify’s emulation', { timeout: 180_000 }, () => {
  test("the page function renders a page from the hosted project, with the CDN's rule and cache tags", async () => {
    const { seo } = await standIn.editor
      .getDocument<{ seo: { metaTitle: string } }>('page-book')
      .then((d) => d!)
    const response = await fetch(`${site.url}/book`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBe(
      'public, durable, s-maxage=60, stale-while-revalidate=86400',
    )
    expect(response.headers.get('Netlify-Cache-Tag')).toBe('page,path:%2Fbook')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(title(await response.text())).toBe(seo.metaTitle)
  })

  test('a static file gets the security headers of the build’s _headers', async () => {
    const response = await fetch(`${site.url}/favicon.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    expect(response.headers.get('Content-Security-Policy')).toContain(`connect-src 'self' ${standIn.apiHost}`)
    // From the _headers rules, not from a function.
    expect(site.headerRules.get('/favicon.svg')).toContainEqual(['X-Frame-Options', 'DENY'])
  })

  test('a redirect from the CMS answers 301 to its target', async () => {
    const [redirect] = await standIn.editor.fetch<{ from: string; to: string }[]>(
      '*[_type == "redirect" && permanent][0...1]{from, to}',
    )
    const response = await fetch(`${site.url}${redirect!.from}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('Location')!, site.url).pathname).toBe(redirect!.to)
  })

  test('a contact post is stored in the hosted project and mailed', async () => {
    const response = await fetch(`${site.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validSubmission({ name: 'Ada Lovelace', email: 'ada@example.com' })),
    })
    expect(response.status).toBe(200)
    const leads = await standIn.editor.fetch<{ email: string; status: string }[]>(
      '*[_type == "contactSubmission"]{email, status}',
      {},
      { perspective: 'raw' },
    )
    expect(leads).toEqual([{ email: 'ada@example.com', status: 'emailed' }])
    expect(smtp.mails.map((mail) => mail.to)).toEqual([[CONTACT_TO]])
  })

  test('a publish’s signed webhook reaches /api/revalidate, and the next request shows the new content', async () => {
    await fetch(`${site.url}/book`)
    expect((await fetch(`${site.url}/book`)).headers.get('X-Cache')).toBe('hit')

    const delivered = standIn.deliveries.length
    await standIn.editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.page-book',
      publishedId: 'page-book',
      patch: { set: { 'seo.metaTitle': 'Book a call under Netlify' } },
    })
    await standIn.editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.page-book',
      publishedId: 'page-book',
    })
    await standIn.webhooksSent()

    expect(standIn.deliveries.slice(delivered)).toMatchObject([
      { documentId: 'page-book', operation: 'update', status: 200 },
    ])
    expect(site.purges).toEqual([['page', 'sitemap']])
    const response = await fetch(`${site.url}/book`)
    expect(response.headers.get('X-Cache')).toBe('miss')
    expect(title(await response.text())).toBe('Book a call under Netlify')
  })
})
