// How the site looks and responds at the sizes visitors use: nothing sticking out of a phone's screen, a one-row header, the integration detail beside or under
// its choice, one outcome toast at a time, tap targets on phones, and the Services menu and chat dialog layering.
import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { clientDir } from '#shared/paths.ts'
import { isNotFoundPath, routesManifestFile, type RoutesManifest } from '../../render/routes-manifest.ts'
import { MIN_FILL_MS } from '../../functions/send-contact-email/function.ts'
import { MESSAGES, notSentMessage } from '../../validation/messages.ts'
import { isPhone, waitForHydration } from './helpers.ts'

const manifest = JSON.parse(readFileSync(routesManifestFile(clientDir), 'utf8')) as RoutesManifest
/** Every route of the built site. */
const ROUTES = Object.keys(manifest.routes).filter((path) => !isNotFoundPath(path))

/** How many lines of text each visible link and button of `scope` takes (1 = it does not wrap). */
async function linesPerControl(scope: Locator) {
  return scope.evaluate((root) => {
    const lines: Record<string, number> = {}
    for (const control of root.querySelectorAll<HTMLElement>('a, button')) {
      if (!control.checkVisibility()) continue
      const tops = new Set<number>()
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        // Text for screen readers only ("opens in a new tab") takes no line on screen.
        if (walker.currentNode.parentElement?.closest('.visually-hidden')) continue
        const range = document.createRange()
        range.selectNodeContents(walker.currentNode)
        for (const rect of range.getClientRects())
          if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top))
      }
      lines[control.textContent!.trim() || control.getAttribute('aria-label')!] = tops.size
    }
    return lines
  })
}

for (const width of [1440, 1280, 1024, 768]) {
  test(`at ${width} px the header is one row and no header item wraps`, async ({ page }) => {
    test.skip(isPhone(page), 'desktop widths')
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    // The bar's own height (4.5rem): a wrapped item would make it taller.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(73)
    const lines = await linesPerControl(header)
    expect(Object.keys(lines).join(' | ')).toMatch(/Northbridge Consulting.*Get Started/)
    for (const [item, count] of Object.entries(lines)) expect(count, item).toBeLessThanOrEqual(1)
  })
}

test('the header links to the blog, and the footer to the blog, the privacy policy and the terms of service', async ({
  page,
}) => {
  test.skip(isPhone(page), 'the header links are in the menu panel on phones')
  await page.goto('/')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }),
  ).toHaveAttribute('href', '/blog')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
})

test('D365: after choosing an integration category, its detail is in view', async ({ page }) => {
  await page.goto('/dynamics-365-finance-operations')
  await waitForHydration(page)
  // One selector: the categories are the tabs, there is no second set of cards.
  await expect(page.getByRole('tab')).toHaveCount(6)
  for (const name of ['Supply Chain Partners', 'Banking & Payment Systems', 'Microsoft 365 Ecosystem']) {
    const tab = page.getByRole('tab', { name: new RegExp(name) })
    await tab.scrollIntoViewIfNeeded()
    await tab.click()
    const panel = page.getByRole('tabpanel')
    await expect(panel).toHaveCount(1)
    await expect(panel.getByRole('heading', { name })).toBeInViewport()
    await expect(panel.getByRole('listitem').first()).toBeInViewport()
  }
})

test('D365: on desktops the detail is beside the categories, on phones right under the chosen one', async ({
  page,
}) => {
  await page.goto('/dynamics-365-finance-operations')
  await waitForHydration(page)
  const tab = page.getByRole('tab', { name: /Azure Cloud Services/ })
  await tab.click()
  const tabBox = (await tab.boundingBox())!
  const panelBox = (await page.getByRole('tabpanel').boundingBox())!
  if (isPhone(page)) {
    expect(panelBox.y).toBeGreaterThanOrEqual(tabBox.y + tabBox.height)
    expect(panelBox.y - (tabBox.y + tabBox.height)).toBeLessThan(24)
  } else {
    expect(panelBox.x).toBeGreaterThan(tabBox.x + tabBox.width)
  }
})

/** The hydrated home page's contact form. */
async function homeForm(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
  return page.locator('#contact form')
}
const visibleToasts = (page: Page) => page.locator('.site-toast:visible')

test('one result toast at a time: a success replaces the missing-fields notice', async ({ page }) => {
  const form = await homeForm(page)
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(visibleToasts(page)).toHaveText([MESSAGES.homeRequired])

  await form.getByRole('textbox', { name: 'Email' }).fill(`grace.${Date.now()}@example.com`)
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Two QA engineers for a Dynamics 365 rollout, please.')
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(visibleToasts(page)).toHaveText([MESSAGES.sent])
})

