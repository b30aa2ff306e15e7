// Visual editing is for editors only: a visitor's page loads none of its code and has no stega characters, while a
// page opened through the Studio's preview link shows drafts, the preview banner and click-to-edit text.
import { expect, test, type Page } from '@playwright/test'
import { createClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { vercelStegaDecode } from '@vercel/stega'
import { baseURL } from '../../playwright.config.ts'
import { E2E_LAKE_TOKEN, waitForHydration } from './helpers.ts'

/** The invisible characters stega encodes edit links with (@vercel/stega). */
const STEGA = /\u200B|\u200C|\u200D|[\u2060-\u2063]|\uFEFF|[\u{1D173}-\u{1D17A}]/u
const PREVIEW_CODE = /PreviewTools|preview-client|live-updates|enable-visual-editing|renderVisualEditing/

const editor = createClient({
  projectId: 'local',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiHost: `${baseURL}/content-lake`,
  useProjectHostname: false,
  useCdn: false,
  token: E2E_LAKE_TOKEN,
})

/** The Studio's Presentation link for a path: a fresh secret in the lake, then the site's preview-mode address. */
async function previewLink(pathname: string) {
  const { secret } = await createPreviewSecret(editor, 'e2e', 'https://localhost:3333/', 'editor')
  const search = new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': pathname })
  return `/api/preview-mode/enable?${search}`
}

function scriptsLoaded(page: Page): string[] {
  const urls: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url())
  })
  return urls
}

// Both tests below write a draft of a figure on the home page and look at it in preview: the other's draft would show.
const HOME_DRAFTS_LOCK = 'drafts of the home page figures'

const statTile = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first()

test.beforeEach(({ request: _request }, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'one browser is enough: this is about what loads, not layout',
  )
})

test("a visitor's page loads no preview code and carries no stega characters", async ({ page }) => {
  const scripts = scriptsLoaded(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((url) => PREVIEW_CODE.test(url))).toEqual([])
  expect(await page.locator('sanity-visual-editing').count()).toBe(0)
  expect(await page.getByRole('complementary', { name: 'Preview' }).count()).toBe(0)
  const html = await page.content()
  expect(STEGA.test(html)).toBe(false)
})

test(
  'the Studio preview link shows drafts with click-to-edit text, a banner and a clean <head>',
  { lock: HOME_DRAFTS_LOCK },
  async ({ page }) => {
    await editor.createOrReplace({
      _id: 'drafts.stat-years',
      _type: 'stat',
      value: '21+',
      label: 'Years of experience',
    })
    try {
      await page.goto(await previewLink('/'))
      const banner = page.getByRole('complementary', { name: 'Preview' })
      await expect(banner).toContainText('Preview: drafts')
      const figure = statTile(page, 'Years of experience')
      await expect(figure).toContainText('21+')
      // Shown text carries its edit link, invisibly; the address bar lost the token.
      expect(STEGA.test((await figure.textContent()) ?? '')).toBe(true)
      // A heading citing a figure reads its words, the figure included, and links to its own field.
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toContainText('Expert ERP Solutions That Cut Your IT Costs by 60-70%')
      const edit = vercelStegaDecode<{ href: string }>((await heading.textContent()) ?? '')
      expect(decodeURIComponent(edit?.href ?? '')).toContain('path=sections[_key=="hero"].heading')
      expect(page.url()).not.toContain('preview-token')
      await expect(page.locator('sanity-visual-editing')).toHaveCount(1)
      expect(STEGA.test(await page.title())).toBe(false)
      const head = await page.locator('head').innerHTML()
      expect(STEGA.test(head)).toBe(false)

      // The way out: published content, no banner.
      await banner.getByRole('link', { name: 'Leave preview' }).click()
      await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
      await expect(statTile(page, 'Years of experience')).not.toContainText('21+')
    } finally {
      await editor.delete('drafts.stat-years')
    }
  },
)

test(
  'a German page opened through the preview link shows its German draft, and the English page stays published',
  { lock: HOME_DRAFTS_LOCK },
  async ({ page }) => {
    await editor.createOrReplace({
      _id: 'drafts.de-stat-years',
      _type: 'stat',
      language: 'de',
      value: '21+',
      label: 'Jahre Erfahrung',
      shortLabel: 'Jahre',
    })
    try {
      await page.goto(await previewLink('/de'))
      await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Preview: drafts')
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(statTile(page, 'Jahre Erfahrung')).toContainText('21+')
      // The English stat is a document of its own: its page shows no German draft.
      await page.goto('/')
      await expect(statTile(page, 'Years of experience')).toContainText('10+')
    } finally {
      await editor.delete('drafts.de-stat-years')
    }
  },
)
