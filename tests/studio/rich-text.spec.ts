// Writing an article in the Studio: a link to another page of the site (a reference, picked by name) and an image
// with its alternative text and caption, published and then served by the site.
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { siteURL, STUDIO_E2E_TOKEN } from './playwright.config.ts'
import { lakeQuery } from './lake.ts'

const api = `${siteURL}/content-lake/v2025-02-19/data`
const headers = { Authorization: `Bearer ${STUDIO_E2E_TOKEN}` }
const ARTICLE = 'blogPost-e2e-links-and-images'

// A published article with one sentence, made from a seed article (its card image, category, author), so the
// test is about the text editor and not about the seed's own article texts.
test.beforeAll(async () => {
  const source = await lakeQuery<Record<string, unknown>>(
    // An English one: the test opens it from the Blog list and reads it at /blog/….
    '*[_type == "blogPost" && coalesce(language, "en") == "en"] | order(publishedAt desc)[0]',
  )
  const { _rev, _createdAt, _updatedAt, ...fields } = source
  void [_rev, _createdAt, _updatedAt]
  const article = {
    ...fields,
    _id: ARTICLE,
    title: 'Links and Images in Articles',
    slug: { _type: 'slug', current: 'links-and-images' },
    body: [
      {
        _type: 'block',
        _key: 'intro',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'text', text: 'Every migration starts with a plan.', marks: [] }],
      },
    ],
  }
  const response = await fetch(`${api}/mutate/production`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      mutations: [{ delete: { id: `drafts.${ARTICLE}` } }, { createOrReplace: article }],
    }),
  })
  expect(response.status).toBe(200)
})

test('an internal link and an image inserted in an article show on the site once published', async ({
  page,
  context,
}) => {
  // Typing, an upload and a publish (clicked again if need be): on a busy machine this takes longer than the
  // suite's two minutes.
  test.setTimeout(300_000)
  await page.goto('/')
  await page.getByRole('link', { name: 'Blog', exact: true }).click()
  await page.getByRole('link', { name: /Links and Images in Articles/ }).click()
  await page.getByRole('tab', { name: /Text/ }).click()
  const editor = page.getByTestId('pt-editor').locator('[contenteditable="true"]')

  // Type a sentence, select its last words and link them to the contact page, picked by its name. The caret goes
  // after the last word as a click there puts it, and is checked before typing: a click in the middle of the text
  // followed by End could still type mid-sentence when the editor took the End after the keystrokes.
  const intro = editor.getByText('Every migration starts with a plan.')
  await expect(intro).toBeVisible()
  const box = (await intro.boundingBox())!
  await intro.click({ position: { x: box.width - 1, y: box.height / 2 } })
  await expect(editor).toBeFocused()
  await expect
    .poll(() =>
      page.evaluate(() => {
        const selection = window.getSelection()
        const node = selection?.focusNode
        return (
          Boolean(selection?.isCollapsed && node?.textContent?.endsWith('plan.')) &&
          selection!.focusOffset === node!.textContent!.length
        )
      }),
    )
    .toBe(true)
  await page.keyboard.type(' Talk to our team')
  // The editor applies keystrokes asynchronously (a burst of Shift+ArrowLeft can lose some under load): once the
  // words are in, select them as a drag of the mouse would, and check what got selected.
  await expect(editor).toContainText('Every migration starts with a plan. Talk to our team')
  await editor.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const text = walker.currentNode as Text
      const start = text.data.indexOf('our team')
      if (start < 0) continue
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, start + 'our team'.length)
      window.getSelection()!.removeAllRanges()
      window.getSelection()!.addRange(range)
      return
    }
  })
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('our team')
  await page.getByRole('button', { name: 'Internal link' }).first().click()
  await page.getByPlaceholder('Type to search').fill('Contact')
  await page.getByRole('option').filter({ hasText: '/contact' }).click()
  await page.keyboard.press('Escape')
  await page.keyboard.press('End')
  await page.keyboard.type('.')

  // A new line, then an image: upload, alternative text, caption.
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Insert Image (block)' }).first().click()
  const dialog = page.getByRole('dialog')
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: photo })
  await dialog.getByLabel('Alternative text').fill('Consultants mapping a migration plan on a whiteboard')
  await dialog.getByLabel('Caption').fill('Planning the cut-over weekend')
  await expect(dialog.locator('img[src*="/content-lake/images/"]')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close dialog' }).click()
  await expect(dialog).toBeHidden()

  // Publish once the draft holds all of it (the upload and the last keystrokes sync first), then read the
  // published article from the lake: that, not a toast that may already have gone, is what the site serves.
  const article = (id: string) => `*[_id == "${id}"][0]{
    "types": body[]._type,
    "text": pt::text(body[0]),
    "link": body[0].markDefs[0]{_type, "target": reference._ref},
    "image": body[1]{alt, caption, "uploaded": defined(asset._ref)}
  }`
  const expected = {
    types: ['block', 'image'],
    text: 'Every migration starts with a plan. Talk to our team.',
    link: { _type: 'internalLink', target: 'page-contact' },
    image: {
      alt: 'Consultants mapping a migration plan on a whiteboard',
      caption: 'Planning the cut-over weekend',
      uploaded: true,
    },
  }
  await expect
    .poll(() => lakeQuery(article(`drafts.${ARTICLE}`), { perspective: 'raw' }), { timeout: 60_000 })
    .toEqual(expected)
  // On a busy machine the Studio can still be validating a revision from before the link had its page (a link
  // without a page is an error) when Publish is clicked: Publish then waits for that validation, says "Validation
  // errors" and stays a draft, though the current text has none. A marketer clicks Publish again; so does the test.
  const publish = page.getByTestId('action-publish')
  await expect(async () => {
    await expect(publish).toBeEnabled({ timeout: 30_000 })
    await publish.click()
    await expect.poll(() => lakeQuery(article(ARTICLE)), { timeout: 30_000 }).toEqual(expected)
  }).toPass({ timeout: 120_000 })
  // Published: nothing is left to publish.
  await expect(publish).toBeDisabled()

  // The site serves the article with the link at the contact page's current address and the image with its text:
  // in the HTML the server sends, and in the page a visitor sees.
  const contactPath = await lakeQuery<string>('*[_id == "page-contact"][0].path')
  const served = () => fetch(`${siteURL}/blog/links-and-images`).then((response) => response.text())
  await expect.poll(served).toMatch(new RegExp(`<a [^>]*href="${contactPath}"[^>]*>our team</a>`))
  const html = await served()
  expect(html).toMatch(/<img [^>]*alt="Consultants mapping a migration plan on a whiteboard"/)
  expect(html).toMatch(/<figcaption[^>]*>Planning the cut-over weekend<\/figcaption>/)
  const site = await context.newPage()
  await site.goto(`${siteURL}/blog/links-and-images`)
  const body = site.getByRole('article')
  await expect(body.getByRole('link', { name: 'our team', exact: true })).toHaveAttribute('href', contactPath)
  const image = body.getByRole('img', { name: 'Consultants mapping a migration plan on a whiteboard' })
  await expect(image).toBeVisible()
  await expect(image).toHaveAttribute('width', '736')
  await expect(image).toHaveAttribute('height', '491')
  await expect(body.locator('figure figcaption')).toHaveText('Planning the cut-over weekend')
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})
