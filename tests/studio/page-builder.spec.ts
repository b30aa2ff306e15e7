// The page builder in the Studio: a page's sections read "Kind — heading" with what each holds, and the "Add
// section" menu shows a picture of every section type as the site renders it.
import { expect, test } from '@playwright/test'
import { sections } from '../../schemas/sections/index.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Pages', exact: true }).click()
  await page.getByRole('link', { name: 'Home', exact: true }).click()
})

test("a page's sections are listed by kind, heading and what they hold", async ({ page }) => {
  // Each row is a button named by its title and, below it, what the section holds.
  const row = (name: string) => page.getByRole('button', { name, exact: true })
  await expect(row('Hero — Expert ERP Solutions That Cut Your IT Costs by 60-70%')).toBeVisible()
  await expect(row('Client logos — Trusted by Enterprise Teams 8 clients')).toBeVisible()
  // The list renders the rows near the screen only: scroll down to the next ones.
  await row('Client logos — Trusted by Enterprise Teams 8 clients').hover()
  await page.mouse.wheel(0, 300)
  await expect(row('Service cards — Our Services 4 services')).toBeVisible()
  await row('Service cards — Our Services 4 services').hover()
  await page.mouse.wheel(0, 300)
  await expect(row('Figures — Why Outsource to India 4 figures')).toBeVisible()
})

test('the add-section menu shows a picture of each section type', async ({ page }) => {
  // The Studio keeps a hidden menu for every section of the list; only the open one is visible.
  const pictures = page.locator('img[src*="/static/section-previews/"]:visible')
  // The form may re-render as the document finishes loading, replacing the button under the pointer: try again
  // until the menu is open, as a marketer would click again.
  await expect(async () => {
    if (await pictures.first().isVisible()) return
    const add = page.getByRole('button', { name: /Add item/ }).first()
    await add.scrollIntoViewIfNeeded()
    await add.click()
    await expect(pictures.first()).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  await expect(pictures).toHaveCount(sections.length)
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480)
  }
  // Each picture is labelled with its section type's name; the search finds a type by it.
  await page.locator('input[placeholder="Search"]:visible').fill('FAQ')
  await expect(pictures).toHaveCount(1)
  await expect(pictures).toHaveAttribute('src', '/static/section-previews/faqSection.webp')
  await page.keyboard.press('Escape')
})
