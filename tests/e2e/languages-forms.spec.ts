// The contact forms on a German page (docs/languages.md, Forms): German messages from the German "Contact form
// texts", with scripts (checked in the browser) and without (the function's own page), and the lead stored with
// language de.
import { expect, test } from '@playwright/test'
import { MIN_FILL_MS } from '../../functions/send-contact-email/function.ts'
import { waitForHydration, leadsByEmail, uniqueEmail } from './helpers.ts'

const GERMAN = {
  required: 'Bitte füllen Sie dieses Feld aus',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  fixErrors: 'Bitte korrigieren Sie die markierten Angaben',
  homeRequired: 'Bitte füllen Sie alle Pflichtfelder aus (Name, E-Mail und Nachricht)',
  sent: 'Vielen Dank! Ihre Nachricht ist angekommen, wir melden uns in Kürze.',
}

test('with scripts: /de/kontakt names the errors in German, then sends and the lead is de', async ({
  page,
  request,
}) => {
  await page.goto('/de/kontakt')
  await waitForHydration(page)
  const form = page.locator('main form')
  await expect(form.getByText('0/2000 Zeichen')).toBeVisible()
  await form.getByRole('textbox', { name: 'E-Mail' }).fill('keine-adresse')
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(form.getByRole('alert')).toHaveText(GERMAN.fixErrors)
  await expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription(GERMAN.required)
  await expect(form.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(GERMAN.invalidEmail)

  const email = uniqueEmail('jana', 'example.de')
  await form.getByRole('textbox', { name: 'Vorname' }).fill('Jana')
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Becker')
  await form.getByRole('textbox', { name: 'E-Mail' }).fill(email)
  await form.getByRole('textbox', { name: 'Nachricht' }).fill('Wir planen die Umstellung auf S/4HANA.')
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(page.getByText(GERMAN.sent)).toBeVisible()
  expect(await leadsByEmail(request, email, '.language')).toEqual(['de'])
})

test('with scripts: the German home form’s missing fields are named in German', async ({ page }) => {
  await page.goto('/de')
  await waitForHydration(page)
  const form = page.locator('main form').last()
  await form.getByRole('textbox', { name: 'E-Mail' }).fill('jana@example.de')
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(page.getByText(GERMAN.homeRequired)).toBeVisible()
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('a refused post comes back as a German page; fixed, it goes to /de/danke and the lead is de', async ({
    page,
    request,
  }) => {
    await page.goto('/de/kontakt')
    const email = uniqueEmail('lena', 'example.de')
    let form = page.locator('main form')
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Lena')
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Vogel')
    await form.getByRole('textbox', { name: 'E-Mail' }).fill('keine-adresse')
    await form.getByRole('textbox', { name: 'Nachricht' }).fill('Zwei Testingenieure, bitte.')
    await form.getByRole('button', { name: 'Nachricht senden' }).click()

    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    form = page.locator('main form')
    await expect(form.getByRole('alert')).toHaveText(GERMAN.fixErrors)
    await expect(form.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(
      GERMAN.invalidEmail,
    )
    // What the visitor typed is still there.
    await expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Lena')

    await form.getByRole('textbox', { name: 'E-Mail' }).fill(email)
    await form.getByRole('button', { name: 'Nachricht senden' }).click()
    await expect(page).toHaveURL(/\/de\/danke$/)
    expect(await leadsByEmail(request, email, '.language')).toEqual(['de'])
  })
})