test('a message that could not be sent says so, and gives the phone number and e-mail address instead', async ({
  page,
}) => {
  await page.route('**/api/send-contact-email', (route) =>
    route.fulfill({ status: 503, json: { success: false, error: MESSAGES.sendFailed } }),
  )
  const form = await homeForm(page)
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper')
  await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.com')
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Two QA engineers for a Dynamics 365 rollout, please.')
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Send Message' }).click()
  // The contact details are the site settings' (as the footer shows them), not words of the test.
  const footer = page.getByRole('contentinfo')
  const phone = (await footer.locator('a[href^="tel:"]').innerText()).trim()
  const email = (await footer.locator('a[href^="mailto:"]').getAttribute('href'))!.replace(/^mailto:/, '')
  await expect(visibleToasts(page)).toHaveText([notSentMessage({ phone, email })])
  expect(notSentMessage({ phone, email })).toMatch(
    /^Failed to send message\. Please try again\. Or reach us directly: call .+ or e-mail .+\.$/,
  )
})

test('phone: a toast never covers the chat input', async ({ page }) => {
  test.skip(!isPhone(page), 'phones')
  await page.goto('/contact')
  await waitForHydration(page)
  await page.getByRole('button', { name: /assistant/i }).click()
  const dialog = page.getByRole('dialog')
  const input = dialog.getByRole('textbox')
  await input.fill('hi')
  await input.press('Enter')
  const toast = visibleToasts(page)
  await expect(toast).toHaveText([MESSAGES.chatTooShort])
  const toastBox = (await toast.boundingBox())!
  const inputBox = (await input.boundingBox())!
  expect(toastBox.y + toastBox.height <= inputBox.y || toastBox.y >= inputBox.y + inputBox.height).toBe(true)
})

test('phone: every link and button in the header and footer is at least 24 x 24 px', async ({ page }) => {
  test.skip(!isPhone(page), 'phones')
  await page.goto('/')
  await waitForHydration(page)
  const small: string[] = []
  for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
    for (const control of await region.locator('a:visible, button:visible').all()) {
      const box = (await control.boundingBox())!
      if (box.width < 24 || box.height < 24)
        small.push(
          `${(await control.innerText()).trim() || (await control.getAttribute('aria-label'))}: ${box.width}x${box.height}`,
        )
    }
  }
  expect(small).toEqual([])
})

test('desktop: Escape closes the Services menu while focus is on its button', async ({ page }) => {
  test.skip(isPhone(page), 'the drop-down is the large-screen menu')
  await page.goto('/')
  await waitForHydration(page)
  const services = page.getByRole('button', { name: 'Services' })
  await services.click()
  await expect(page.getByRole('heading', { name: 'Core Services' })).toBeVisible()
  await expect(services).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Core Services' })).toBeHidden()
})

test('the chat dialog dims the whole page, the site header included', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await page.getByRole('button', { name: /assistant/i }).click()
  await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible()
  // The page under a modal dialog is hidden from the accessibility tree: the header by its tag.
  const header = (await page.locator('header').first().boundingBox())!
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('header') === null,
    { x: header.x + 4, y: header.y + header.height / 2 },
  )
  expect(onTop).toBe(true)
})

