// The assistant on every page, in the browser: the launcher the site layout adds once a page is interactive, a link
// in an answer followed inside the app with the dialog still open, and the conversation kept for the tab.
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

const TITLE = 'Enterprise Technology Assistant'

test('a page without the home card has the launcher; a link in an answer changes the page and keeps the dialog and the conversation', async ({
  page,
}) => {
  await page.goto('/staff-augmentation')
  await waitForHydration(page)
  await page.getByRole('button', { name: TITLE }).click()
  const dialog = page.getByRole('dialog', { name: TITLE })
  const log = dialog.getByRole('log')
  await dialog.getByRole('textbox').fill('How many clients do you have?')
  await dialog.getByRole('textbox').press('Enter')
  await expect(log).toContainText('50+ enterprise clients')

  await dialog.getByRole('textbox').fill('What is SAP BTP?')
  await dialog.getByRole('textbox').press('Enter')
  await log.getByRole('link', { name: 'SAP Business Technology Platform' }).click()
  await expect(page).toHaveURL(/\/sap-btp$/)
  // The page behind the open dialog is inert, out of the accessibility tree: found by its element.
  await expect(page.locator('main h1')).toContainText('SAP Business Technology Platform')
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible()
  await expect(log).toContainText('How many clients do you have?')

  // A new page load: the conversation is still there when the assistant opens again.
  await page.reload()
  await waitForHydration(page)
  await page.getByRole('button', { name: TITLE }).click()
  await expect(page.getByRole('dialog', { name: TITLE }).getByRole('log')).toContainText(
    '50+ enterprise clients',
  )
})

test('the launcher is not in the prerendered HTML: it appears once the page is interactive', async ({
  request,
}) => {
  const html = await (await request.get('/contact')).text()
  expect(html).not.toContain(`aria-label="${TITLE}"`)
})

test('the launcher steps aside while the home card offers the same, and while a field of the page has the focus', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const launcher = page.getByRole('button', { name: TITLE })
  await page.getByRole('button', { name: 'Chat with our assistant' }).scrollIntoViewIfNeeded()
  await expect(launcher).toBeHidden()
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect(launcher).toBeVisible()

  await page.goto('/contact')
  await waitForHydration(page)
  await expect(launcher).toBeVisible()
  await page.getByRole('textbox', { name: 'Message' }).focus()
  await expect(launcher).toBeHidden()
  await page.getByRole('textbox', { name: 'Message' }).blur()
  await expect(launcher).toBeVisible()
})
