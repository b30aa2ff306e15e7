// A visitor on a mid-range phone acts as soon as the page shows (README, "HTML first"): the CPU slowed 4x, nothing
// waits for the network to settle or for hydration. So that the visitor always acts first, however fast this
// machine is, the app's start-up chunk is held back until the visitor has acted; then the scripts take over and what
// the visitor did must still count.
import { expect, test, type Page } from '@playwright/test'
import { isPhone, waitForHydration, leadsByEmail, uniqueEmail } from './helpers.ts'

/**
 * Opens `path` with the CPU slowed 4x and the app's start-up held back: the page paints and its HTML works, but
 * nothing has hydrated until `hydrate()` is called.
 */
async function openBeforeHydration(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return {
    /** Lets the scripts take over, and waits until they have. */
    async hydrate() {
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
      release()
      await waitForHydration(page)
    },
  }
}

test('contact page: text typed right after first paint survives hydration, and Send Message then sends it', async ({
  page,
  request,
}) => {
  const early = await openBeforeHydration(page, '/contact')
  const form = page.locator('main form')
  const email = uniqueEmail('early')
  const typed = {
    'First name': 'Early',
    'Last name': 'Bird',
    Email: email,
    Message: 'Typed before the scripts took over.',
  }
  for (const [name, value] of Object.entries(typed)) await form.getByRole('textbox', { name }).fill(value)
  await form.getByRole('combobox', { name: 'Service of interest' }).selectOption('sap')
  await early.hydrate()

  for (const [name, value] of Object.entries(typed))
    await expect(form.getByRole('textbox', { name })).toHaveValue(value)
  await expect(form.getByRole('combobox', { name: 'Service of interest' })).toHaveValue('sap')
  await expect(form.getByText(`${typed.Message.length}/2000 characters`)).toBeVisible()
  // An edit after hydration re-renders the form: still nothing lost.
  await form.getByRole('textbox', { name: 'Company' }).fill('Early Ltd')
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(typed.Message)

  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible()
  expect(await leadsByEmail(request, email, '{name, company}')).toEqual([
    { name: 'Early Bird', company: 'Early Ltd' },
  ])
})

test('contact page: Send Message clicked before hydration sends the message (the form posts itself)', async ({
  page,
}) => {
  await openBeforeHydration(page, '/contact')
  const form = page.locator('main form')
  await form.getByRole('textbox', { name: 'First name' }).fill('Quick')
  await form.getByRole('textbox', { name: 'Last name' }).fill('Sender')
  await form.getByRole('textbox', { name: 'Email' }).fill(`quick.${Date.now()}@example.com`)
  await form.getByRole('textbox', { name: 'Message' }).fill('Sent before the scripts took over.')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
})

test('desktop: the Services menu clicked before hydration opens, and stays usable once hydrated', async ({
  page,
}) => {
  test.skip(isPhone(page), 'the drop-down is the large-screen menu')
  const early = await openBeforeHydration(page, '/')
  await page.getByRole('button', { name: 'Services' }).click()
  await expect(page.getByRole('heading', { name: 'Core Services' })).toBeVisible()
  await early.hydrate()
  await expect(page.getByRole('heading', { name: 'Core Services' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'View All Services' })
    .click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('heading', { name: 'Core Services', exact: true })).toBeHidden()
})

test('phone: the menu button tapped before hydration opens the Navigation panel', async ({ page }) => {
  test.skip(!isPhone(page), 'the slide-in panel is the small-screen menu')
  const early = await openBeforeHydration(page, '/')
  await page.getByRole('button', { name: 'Navigation' }).click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await expect(panel.getByRole('link', { name: 'All Services' })).toBeVisible()
  await early.hydrate()
  await expect(panel.getByRole('link', { name: 'All Services' })).toBeVisible()
})

test('home: an FAQ question clicked before hydration opens, and stays open once hydrated', async ({
  page,
}) => {
  const early = await openBeforeHydration(page, '/')
  const question = page.locator('#faq details').nth(2)
  await question.locator('summary').click()
  await expect(question.locator('p')).toBeVisible()
  await early.hydrate()
  await expect(question).toHaveAttribute('open', '')
  await expect(question.locator('p')).toBeVisible()
})

test('D365: a category tab clicked before hydration shows its panel, and stays chosen once hydrated', async ({
  page,
}) => {
  const early = await openBeforeHydration(page, '/dynamics-365-finance-operations')
  const azure = page.getByRole('tab', { name: 'Azure Cloud Services' })
  await azure.click()
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Azure Cloud Services' }),
  ).toBeVisible()
  await early.hydrate()
  await expect(azure).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Azure Cloud Services' }),
  ).toBeVisible()
})

test('home: the AI Assistant card clicked before hydration opens the assistant as soon as it can', async ({
  page,
}) => {
  const early = await openBeforeHydration(page, '/')
  const open = page.getByRole('button', { name: 'Chat with our assistant' })
  await open.click()
  await early.hydrate()
  // No second click: the click taken before hydration opens the dialog.
  const dialog = page.getByRole('dialog', { name: 'Enterprise Technology Assistant' })
  await expect(dialog.getByRole('heading', { name: 'Enterprise Technology Assistant' })).toBeVisible()
})
