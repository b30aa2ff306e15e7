// How the site looks and responds at the sizes visitors use: a one-row header, the integration detail beside or under
// its choice, one outcome toast at a time, tap targets on phones, and the Services menu and chat dialog layering (the
// layout rules every page keeps at every width are every-page.spec.ts's).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { MIN_FILL_MS } from '../../functions/send-contact-email/function.ts'
import { MESSAGES, notSentMessage } from '../../validation/messages.ts'
import { isPhone, waitForHydration } from './helpers.ts'

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
