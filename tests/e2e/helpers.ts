import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { MIN_FILL_MS } from '../../functions/send-contact-email/function.ts'
import { STATE_ELEMENT_ID } from '#shared/prerender.ts'

/** Collects console errors and page errors, so a test can assert a page logged none. */
export function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Waits until React has finished hydrating the prerendered page. */
export async function waitForHydration(page: Page) {
  // Set by the app once hydration has committed (web/src/app/start.tsx): hydration is time-sliced. Checked on every
  // frame in the page: expect.poll's growing intervals (0.1, 0.25, 0.5, then 1 s) waited some 0.3 s past it a page.
  // 20 s: in CI, with the unit tests beside the browser ones on two cores, a page once took over 10 s.
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 20_000,
    })
  } catch (error) {
    // A page that never reports hydration is a known flake (docs/testing.md, "Known flakes"): say what the page had.
    throw new Error(`${(error as Error).message}\n${await hydrationReport(page)}`, { cause: error })
  }
}

/**
 * What a page that did not report hydration had: the boundaries its prerender recorded and those still pending, its
 * scripts and how each answered, and the errors and warnings it logged since it was loaded (React reports a
 * boundary it had to render anew instead of hydrating as a recoverable error, a numbered one in production).
 */
async function hydrationReport(page: Page): Promise<string> {
  const seen = await page
    .evaluate((stateId) => {
      const state = document.getElementById(stateId)?.textContent
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming
          return `${new URL(timing.name).pathname} ${timing.responseStatus} in ${Math.round(timing.duration)} ms`
        })
      const { pendingBoundaries } = window as { pendingBoundaries?: Set<string> }
      return {
        boundaries: state ? ((JSON.parse(state) as { boundaries?: string[] }).boundaries ?? []) : null,
        // Recorded and not hydrated (web/src/hydration/Boundary.tsx).
        pending: pendingBoundaries ? [...pendingBoundaries] : null,
        scripts,
        readyState: document.readyState,
      }
    }, STATE_ELEMENT_ID)
    .catch((error: Error) => ({ unreadable: error.message }))
  const pageErrors = (await page.pageErrors({ filter: 'since-navigation' })).map((error) => error.message)
  const logged = (await page.consoleMessages({ filter: 'since-navigation' }))
    .filter((message) => message.type() === 'error' || message.type() === 'warning')
    .map((message) => `${message.type()}: ${message.text()}`)
  return `Hydration report: ${JSON.stringify({ ...seen, pageErrors, logged }, null, 2)}`
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024

/**
 * A Playwright test lock (`test.describe.configure({ lock })`): files whose tests publish to the shared server, or
 * expect a page to stay unchanged meanwhile, run none of those tests at the same time as another holding it.
 */
export const PUBLISHED_CONTENT_LOCK = 'published content'

/** The content lake's editor token on the end-to-end server (playwright.config.ts sets it; test-only). */
export const E2E_LAKE_TOKEN = 'e2e-local-editor-token'

/** Commits `mutations` to the test site's lake as the editor, as the Studio would publish them. */
export async function mutateLake(request: APIRequestContext, mutations: unknown[]) {
  const response = await request.post('/content-lake/v2025-02-19/data/mutate/production', {
    headers: { Authorization: `Bearer ${E2E_LAKE_TOKEN}` },
    data: { mutations },
  })
  expect(response.ok()).toBe(true)
}

/**
 * The leads stored with `email`, each as `projection` selects (e.g. `{name, service}` or `.language`), read from the
 * end-to-end server's lake with the editor's token.
 */
export async function leadsByEmail<Lead>(
  request: APIRequestContext,
  email: string,
  projection: string,
): Promise<Lead[]> {
  const query = encodeURIComponent(`*[_type == "contactSubmission" && email == $email]${projection}`)
  const response = await request.get(
    `/content-lake/v2025-02-19/data/query/production?query=${query}&%24email=${encodeURIComponent(JSON.stringify(email))}`,
    { headers: { Authorization: `Bearer ${E2E_LAKE_TOKEN}` } },
  )
  return (await response.json()).result as Lead[]
}

/** An address no other test, run or project uses, so a test finds exactly the leads it sent. */
export const uniqueEmail = (name: string, domain = 'example.com') =>
  `${name}.${Date.now()}.${test.info().project.name}@${domain}`

/**
 * Fills the contact page's form with a valid message from `email`, at a person's pace: a form filled faster than
 * MIN_FILL_MS is held as possible spam, not mailed.
 */
export async function fillContactForm(page: Page, email: string) {
  const form = page.locator('main form')
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Message' }).fill('Please call me about SAP RISE.')
  await page.waitForTimeout(MIN_FILL_MS)
}
