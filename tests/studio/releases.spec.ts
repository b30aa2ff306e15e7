// Content Releases offline: the Studio's own Releases tool opens on the embedded lake as on a plan that has
// releases (no upsell, no limits dialog), and every call it makes is answered. A marketer makes a release in the
// Studio (a changed figure and a new article), previews it beside the site and schedules it: the served HTML
// changes at its time, not before.
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { siteURL, STUDIO_E2E_TOKEN } from './playwright.config.ts'
import { lakeQuery } from './lake.ts'

test('the Releases tool opens with nothing to upsell, no console error and no failed request', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.request().method()} ${response.url()}: ${response.status()}`)
  })
  await page.goto('/releases')
  await expect(page.getByText('Tool not found')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /new release/i }).first()).toBeVisible()
  await page
    .getByRole('button', { name: /new release/i })
    .first()
    .click()
  // The dialog to name a release, not an upgrade offer or a limit reached.
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog')).not.toContainText(/upgrade|limit/i)
  expect(problems).toEqual([])
})

const lake = `${siteURL}/content-lake/v2025-02-19/data`
const editor = { Authorization: `Bearer ${STUDIO_E2E_TOKEN}` }

/** The text of the served HTML, tags read as spaces: a stat tile reads "Years of experience 10+". */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

const RELEASE = 'Monday launch'
const NEW_FIGURE = '11+'
const ARTICLE = {
  title: 'Our SAP practice opens its Pune centre',
  slug: 'our-sap-practice-opens-its-pune-centre',
  excerpt: 'Twelve more SAP consultants, and support around the clock from our new centre.',
  body: 'From Monday the Pune centre takes on SAP projects of every size.',
}
const ARTICLE_PATH = `/blog/${ARTICLE.slug}`

test('a release made in the Studio previews, then publishes its figure and new article at the scheduled time', async ({
  page,
  request,
}) => {
  // Half a minute of editing in the Studio, then the release goes out a few seconds after it is scheduled.
  test.slow()
  // The home page shows the Stat "Years of experience" in its tiles.
  const oldFigure = await lakeQuery<string>('*[_id == "stat-years"][0].value')
  const served = async (path: string) => {
    const response = await request.get(`${siteURL}${path}`)
    return { status: response.status(), text: words(await response.text()) }
  }
  /** Every address the sitemap index's child sitemaps list, as paths. */
  const sitemapPaths = async () => {
    const index = await (await request.get(`${siteURL}/sitemap.xml`)).text()
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
    const listed = await Promise.all(children.map((child) => request.get(`${siteURL}${child}`)))
    return (await Promise.all(listed.map((response) => response.text()))).flatMap((xml) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname),
    )
  }
  expect((await served('/')).text).toContain(`Years of experience ${oldFigure}`)
  expect((await served(ARTICLE_PATH)).status).toBe(404)

  // A Studio that offers an upsell mounts its tools again when it does, closing any dialog open by then.
  const upsells: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/journey/comments')) upsells.push(request.url())
  })

  // 1. A release, to be published at a time, made as soon as the tool shows its button.
  await page.goto('/releases')
  await page
    .getByRole('button', { name: /new release/i })
    .first()
    .click()
  const create = page.getByRole('dialog', { name: 'New release' })
  await create.getByRole('button', { name: 'Approximate time of release' }).click()
  await page.getByRole('menuitem', { name: 'At time' }).click()
  await create.getByPlaceholder('Untitled release').fill(RELEASE)
  await create.getByRole('button', { name: 'Create release' }).click()
  // The Studio opens the new release and makes it the perspective it edits in.
  await expect(page).toHaveURL(/\/releases\/r[\w-]+/)
  const releaseId = /\/releases\/(r[\w-]+)/.exec(page.url())![1]!
  const perspective = page.getByTestId('global-perspective-menu-button').locator('xpath=..')
  await expect(perspective).toContainText(RELEASE)
  expect(upsells).toEqual([])

  try {
    // 2. The figure, changed in the release: the Stat's form says it is not in it yet.
    await page.getByRole('link', { name: 'Content', exact: true }).click()
    await page.getByRole('link', { name: 'Stats', exact: true }).click()
    await page.getByPlaceholder('Search list').fill('Years of experience')
    await page
      .getByRole('link', { name: /Years of experience/ })
      .first()
      .click()
    await expect(page.getByText(`Not in the ${RELEASE} release.`)).toBeVisible()
    await page.getByRole('button', { name: 'Add to release' }).click()
    const figure = page.getByLabel('Figure', { exact: true })
    await expect(figure).toBeEditable()
    await figure.fill(NEW_FIGURE)
    await expect
      .poll(() =>
        lakeQuery('*[_id == $id][0].value', {
          params: { id: `versions.${releaseId}.stat-years` },
          perspective: 'raw',
        }),
      )
      .toBe(NEW_FIGURE)

    // 3. A new article, created while the release is the perspective: it is made in the release.
    await page.getByRole('button', { name: 'Create new document' }).click()
    await page.getByPlaceholder('Search document types').fill('Blog article')
    await page.getByTestId('create-new-blogPost').click()
    await page.getByLabel('Title', { exact: true }).fill(ARTICLE.title)
    await page.getByRole('button', { name: 'Generate' }).click()
    await page.getByLabel('Excerpt', { exact: true }).fill(ARTICLE.excerpt)
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'SAP Implementation' })
    // "Date shown" starts at today, which the release's time is not before.
    await expect(page.getByLabel('Date shown', { exact: true })).not.toHaveValue('')
    // The author (a person) is optional: a new article in a release needs none.
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 110, b: 90 } },
    })
      .png()
      .toBuffer()
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'pune.png', mimeType: 'image/png', buffer: photo })
    await page.getByLabel('Alternative text', { exact: true }).fill('The new Pune centre on its opening day')
    await page.getByRole('tab', { name: /Text/ }).click()
    await page.getByTestId('pt-editor').locator('[contenteditable="true"]').click()
    await page.keyboard.type(ARTICLE.body)
    // Everything typed reached the release's version of the article, and none of it a draft.
    await expect
      .poll(
        () =>
          lakeQuery(
            `*[_type == "blogPost" && slug.current == $slug]{
              "release": _id in path("versions." + $release + ".*"),
              title, excerpt, category, "dated": defined(publishedAt),
              "image": defined(image.asset) && defined(image.alt), "body": pt::text(body)
            }`,
            { params: { slug: ARTICLE.slug, release: releaseId }, perspective: 'raw' },
          ),
        { timeout: 30_000 },
      )
      .toEqual([
        {
          release: true,
          title: ARTICLE.title,
          excerpt: ARTICLE.excerpt,
          category: 'SAP Implementation',
          dated: true,
          image: true,
          body: ARTICLE.body,
        },
      ])

    // 4. Visual editing with the release selected: the site shows the release, and says so.
    await page.getByRole('link', { name: 'Visual editing' }).click()
    const site = page.frameLocator('iframe')
    await expect(site.getByRole('complementary', { name: 'Preview' })).toContainText(
      `Preview: release “${RELEASE}”`,
    )
    const tile = site
      .locator('dt', { hasText: 'Years of experience' })
      .locator('xpath=following-sibling::dd[1]')
      .first()
    // Shown text carries invisible edit links after the figure.
    await expect(tile).toHaveText(new RegExp(`^${NEW_FIGURE.replace('+', '\\+')}`))

    // 5. Schedule the release from the Releases tool for the first whole minute at least 30 s away (its picker
    // counts in minutes), typed into the picker's field in the Studio's time zone.
    await page.getByRole('link', { name: 'Releases', exact: true }).click()
    await page.getByRole('link', { name: RELEASE }).first().click()
    const schedule = page.getByTestId('schedule-button')
    // Enabled once its two documents are validated without an error.
    await expect(schedule).toBeEnabled({ timeout: 30_000 })
    await schedule.click()
    const confirm = page.getByTestId('confirm-schedule-dialog')
    const at = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000
    const typed = await page.evaluate((time) => {
      const date = new Date(time)
      const day = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`
    }, at)
    const when = confirm.getByTestId('date-input')
    await when.fill(typed)
    await when.press('Enter')
    await expect(when).toHaveValue(typed)
    await confirm.getByRole('button', { name: 'Yes, schedule' }).click()
    await expect(page.getByText(`The '${RELEASE}' release was scheduled.`)).toBeVisible()
    await expect
      .poll(() =>
        lakeQuery('*[_id == $id][0]{state, publishAt}', {
          params: { id: `_.releases.${releaseId}` },
          perspective: 'raw',
        }),
      )
      .toEqual({ state: 'scheduled', publishAt: new Date(at).toISOString() })

    // 6. Before its time the served site has neither the figure nor the article, in the HTML the server sends.
    expect(Date.now()).toBeLessThan(at)
    expect((await served('/')).text).toContain(`Years of experience ${oldFigure}`)
    expect((await served(ARTICLE_PATH)).status).toBe(404)
    expect(await sitemapPaths()).not.toContain(ARTICLE_PATH)
    expect(Date.now()).toBeLessThan(at)

    // At its time both go live together, within seconds. The lake keeps the time the Studio set (checked above), and
    // its scheduler publishing a release at that time is live-html.spec.ts's; rather than sit idle for up to a
    // minute and a half until the whole minute, the release is moved to a few seconds from now, as the Releases
    // tool's "Reschedule" does (unschedule, then schedule).
    const soon = new Date(Date.now() + 3_000).toISOString()
    const rescheduled = await fetch(`${lake}/actions/production`, {
      method: 'POST',
      headers: { ...editor, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        actions: [
          { actionType: 'sanity.action.release.unschedule', releaseId },
          { actionType: 'sanity.action.release.schedule', releaseId, publishAt: soon },
        ],
      }),
    })
    expect(rescheduled.status).toBe(200)
    await expect
      .poll(async () => (await served('/')).text, { timeout: 15_000 })
      .toContain(`Years of experience ${NEW_FIGURE}`)
    const article = await served(ARTICLE_PATH)
    expect(article.status).toBe(200)
    expect(article.text).toContain(ARTICLE.title)
    await expect.poll(sitemapPaths, { timeout: 5_000 }).toContain(ARTICLE_PATH)
    // The Releases tool shows the release as published.
    expect(
      await lakeQuery('*[_id == $id][0].state', {
        params: { id: `_.releases.${releaseId}` },
        perspective: 'raw',
      }),
    ).toBe('published')
  } finally {
    // The specs after this one start from the seed: the figure as it was, no new article, and no release left
    // to publish in the middle of them.
    const state = await lakeQuery('*[_id == $id][0].state', {
      params: { id: `_.releases.${releaseId}` },
      perspective: 'raw',
    })
    const undo = state === 'scheduled' ? ['unschedule', 'archive'] : state === 'active' ? ['archive'] : []
    if (undo.length > 0)
      await fetch(`${lake}/actions/production`, {
        method: 'POST',
        headers: { ...editor, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          actions: undo.map((action) => ({ actionType: `sanity.action.release.${action}`, releaseId })),
        }),
      })
    const articleIds = await lakeQuery<string[]>('*[_type == "blogPost" && slug.current == $slug]._id', {
      params: {
        slug: ARTICLE.slug,
      },
    })
    await fetch(`${lake}/mutate/production`, {
      method: 'POST',
      headers: { ...editor, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        mutations: [
          { patch: { id: 'stat-years', set: { value: oldFigure } } },
          ...articleIds.map((id) => ({ delete: { id } })),
        ],
      }),
    })
    // Served again before the server stops: its pages are files of the build folder the next server starts from.
    await expect
      .poll(async () => (await served('/')).text, { timeout: 10_000 })
      .toContain(`Years of experience ${oldFigure}`)
    await expect.poll(async () => (await served(ARTICLE_PATH)).status, { timeout: 10_000 }).toBe(404)
  }
})
