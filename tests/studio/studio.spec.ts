// Marketing staff edit the site in Sanity Studio, offline: what they publish shows on the site at the next page
// load (no rebuild), a draft shows through the Studio's preview link only, and an uploaded image is served resized.
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { siteURL, studioURL } from './playwright.config.ts'
import { expectPublishedSince, lakeQuery } from './lake.ts'

/** Opens a document from the Studio's menu, as a marketer would: a list, then an item of it. */
async function openFromMenu(page: Page, list: string, item: RegExp) {
  await page.goto('/')
  await page.getByRole('link', { name: list, exact: true }).click()
  await page.getByRole('link', { name: item }).first().click()
}

test('the Studio signed in with the link shows the marketer menu', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('link')
  for (const item of [
    'Site Settings',
    'Navigation',
    'Contact form texts',
    'Pages',
    'Services',
    'Case Studies',
    'Testimonials',
    'Blog',
    'FAQ',
    'Stats',
    'Redirects',
    'Contact Submissions',
  ]) {
    await expect(menu.filter({ hasText: new RegExp(`^${item}$`) }).first()).toBeVisible()
  }
  // The pages are singletons with fixed ids: opening one opens that very document.
  await page.getByRole('link', { name: 'Pages', exact: true }).click()
  await page.getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page).toHaveURL(/page-home/)
  await expect(page.getByTestId('action-publish')).toBeVisible()
})

test('a browser that has not opened the sign-in link gets the login screen and no token', async ({
  browser,
}) => {
  const stranger = await browser.newContext({
    baseURL: studioURL,
    ignoreHTTPSErrors: true,
    storageState: { cookies: [], origins: [] },
  })
  const page = await stranger.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign in to the local content' })).toBeVisible()
  await expect(
    page.getByText('Open the sign-in link that npm run studio printed in its terminal.'),
  ).toBeVisible()
  const answer = await page.evaluate(() => fetch('/local-studio.json').then((response) => response.json()))
  expect(answer).not.toHaveProperty('token')
  await stranger.close()
})

test('a stat edited and published in the Studio shows on the public site without a rebuild', async ({
  page,
  context,
}) => {
  const since = new Date().toISOString()
  await openFromMenu(page, 'Stats', /Enterprise clients/)
  const figure = page.getByLabel('Figure')
  await expect(figure).toHaveValue('50+')
  await figure.fill('64+')
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
  await expectPublishedSince(since)
  await expect.poll(() => lakeQuery<string>('*[_id == "stat-clients"][0].value')).toBe('64+')

  // The home page was prerendered with 50+; it revalidates after loading and shows what was published.
  const site = await context.newPage()
  await site.goto(`${siteURL}/`)
  const tile = site.locator('dt', { hasText: 'Enterprise clients' }).locator('xpath=following-sibling::dd[1]')
  await expect(tile.first()).toHaveText('64+')
})

test('a draft shows on the site only through the Studio preview link', async ({ page, context }) => {
  // A stat the home page alone shows (a stat cited on a service page previews there).
  await openFromMenu(page, 'Stats', /Enterprise clients/)
  const figure = page.getByLabel('Figure')
  const published = await figure.inputValue()
  await figure.fill('71+')
  await expect
    .poll(() => lakeQuery<string | null>('*[_id == "drafts.stat-clients"][0].value', { perspective: 'raw' }))
    .toBe('71+')
  // Visitors still see the published figure.
  const visitor = await context.newPage()
  await visitor.goto(`${siteURL}/`)
  const tile = (p: Page) =>
    p.locator('dt', { hasText: 'Enterprise clients' }).locator('xpath=following-sibling::dd[1]').first()
  await expect(tile(visitor)).toHaveText(published)

  // "Preview on site" opens the page with the draft.
  await page.getByTestId('action-menu-button').click()
  const previewItem = page.getByRole('menuitem', { name: /Preview on site/ })
  await expect(previewItem).toBeEnabled()
  const [preview] = await Promise.all([context.waitForEvent('page'), previewItem.click()])
  await preview.waitForLoadState()
  expect(preview.url()).toContain('preview=drafts')
  // The figure, then the invisible edit link visual editing reads.
  await expect(tile(preview)).toHaveText(/^71\+/)
  // The token was taken off the address bar.
  expect(preview.url()).not.toContain('preview-token')
})

test('an image uploaded in the Studio is served resized by the image endpoint', async ({ page }) => {
  const upload = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 300, height: 200, channels: 3, background: { r: 240, g: 180, b: 20 } },
        })
          .png()
          .toBuffer(),
        left: Math.floor(Math.random() * 500),
        top: 100,
      },
    ])
    .png()
    .toBuffer()

  // Every seeded portrait is filled in; Emily Carter's company logo is the empty image field to upload into.
  await openFromMenu(page, 'Testimonials', /Emily Carter/)
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: upload })

  // The Studio shows the uploaded image, loaded from the lake's image endpoint.
  const preview = page.locator('img[src*="/content-lake/images/"]').first()
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  const assetRef = await expect
    .poll(() =>
      lakeQuery<string | null>('*[_id == "drafts.testimonial-9"][0].companyLogo.asset._ref', {
        perspective: 'raw',
      }),
    )
    .toMatch(/^image-[a-f0-9]{40}-900x600-png$/)
    .then(() =>
      lakeQuery<string>('*[_id == "drafts.testimonial-9"][0].companyLogo.asset._ref', { perspective: 'raw' }),
    )
  const [, hash, size, extension] = /^image-([a-f0-9]{40})-(\d+x\d+)-(\w+)$/.exec(assetRef)!

  const response = await fetch(
    `${siteURL}/content-lake/images/local/production/${hash}-${size}.${extension}?w=240`,
  )
  expect(response.status).toBe(200)
  const resized = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  expect(resized.width).toBe(240)
  expect(resized.height).toBe(160)
})
