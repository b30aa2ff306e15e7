// The assistant on the German pages (issue 39): the German home page's card opens a dialog whose words come from the
// German Site Settings, and a German question is answered in German from the German content, with links to the
// German pages.
import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers.ts'

const TITLE = 'Ihr Technologie-Assistent'

test('on /de the assistant answers a German question in German from German content, with links to German pages', async ({
  page,
}) => {
  await page.goto('/de')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Mit dem Assistenten chatten' }).click()
  const dialog = page.getByRole('dialog', { name: TITLE })
  const log = dialog.getByRole('log')
  await expect(log).toContainText('Guten Tag! Ich bin der Technologie-Assistent von Northbridge.')
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Nachricht senden' })).toBeVisible()

  // The dialog's own messages are the German Site Settings'.
  await dialog.getByRole('textbox').fill('Ja')
  await dialog.getByRole('textbox').press('Enter')
  await expect(page.getByText('Bitte schreiben Sie etwas ausführlicher.')).toBeVisible()

  // Answered from the German FAQ (de-faq-3).
  await dialog.getByRole('textbox').fill('Wie gehen Sie mit der Zeitverschiebung um?')
  await dialog.getByRole('textbox').press('Enter')
  await expect(log).toContainText(
    'Unsere Teams arbeiten in einer Schicht, die sich mit den US-Geschäftszeiten',
  )
  // What screen readers hear before each message: the German words, not "You:".
  await expect(log).toContainText('Sie: Wie gehen Sie mit der Zeitverschiebung um?')
  await expect(log).toContainText(`${TITLE}: Unsere Teams`)

  await dialog.getByRole('textbox').fill('Wie kann ich Sie telefonisch erreichen?')
  await dialog.getByRole('textbox').press('Enter')
  await expect(log).toContainText('So erreichen Sie Northbridge Consulting:')
  await expect(log).toContainText('Telefon: +1 (555) 012-3456 (Montag bis Freitag, 8-18 Uhr (EST))')
  const contact = log.getByRole('link', { name: 'Kontaktseite' })
  await expect(contact).toHaveAttribute('href', '/de/kontakt')
  await contact.click()
  await expect(page).toHaveURL(/\/de\/kontakt$/)
})