/** What in `main` reaches past the page's sides or is cut off by its box, as "tag: text". */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.width <= 1) return false
        // Partly outside only: a field moved wholly off screen on purpose (the honeypot) is not seen by anyone.
        if ((box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0)) return true
        // A box that hides what does not fit in it (a card cutting a figure off).
        const { overflowX } = getComputedStyle(element)
        return (
          (overflowX === 'hidden' || overflowX === 'clip') && element.scrollWidth > element.clientWidth + 1
        )
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent!.trim().slice(0, 40)}`)
  })
}

/** The lists of cards in `main` (grids of list items) whose last row holds one card that does not span the row. */
async function loneLastCards(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main ul, main ol')]
      .filter((list) => list.checkVisibility() && getComputedStyle(list).display === 'grid')
      .flatMap((list) => {
        const cards = [...list.children].filter((card) => card.getBoundingClientRect().height > 0)
        // The rows as laid out, from the columns and each card's span (a row's cards may be centred, so their tops
        // do not tell the rows apart; a wide first card takes a whole row).
        const style = getComputedStyle(list)
        const tracks = style.gridTemplateColumns.split(' ').map(parseFloat)
        const gap = parseFloat(style.columnGap) || 0
        if (cards.length < 3 || tracks.length < 2) return []
        let slot = 0
        const rows = cards.map((card) => {
          const span = Math.min(
            tracks.length,
            Math.round((card.getBoundingClientRect().width + gap) / (tracks[0] + gap)),
          )
          if ((slot % tracks.length) + span > tracks.length) slot += tracks.length - (slot % tracks.length)
          const row = Math.floor(slot / tracks.length)
          slot += span
          return { row, span }
        })
        const last = rows.at(-1)!
        const alone = rows.filter(({ row }) => row === last.row).length === 1 && last.row > 0
        return alone && last.span < tracks.length
          ? [`${cards.length} cards: ${cards.at(-1)!.textContent!.trim().slice(0, 40)}`]
          : []
      }),
  )
}

test('at 768 px an article card is wide enough for its date and reading time on one line, on the blog, a category and under an article', async ({
  page,
}) => {
  test.skip(isPhone(page), 'one run is enough')
  await page.setViewportSize({ width: 768, height: 900 })
  for (const path of ['/blog', '/blog/category/microsoft-dynamics', '/blog/sap-s4hana-migration-roadmap']) {
    await page.goto(path)
    const cards = page.locator('main li:has(h3)')
    expect(await cards.count(), path).toBeGreaterThan(1)
    const linesPerMeta = await cards.evaluateAll((items) =>
      items.map((card) => {
        const parts = [...card.querySelectorAll('p > span:has(svg)')]
        return new Set(parts.map((part) => Math.round(part.getBoundingClientRect().top))).size
      }),
    )
    expect(linesPerMeta, path).toEqual(linesPerMeta.map(() => 1))
  }
})

/** Figure ranges in `main` ("60-70%", "$35,000-$65,000") whose two figures stand on different lines. */
async function brokenRanges(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode as Text
      if (!node.parentElement?.checkVisibility()) continue
      for (const match of node.data.matchAll(/[$€£]?\d[\d,.]*[%+KM]?-(?=[$€£]?\d)/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length + 1)
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        if (tops.size > 1) found.push(node.data.slice(match.index, match.index + 12))
      }
    }
    return found
  })
}

/** A rule checked on every route of the site: what breaks it on a loaded page, and the widths it is checked at. */
interface RouteRule {
  rule: string
  find: (page: Page) => Promise<string[]>
  widths: number[]
}

const ROUTE_RULES: RouteRule[] = [
  {
    rule: "nothing reaches past the screen's sides or is cut off",
    find: async (page) => (await overflowing(page)).slice(0, 3),
    widths: [360, 768],
  },
  {
    rule: 'no list of cards leaves one card alone in its last row',
    find: loneLastCards,
    widths: [1440, 1024, 768, 390],
  },
  { rule: 'no figure range breaks at its hyphen', find: brokenRanges, widths: [1440, 1024, 768, 390, 360] },
]

// Each route is loaded once per width and every rule of that width checked on it (the rules only read the layout),
// where each rule loaded every route again: 5 walks of the site instead of 11.
test.describe('on every page', () => {
  test.skip(({ isMobile }) => isMobile, 'one run per width is enough')

  for (const width of [...new Set(ROUTE_RULES.flatMap(({ widths }) => widths))]) {
    const rules = ROUTE_RULES.filter(({ widths }) => widths.includes(width))
    test(`at ${width} px: ${rules.map(({ rule }) => rule).join('; ')}`, async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width, height: 800 })
      // By rule, what breaks it on each route (routes where nothing does left out).
      const found = rules.map(() => ({}) as Record<string, string[]>)
      for (const path of ROUTES) {
        await page.goto(path)
        for (const [index, { find }] of rules.entries()) {
          const items = await find(page)
          if (items.length > 0) found[index]![path] = items
        }
      }
      for (const [index, { rule }] of rules.entries()) expect.soft(found[index], rule).toEqual({})
    })
  }
})

test('in the dark scheme every client logo stands on a light tile, in the logo strip and on the testimonials', async ({
  browser,
}) => {
  // Logos are drawn for a light background: their dark wordmarks vanish on a dark card.
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  for (const path of ['/', '/testimonials']) {
    await page.goto(new URL(path, test.info().project.use.baseURL).href)
    const backgrounds = await page.locator('main .tile img, main img.company-logo').evaluateAll((logos) =>
      logos.map((logo) => {
        // The first opaque background behind the logo, from the logo outwards.
        for (let element: Element | null = logo; element; element = element.parentElement) {
          const [r, g, b, a = 1] = getComputedStyle(element)
            .backgroundColor.match(/[\d.]+/g)!
            .map(Number)
          if (a > 0.5) return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255
        }
        return 0
      }),
    )
    expect(backgrounds.length, path).toBeGreaterThan(0)
    for (const luminance of backgrounds) expect(luminance, path).toBeGreaterThan(0.9)
  }
  await context.close()
})

test('at 1280 px a category of two articles stands centred, each card a column wide, with no empty column after them', async ({
  page,
}) => {
  test.skip(isPhone(page), 'one run is enough')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/blog/category/outsourcing')
  const cards = page.locator('main li:has(h3)')
  await expect(cards).toHaveCount(2)
  const list = (await page.locator('main ul:has(> li h3)').boundingBox())!
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!]
  expect(Math.abs(first.x - list.x - (list.x + list.width - (second.x + second.width)))).toBeLessThan(2)
  expect(first.width).toBeLessThan(list.width / 3)
})
