// The widgets and forms as a visitor uses them in the browser, on the hydrated prerendered pages: the header menus,
// the contact page form (docs/product.md, Rules) through to a stored lead, and the chat assistant.
import { expect, test, type Page } from '@playwright/test'
import { MIN_FILL_MS } from '../../functions/send-contact-email/function.ts'
import { isPhone, waitForHydration, leadsByEmail, uniqueEmail } from './helpers.ts'

/** The hydrated contact page's form. */
async function openContactForm(page: Page) {
  await page.goto('/contact')
  await waitForHydration(page)
  return page.locator('main form')
}

test('desktop: the Services drop-down shows both groups and View All Services, and closes on Escape', async ({
  page,
}) => {
  test.skip(isPhone(page), 'the drop-down is the large-screen menu')
  await page.goto('/')
  await waitForHydration(page)
  const services = page.getByRole('button', { name: 'Services' })
  await services.click()
  await expect(page.getByRole('heading', { name: 'Core Services' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Support Services' })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services')
  await menu.getByRole('link', { name: 'SAP Implementation' }).focus()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Core Services' })).toBeHidden()
  await expect(services).toBeFocused()
})

test('phone: the Navigation panel opens from the menu button, closes on Escape and on following a link', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the slide-in panel is the small-screen menu')
  await page.goto('/')
  await waitForHydration(page)
  const menuButton = page.getByRole('button', { name: 'Navigation' })
  await menuButton.click()
  const panel = page.getByRole('dialog')
  await expect(panel.getByRole('heading', { name: 'Navigation' })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'All Services' })).toHaveAttribute('href', '/services')
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(menuButton).toBeFocused()

  await menuButton.click()
  await page.getByRole('dialog').getByRole('link', { name: 'Case Studies' }).click()
  await expect(page).toHaveURL(/\/case-studies$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('phone: once hydrated, focus moves into the Navigation panel and Tab stays inside it', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the slide-in panel is the small-screen menu')
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Navigation' }).click()
  const panel = page.getByRole('dialog', { name: 'Navigation' })
  const close = panel.getByRole('button', { name: 'Close' })
  await expect(close).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(panel.getByRole('link', { name: 'Get Started' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
})

test('contact page: an empty submit shows the notice, the field errors, and moves focus to the first name', async ({
  page,
}) => {
  const form = await openContactForm(page)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Please fix the errors in the form')).toBeVisible()
  const firstName = form.getByRole('textbox', { name: 'First name' })
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  // The error is announced with its field: aria-describedby names the element that holds the message.
  await expect(firstName).toHaveAccessibleDescription('This field is required')
})

test('contact page: an invalid e-mail is described on its field, and the error clears as it is edited', async ({
  page,
}) => {
  const form = await openContactForm(page)
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace')
  await form.getByRole('textbox', { name: 'Message' }).fill('We need help with SAP.')
  const email = form.getByRole('textbox', { name: 'Email' })
  await email.fill('not-an-address')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
  await email.fill('ada@example.com')
  await expect(email).toHaveAttribute('aria-invalid', 'false')
})

test('contact page: a valid message is confirmed, the form clears, and the lead is stored in the content lake', async ({
  page,
  request,
}) => {
  const form = await openContactForm(page)
  const email = uniqueEmail('grace')
  await form.getByRole('textbox', { name: 'First name' }).fill('Grace')
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('combobox', { name: 'Service of interest' }).selectOption('staff')
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('We need two QA engineers for a Dynamics 365 rollout.')
  // A form filled faster than a person usually types is held as possible spam (not e-mailed): type at a human pace.
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('')

  // Recorded as sent from the contact page form, which says so itself.
  expect(
    await leadsByEmail(request, email, '{name, service, source, "possibleSpam": possibleSpam == true}'),
  ).toEqual([{ name: 'Grace Hopper', service: 'staff', source: 'contact', possibleSpam: false }])
})

test('home: the AI Assistant answers a question from the CMS content, and focus returns to the card on close', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const open = page.getByRole('button', { name: 'Chat with our assistant' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Enterprise Technology Assistant' })
  await expect(dialog.getByRole('heading', { name: 'Enterprise Technology Assistant' })).toBeVisible()
  const log = dialog.getByRole('log')
  await expect(log.locator('> *')).toHaveCount(1)
  await dialog.getByRole('textbox').fill('How much can we save on staff augmentation?')
  await dialog.getByRole('textbox').press('Enter')
  await expect(log).toContainText('65-70%')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()
})
