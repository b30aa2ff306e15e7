// Every control works from the HTML alone (README, "HTML first"), tried with JavaScript disabled: what a visitor
// gets while the scripts are still loading, or when they never run. One control, one test.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { outboxFile } from '../../functions/lib/mailer.ts'
import { isPhone, leadsByEmail, uniqueEmail } from './helpers.ts'

test.use({ javaScriptEnabled: false })

/** Where the end-to-end server keeps its lake and outbox (CONTENT_LAKE_DATA_DIR in playwright.config.ts). */
const E2E_ENV = { CONTENT_LAKE_DATA_DIR: '.data/e2e' }

/** Every address the page asked for (navigations, posts, redirects), to check none carries personal data. */
function watchAddresses(page: Page): string[] {
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(decodeURIComponent(request.url())))
  return addresses
}

/** The leads sent with `email`. */
const leadsOf = (page: Page, email: string) =>
  leadsByEmail<{ name: string; service: string; submissionId: string }>(
    page.request,
    email,
    '{name, service, submissionId}',
  )

test('desktop: the Services menu opens without scripts, and its links lead to their pages', async ({
  page,
}) => {
  test.skip(isPhone(page), 'the drop-down is the large-screen menu')
  await page.goto('/')
  await page.getByRole('button', { name: 'Services' }).click()
  await expect(page.getByRole('heading', { name: 'Core Services' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Core Services' })).toBeHidden()
  await page.getByRole('button', { name: 'Services' }).click()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'SAP Implementation' })
    .click()
  await expect(page).toHaveURL(/\/sap-implementation$/)
})

test('phone: the Navigation panel opens and closes without scripts, and its links lead to their pages', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the slide-in panel is the small-screen menu')
  await page.goto('/')
  await page.getByRole('button', { name: 'Navigation' }).click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  await expect(panel.getByRole('link', { name: 'All Services' })).toBeVisible()
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toHaveCount(0)
  await page.getByRole('button', { name: 'Navigation' }).click()
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Case Studies' }).click()
  await expect(page).toHaveURL(/\/case-studies$/)
})

test('home: every FAQ answer can be read without scripts', async ({ page }) => {
  await page.goto('/')
  const questions = page.locator('#faq details')
  await expect(questions).toHaveCount(8)
  for (const question of await questions.all()) {
    const answer = question.locator('p')
    await expect(answer).toBeHidden()
    await question.locator('summary').click()
    await expect(answer).toBeVisible()
    expect((await answer.textContent())?.trim()).not.toBe('')
  }
})

test('D365: the first integration category shows without scripts, and each category tab shows its own', async ({
  page,
}) => {
  await page.goto('/dynamics-365-finance-operations')
  const panel = page.getByRole('tabpanel')
  await expect(panel).toHaveCount(1)
  await expect(panel.getByRole('heading', { name: 'Microsoft Power Platform' })).toBeVisible()
  await page.getByRole('tab', { name: 'Azure Cloud Services' }).click()
  await expect(panel).toHaveCount(1)
  await expect(panel.getByRole('heading', { name: 'Azure Cloud Services' })).toBeVisible()
  await page.getByRole('tab', { name: /Banking & Payment Systems/ }).click()
  await expect(panel).toHaveCount(1)
  await expect(panel.getByRole('heading', { name: 'Banking & Payment Systems' })).toBeVisible()
  await expect(panel.getByRole('listitem')).toHaveCount(4)
})

test('contact page: a message sent without scripts ends on the thank-you page, stored as a lead and mailed', async ({
  page,
}) => {
  const addresses = watchAddresses(page)
  const email = uniqueEmail('grace')
  await page.goto('/contact')
  const form = page.locator('main form')
  await form.getByRole('textbox', { name: 'First name' }).fill('Grace')
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('combobox', { name: 'Service of interest' }).selectOption('staff')
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('We need two QA engineers, and we have no JavaScript.')
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Message')
  const leads = await leadsOf(page, email)
  expect(leads.map(({ name, service }) => ({ name, service }))).toEqual([
    { name: 'Grace Hopper', service: 'staff' },
  ])
  const mail = await readFile(outboxFile(E2E_ENV, leads[0]!.submissionId), 'utf8')
  expect(mail).toContain(email)
  for (const address of addresses) {
    expect(address).not.toContain(email)
    expect(address).not.toContain('Hopper')
  }
})

test('contact page: an invalid message sent without scripts comes back with the exact messages and the values kept', async ({
  page,
}) => {
  const addresses = watchAddresses(page)
  await page.goto('/contact')
  const form = page.locator('main form')
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address')
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByRole('alert')).toHaveText('Please fix the errors in the form')
  const firstName = page.getByRole('textbox', { name: 'First name' })
  await expect(firstName).toHaveValue('Ada')
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
    'This field is required',
  )
  const emailField = page.getByRole('textbox', { name: 'Email' })
  await expect(emailField).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    'This field is required',
  )
  // Focus is on the first invalid field, without a script.
  await expect(page.getByRole('textbox', { name: 'Last name' })).toBeFocused()
  for (const address of addresses) expect(address).not.toContain('not-an-address')

  // Fixed and sent again from that page: the thank-you page.
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace')
  const email = uniqueEmail('ada')
  await emailField.fill(email)
  await page.getByRole('textbox', { name: 'Message' }).fill('Fixed and sent again.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  expect((await leadsOf(page, email)).map((lead) => lead.name)).toEqual(['Ada Lovelace'])
})

test('home: the form sent without scripts ends on the thank-you page; a missing field shows the home form notice', async ({
  page,
}) => {
  await page.goto('/')
  const form = page.locator('#contact form')
  const email = uniqueEmail('alan')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in all required fields (Name, Email, and Message)',
  )

  await page.getByRole('textbox', { name: 'Name' }).fill('Alan Turing')
  await page.getByRole('textbox', { name: 'Message' }).fill('Sent from the home page without scripts.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  expect((await leadsOf(page, email)).map((lead) => lead.name)).toEqual(['Alan Turing'])
})
