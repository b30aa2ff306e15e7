// A visitor's page checks for fresh content cheaply: one conditional GET of its own URL with its ETag, answered 304
// when nothing changed; the GROQ client and queries are only for pages reached by client-side navigation.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { clientDir } from '#shared/paths.ts'
import { expect, test, type Page, type Request } from '@playwright/test'
import { E2E_LAKE_TOKEN, PUBLISHED_CONTENT_LOCK, waitForHydration } from './helpers.ts'

const LAKE = '/content-lake/v2025-02-19/data'
// A page expected unchanged, or changed by this file alone: nothing else publishes meanwhile (live-html.spec.ts).
test.describe.configure({ lock: PUBLISHED_CONTENT_LOCK })

/** The URL of the chunk that holds @sanity/client (the app's `src/data/sanity.ts`), from the build's manifest. */
async function groqClientChunk(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const chunk = manifest['src/data/sanity.ts']?.file
  expect(chunk).toBeTruthy()
  return `/${chunk}`
}

/** Every request the page sends from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/** Waits for the page's conditional GET of its own URL and answers its status. */
async function pageCheck(page: Page, path: string) {
  const response = await page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === path &&
      response.request().headers()['if-none-match'] !== undefined,
  )
  return response
}

test('an unchanged page costs one request answered 304: no GROQ query, no GROQ client', async ({ page }) => {
  // A page no other test publishes to: the next test changes a figure on /services while this one may run beside it.
  const PAGE = '/privacy-policy'
  const check = pageCheck(page, PAGE)
  await page.goto(PAGE)
  await waitForHydration(page)
  const requests = recordRequests(page)
  const response = await check
  expect(response.status()).toBe(304)
  const etag = await page.locator('#prerender-state').getAttribute('data-etag')
  expect(response.request().headers()['if-none-match']).toBe(`"${etag}"`)
  // Long enough for the idle revalidation of before to have loaded the client and sent its queries.
  await page.waitForTimeout(1500)
  const urls = requests.map((request) => new URL(request.url()).pathname)
  // Chunks may still load after hydration (the toast area), and a focus event (another test's window, on a busy
  // machine) may check the page again the same cheap way; nothing else is requested, and not the GROQ client.
  const checksAgain = (request: Request) =>
    new URL(request.url()).pathname === PAGE && request.headers()['if-none-match'] === `"${etag}"`
  expect(
    requests
      .filter((request) => !checksAgain(request))
      .map((request) => new URL(request.url()).pathname)
      .filter((url) => !url.startsWith('/assets/')),
  ).toEqual([])
  expect(urls).not.toContain(await groqClientChunk())
})

test('content published after the page loaded shows when the visitor comes back to the tab, without a query', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'publishing changes the one shared server: once is enough')
  const query = encodeURIComponent('*[_type == "page" && path == "/services"][0].sections[].stats[0]._ref')
  const statId = (await (await request.get(`${LAKE}/query/production?query=${query}`)).json()).result?.[0]
  expect(statId).toBeTruthy()
  const before = await (await request.get(`${LAKE}/doc/production/${statId}`)).json()
  const original: string = before.documents[0].value

  const firstCheck = pageCheck(page, '/services')
  await page.goto('/services')
  await waitForHydration(page)
  expect((await firstCheck).status()).toBe(304)
  const requests = recordRequests(page)

  const publish = (value: string) =>
    request.post(`${LAKE}/mutate/production`, {
      headers: { Authorization: `Bearer ${E2E_LAKE_TOKEN}` },
      data: { mutations: [{ patch: { id: statId, set: { value } } }] },
    })
  expect((await publish('8642+')).ok()).toBe(true)
  try {
    // The server re-renders the page within moments; the open page learns of it on its next check.
    await expect.poll(async () => (await request.get('/services')).text()).toContain('8642+')
    const check = pageCheck(page, '/services')
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    expect((await check).status()).toBe(200)
    await expect(page.getByText('8642+').first()).toBeVisible()
    expect(
      requests
        .map((request) => new URL(request.url()).pathname)
        .filter((url) => url.startsWith('/content-lake/')),
    ).toEqual([])
  } finally {
    await publish(original)
  }
})
