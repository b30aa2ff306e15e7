// Editing offline without friction: a document that was never published can be deleted, and a whole editing run
// (open, type, publish, visual editing) leaves nothing in the browser console and no failed request: every call the
// Studio makes is answered by the local servers or in the page, its font is its own, presence has its socket.
import { expect, test, type Page } from '@playwright/test'
import { siteURL, STUDIO_E2E_TOKEN } from './playwright.config.ts'
import { expectPublishedSince, lakeQuery } from './lake.ts'

/** Console errors and warnings, and failed requests to any address, from the moment the page opens. */
function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) => {
    // A request the page itself gave up (a closed pane's event stream, a navigation) is no failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.request().method()} ${response.url()}: ${response.status()}`)
  })
  return problems
}

test('a document created and never published is deleted, without an error', async ({ page }) => {
  const problems = recordProblems(page)
  await page.goto('/')
  await page.getByRole('link', { name: 'FAQ', exact: true }).click()
  await page.getByTestId('action-intent-button').click()
  await page.getByLabel('Question', { exact: true }).fill('A question nobody will ever read')
  await expect(page).toHaveURL(/structure\/faqItem;[0-9a-f-]{36}/)
  const id = /faqItem;([0-9a-f-]{36})/.exec(page.url())![1]!
  await expect
    .poll(() => lakeQuery<string[]>(`*[_id in ["${id}", "drafts.${id}"]]._id`, { perspective: 'raw' }))
    .toEqual([`drafts.${id}`])

  await page.getByTestId('action-menu-button').click()
  await page.getByTestId('action-Delete').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete document' }).click()

  await expect(page.getByText('The document was successfully deleted')).toBeVisible()
  await expect
    .poll(() => lakeQuery<string[]>(`*[_id in ["${id}", "drafts.${id}"]]._id`, { perspective: 'raw' }))
    .toEqual([])
  await expect(page.getByText(/An error occurred|could not be deleted|references/i)).toHaveCount(0)
  expect(problems).toEqual([])
})

test('an editing run (open, type, publish, visual editing) logs no console error and no failed request', async ({
  page,
}) => {
  const since = new Date().toISOString()
  const problems = recordProblems(page)
  const presenceMessages: string[] = []
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => presenceMessages.push(String(frame.payload)))
  })

  await page.goto('/')
  await page.getByRole('link', { name: 'Stats', exact: true }).click()
  await page
    .getByRole('link', { name: /Projects delivered/ })
    .first()
    .click()
  const figure = page.getByLabel('Figure')
  await figure.fill('520+')
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
  await expectPublishedSince(since)
  await expect
    .poll(() =>
      lakeQuery<string>('*[_id == "stat-services-projects"][0].value', { perspective: 'published' }),
    )
    .toBe('520+')

  await page.getByRole('link', { name: 'Visual editing' }).click()
  await expect(page.frameLocator('iframe').getByRole('complementary', { name: 'Preview' })).toContainText(
    'Preview: drafts',
  )
  // The page in the frame connected to the Studio: its overlays can be switched on.
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled({ timeout: 60_000 })

  // The Studio's typeface is served by the Studio itself.
  expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true)
  // Presence is connected: the lake's socket answered the Studio's subscription.
  expect(presenceMessages.some((message) => message.includes('"presence_subscription"'))).toBe(true)
  // Long enough for the Studio's periodic checks (version, telemetry, connection) to have run again.
  await page.waitForTimeout(5_000)
  // The Presentation tool logs this when the page in its frame takes more than 8 s after loading to connect, which a
  // heavily loaded machine can miss; that it did connect is checked above.
  const slowFrame =
    "console.error: Unable to connect to visual editing. Make sure you've setup '@sanity/visual-editing' correctly"
  expect(problems.filter((problem) => problem !== slowFrame)).toEqual([])
})

test('the Blog list shows the newest article first', async ({ page }) => {
  // The English articles: the German ones are under Translations.
  const newestFirst = await lakeQuery<string[]>(
    '*[_type == "blogPost" && coalesce(language, "en") == "en"] | order(publishedAt desc).title',
    {
      perspective: 'published',
    },
  )
  expect(newestFirst.length).toBeGreaterThan(1)
  await page.goto('/')
  await page.getByRole('link', { name: 'Blog', exact: true }).click()
  const articles = page.locator('a[href*="/structure/blogPost;"]')
  // Each item shows its title once its preview has loaded.
  const shown = () =>
    articles.evaluateAll(
      (links, titles) => links.map((link) => titles.find((title) => link.textContent?.includes(title))),
      newestFirst,
    )
  await expect.poll(shown).toEqual(newestFirst)
})

test("Visual editing's Drafts/Published switch shows the page as published, then with drafts again", async ({
  page,
}) => {
  // Visual editing's first load renders the page and loads the preview code on a cold server.
  test.slow()
  // A draft of a stat the home page shows, made as the Studio makes one.
  const draft = await fetch(`${siteURL}/content-lake/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${STUDIO_E2E_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.stat-deploy',
          publishedId: 'stat-deploy',
          patch: { set: { value: '10 days' } },
        },
      ],
    }),
  })
  expect(draft.status).toBe(200)
  try {
    await page.goto('/')
    await page.getByRole('link', { name: 'Visual editing' }).click()
    const site = page.frameLocator('iframe')
    const tile = site
      .locator('dt', { hasText: 'To deploy a dedicated team' })
      .locator('xpath=following-sibling::dd[1]')
      .first()
    const banner = site.getByRole('complementary', { name: 'Preview' })
    await expect(tile).toHaveText(/^10 days/, { timeout: 60_000 })
    await expect(banner).toContainText('Preview: drafts')

    const choose = async (perspective: 'Published' | 'Drafts') => {
      const item = page.getByTestId('release-menu').getByText(perspective, { exact: true })
      // A click that lands while the Studio is still settling can close the menu it opened, before or while its
      // item is clicked (the item then waits, hidden, for good): open it and click until the click lands.
      await expect(async () => {
        if (!(await item.isVisible())) await page.getByTestId('global-perspective-menu-button').click()
        await item.click({ timeout: 3_000 })
      }).toPass({ timeout: 60_000 })
    }
    await choose('Published')
    await expect(banner).toContainText('Preview: published')
    await expect(tile).toHaveText(/^2 weeks/)

    await choose('Drafts')
    await expect(banner).toContainText('Preview: drafts')
    await expect(tile).toHaveText(/^10 days/)
  } finally {
    await fetch(`${siteURL}/content-lake/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${STUDIO_E2E_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        actions: [{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.stat-deploy' }],
      }),
    })
  }
})
