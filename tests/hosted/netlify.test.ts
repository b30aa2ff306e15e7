// The site as deployed on Netlify, run under Netlify's own local emulation (@netlify/dev) against the stand-in for
// hosted Sanity: the hosted build's static files with its _headers and _redirects, and the functions of
// functions/netlify/ bundled and run as Netlify runs them. Each function request is bundled anew by NetlifyDev (its
// design), so the file asks for few of them.
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { CONTACT_FROM, CONTACT_TO, startSmtp, validSubmission, type TestSmtp } from '../functions/harness.ts'
import { expectCmsRedirect, expectContactStoredAndMailed, title } from './checks.ts'
import { publishEdit, startStandIn, type StandIn } from './stand-in.ts'
import { startEmulatedSite, WEBHOOK_SECRET, type EmulatedSite } from './netlify-dev.ts'
import { startUpstash, type UpstashStandIn } from './upstash.ts'
import { TOO_MANY_MESSAGES } from '../../functions/send-contact-email/function.ts'

let standIn: StandIn
let smtp: TestSmtp
let site: EmulatedSite
let upstash: UpstashStandIn
/** The contact limit per client here, low so that a test can pass it in a few posts. */
const CONTACT_LIMIT = 3

beforeAll(async () => {
  // The hosted build of hosted-build-setup.ts, shared with vercel.test.ts: its stand-in listens at the build's address.
  const { project, port } = inject('hostedBuild')
  standIn = await startStandIn({ port })
  smtp = await startSmtp()
  // The shared rate limit, as a deployment with more than one function instance sets it (README, "Deploying").
  upstash = await startUpstash()
  site = await startEmulatedSite(standIn, project, {
    SMTP_URL: smtp.url,
    CONTACT_TO,
    CONTACT_FROM,
    ...upstash.env,
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
  })
  standIn.setWebhook({ url: site.webhookUrl, secret: WEBHOOK_SECRET })
}, 300_000)

afterAll(async () => {
  await site?.close()
  await smtp?.close()
  await upstash?.close()
  await standIn?.close()
  vi.unstubAllEnvs()
})

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

  test('a redirect from the CMS answers 301 to its target', () => expectCmsRedirect(site.url, standIn))

  test('a contact post is stored in the hosted project and mailed', () =>
    expectContactStoredAndMailed(site.url, standIn, smtp))

  test('a publish’s signed webhook reaches /api/revalidate, and the next request shows the new content', async () => {
    await fetch(`${site.url}/book`)
    expect((await fetch(`${site.url}/book`)).headers.get('X-Cache')).toBe('hit')

    const delivered = standIn.deliveries.length
    await publishEdit(standIn.editor, 'page-book', { 'seo.metaTitle': 'Book a call under Netlify' })
    await standIn.webhooksSent()

    expect(standIn.deliveries.slice(delivered)).toMatchObject([
      { documentId: 'page-book', operation: 'update', status: 200 },
    ])
    expect(site.purges).toEqual([['page', 'sitemap']])
    const response = await fetch(`${site.url}/book`)
    expect(response.headers.get('X-Cache')).toBe('miss')
    expect(title(await response.text())).toBe('Book a call under Netlify')
  })
  test("the e-mail retry runs as Netlify's scheduled function: a lead whose e-mail failed is mailed", async () => {
    const email = 'grace@example.com'
    smtp.refusing = true
    const posted = await fetch(`${site.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validSubmission({ name: 'Grace Hopper', email })),
    })
    smtp.refusing = false
    expect(posted.status).toBe(200)
    const leadOf = async () =>
      (
        await standIn.editor.fetch<{ _id: string; status: string }[]>(
          '*[_type == "contactSubmission" && email == $email]{_id, status}',
          { email },
          { perspective: 'raw' },
        )
      )[0]!
    const lead = await leadOf()
    expect(lead.status).toBe('email-failed')
    // Its next attempt due, as a minute later.
    await standIn.editor.patch(lead._id).set({ nextAttemptAt: new Date().toISOString() }).commit()
    // What Netlify's scheduler calls, as `netlify functions:invoke` does locally.
    const invoked = await fetch(`${site.url}/.netlify/functions/retry-pending-emails`, { method: 'POST' })
    expect(invoked.ok).toBe(true)
    expect((await leadOf()).status).toBe('emailed')
    expect(smtp.mails.filter((mail) => mail.text.includes(email))).toHaveLength(1)
  })

  test('the contact limit is counted in Upstash: the post past it is refused with 429 and a Retry-After', async () => {
    // Netlify's edge names the client by its connection; NetlifyDev reads it from X-Forwarded-For. A client of its
    // own, so the other tests' posts do not count here.
    const client = '203.0.113.50'
    const post = () =>
      fetch(`${site.url}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify(validSubmission({ name: 'Ada Lovelace', email: 'limited@example.com' })),
      })
    for (let sent = 0; sent < CONTACT_LIMIT; sent++) expect((await post()).status).toBe(200)
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: string }).error).toBe(TOO_MANY_MESSAGES)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Counted by @upstash/ratelimit's own script, under the function's prefix and the client's address.
    expect(upstash.commands.some(([name]) => name?.toUpperCase() === 'EVALSHA')).toBe(true)
    expect(await upstash.keys()).toContainEqual(expect.stringMatching(/^contact:203\.0\.113\.50:\d+$/))
  })
})
