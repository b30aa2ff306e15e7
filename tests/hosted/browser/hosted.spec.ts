// The site's core end-to-end checks in hosted mode: a hosted-mode build served as Vercel serves it, its content in a
// stand-in for hosted Sanity (serve.ts). Every route renders; in the browser a page hydrates and navigates, a contact
// form is stored and mailed, the assistant answers, a publish reaches the page through the signed webhook, preview
// mode shows a draft, and a CMS redirect applies. Images are Sanity's CDN addresses, answered by the stand-in (Sanity
// draws them; offline, nothing else can).
import type { SanityClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { expect, test, type Page } from '@playwright/test'
import { loadRoutes } from '../../../render/route-table.ts'
import { fillContactForm, waitForHydration } from '../../e2e/helpers.ts'
import { publishEdit, standInClient } from '../stand-in.ts'
import {
  HOSTED_E2E_CONTROL_PORT,
  HOSTED_E2E_ENV,
  HOSTED_E2E_STUDIO,
  type HostedE2eState,
} from './settings.ts'

const state = async (): Promise<HostedE2eState> =>
  (await fetch(`http://127.0.0.1:${HOSTED_E2E_CONTROL_PORT}/`)).json() as Promise<HostedE2eState>

let editor: SanityClient
let apiHost: string

test.beforeAll(async () => {
  const standIn = await state()
  apiHost = standIn.apiHost
  editor = standInClient(standIn)
})

/** Sanity's image CDN, as the stand-in draws the same images (its own addresses for them). */
async function imagesFromStandIn(page: Page) {
  await page.route('https://cdn.sanity.io/images/**', async (route) => {
    const url = new URL(route.request().url())
    route.fulfill({ response: await page.request.get(`${apiHost}${url.pathname}${url.search}`) })
  })
}

test('every route of the hosted content renders through the page function, and an unknown one is a 404', async ({
  request,
}) => {
  const routes = (await loadRoutes(editor)).routes.map(({ path }) => path)
  expect(routes.length).toBeGreaterThan(50)
  // The spec's case-study cards without detail content lead to the not-found state (404), as on the local server.
  const withoutDetail = await editor.fetch<string[]>(
    '*[_type == "caseStudy" && !defined(detail)].slug.current',
  )
  expect(withoutDetail.length).toBeGreaterThan(0)
  for (const path of routes) {
    const response = await request.get(path)
    const expected = withoutDetail.includes(path.split('/').at(-1)!) ? 404 : 200
    expect(response.status(), path).toBe(expected)
    expect(response.headers()['vercel-cache-tag'], path).toContain('page')
    expect(/<title[^>]*>([^<]+)<\/title>/.exec(await response.text())?.[1], path).toBeTruthy()
  }
  expect((await request.get('/no-such-page')).status()).toBe(404)
})

test('a page hydrates with its images, and a client-side navigation reads the hosted project', async ({
  page,
}) => {
  await imagesFromStandIn(page)
  const answered: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === apiHost && url.pathname.includes('/data/query/'))
      answered.push(String(response.status()))
  })
  await page.goto('/')
  await waitForHydration(page)
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.src),
  )
  expect(broken).toEqual([])
  // A mark a full page load would lose.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click()
  await expect(page).toHaveURL(/\/case-studies$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real Transformations, Measurable Results')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(answered.length).toBeGreaterThan(0)
  expect(answered.filter((status) => status !== '200')).toEqual([])
})

test('a contact form sent in the browser is stored in the hosted project and mailed to the team', async ({
  page,
}) => {
  const email = `hosted.${Date.now()}@example.com`
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContactForm(page, email)
  await page.locator('main form').getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible()
  const leads = await editor.fetch<{ status: string }[]>(
    '*[_type == "contactSubmission" && email == $email]{status}',
    { email },
    { perspective: 'raw' },
  )
  expect(leads).toEqual([{ status: 'emailed' }])
  const mail = (await state()).mails.find(({ text }) => text.includes(email))
  expect(mail?.to).toEqual([HOSTED_E2E_ENV.CONTACT_TO])
})

test('the assistant answers from the hosted content', async ({ page }) => {
  await page.goto('/services')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Enterprise Technology Assistant' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enterprise Technology Assistant' })
  await dialog.getByRole('textbox').fill('How many clients do you have?')
  await dialog.getByRole('textbox').press('Enter')
  await expect(dialog.getByRole('log')).toContainText('50+ enterprise clients')
})

test('a publish reaches the page: the signed webhook purges it, and the next load shows the change', async ({
  page,
}) => {
  await page.goto('/book')
  const before = (await state()).purges.length
  await publishEdit(editor, 'page-book', { 'seo.metaTitle': 'Book a hosted rehearsal call' })
  await expect
    .poll(async () => (await state()).purges.slice(before))
    .toEqual([JSON.stringify({ tags: ['page', 'sitemap'] })])
  await page.reload()
  await expect(page).toHaveTitle('Book a hosted rehearsal call')
})

test("preview mode: the Studio's link opens the page with its draft", async ({ page, request }) => {
  const draft = 'A draft only the preview shows'
  await editor.action({
    actionType: 'sanity.action.document.edit',
    draftId: 'drafts.page-book',
    publishedId: 'page-book',
    patch: { set: { 'sections[_key=="hero"].eyebrow': draft } },
  })
  const { secret } = await createPreviewSecret(editor, 'sanity/presentation', `${HOSTED_E2E_STUDIO}/`)
  const search = new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-pathname': '/book',
    'sanity-preview-perspective': 'drafts',
  })
  await page.goto(`/api/preview-mode/enable?${search}`)
  await expect(page).toHaveURL(/\/book\?preview=drafts/)
  await expect(page.getByText(draft)).toBeVisible()
  // Visitors (without the link's cookie) still get the published page.
  expect(await (await request.get('/book')).text()).not.toContain(draft)
  // As the Studio's "Discard changes": the next publish of the page must not take this draft along.
  await editor.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.page-book' })
})

test('a redirect made in the CMS applies', async ({ page }) => {
  const [redirect] = await editor.fetch<{ from: string; to: string }[]>(
    '*[_type == "redirect" && permanent][0...1]{from, to}',
  )
  await page.goto(redirect!.from)
  expect(new URL(page.url()).pathname).toBe(redirect!.to)
})
