// The assistant's hand-off to sales (docs/leads.md, "Leads from the assistant"), in the browser: asked for a person,
// the assistant offers a form in the dialog; filled in and sent by keyboard alone, it becomes a lead with source
// "chat" and the conversation, mailed once, and the dialog's confirmation replaces the form. On a 390 px phone the
// viewport is shortened as an on-screen keyboard does, and every field reached stays in view.
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { outboxFile } from '../../functions/lib/mailer.ts'
import { MIN_FILL_MS } from '../../functions/send-contact-email/function.ts'
import { isPhone, waitForHydration, leadsByEmail, uniqueEmail } from './helpers.ts'

/** Where the end-to-end server keeps its lake and outbox (CONTENT_LAKE_DATA_DIR in playwright.config.ts). */
const E2E_ENV = { CONTENT_LAKE_DATA_DIR: '.data/e2e' }
const TITLE = 'Enterprise Technology Assistant'
// The seed's siteSettings.assistant.handoff texts.
const HEADING = 'Leave your details here and our team will get back to you.'
const SENT = 'Thank you! Your request is with our team, and we will get back to you shortly.'
const QUESTION = "I'd like to talk to a person"

interface StoredLead {
  name: string
  message: string
  source: string
  status: string
  emailAttempts: number
  submissionId: string
  transcript: { role: string; content: string }[]
  attribution: Record<string, string>
}

const leadsOf = (request: APIRequestContext, email: string) =>
  leadsByEmail<StoredLead>(
    request,
    email,
    '{name, message, source, status, emailAttempts, submissionId, "transcript": transcript[]{role, content}, attribution}',
  )

test('asked for a person, the dialog takes the visitor’s details by keyboard alone: a chat lead with its transcript, mailed once', async ({
  page,
  request,
}) => {
  const phone = isPhone(page)
  if (phone) await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sap-btp')
  await waitForHydration(page)
  await page.getByRole('button', { name: TITLE }).click()
  const dialog = page.getByRole('dialog', { name: TITLE })
  const input = dialog.getByRole('textbox', { name: 'Ask about SAP, Dynamics 365, staffing or costs...' })
  // A touch device gets no focus in a field when the dialog opens (no keyboard pops up): the visitor taps it.
  if (phone) await input.tap()
  await expect(input).toBeFocused()
  await page.keyboard.type(QUESTION)
  await page.keyboard.press('Enter')

  const form = dialog.getByRole('form', { name: HEADING })
  await expect(form).toBeVisible()
  // An on-screen keyboard takes the lower part of a phone's screen.
  if (phone) await page.setViewportSize({ width: 390, height: 500 })
  const name = form.getByRole('textbox', { name: /^Your name/ })
  const email = form.getByRole('textbox', { name: /^Your e-mail/ })
  const need = form.getByRole('textbox', { name: /^What do you need\?/ })
  const send = form.getByRole('button', { name: 'Send to our team' })

  // From the message box back to the form: its button, the privacy link, then the fields.
  for (let step = 0; step < 5; step++) await page.keyboard.press('Shift+Tab')
  await expect(name).toBeFocused()
  await expect(name).toBeInViewport()
  await page.keyboard.type('Ada Lovelace')
  await page.keyboard.press('Tab')
  await expect(email).toBeFocused()
  await expect(email).toBeInViewport()
  const address = uniqueEmail('ada')
  await page.keyboard.type(address)
  await page.keyboard.press('Tab')
  await expect(need).toBeFocused()
  await expect(need).toBeInViewport()
  await page.keyboard.type('A call about moving our finance team to S/4HANA.')
  // A person takes longer than the contact function's spam threshold.
  await page.waitForTimeout(MIN_FILL_MS)
  await page.keyboard.press('Tab')
  await expect(form.getByRole('link', { name: 'Privacy policy' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(send).toBeFocused()
  await expect(send).toBeInViewport()
  await page.keyboard.press('Enter')

  const confirmation = dialog.getByText(SENT)
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toBeFocused()
  await expect(form).toHaveCount(0)

  const leads = await leadsOf(request, address)
  expect(leads).toEqual([
    {
      name: 'Ada Lovelace',
      message: 'A call about moving our finance team to S/4HANA.',
      source: 'chat',
      status: 'emailed',
      emailAttempts: 1,
      submissionId: expect.any(String),
      transcript: [
        { role: 'user', content: QUESTION },
        { role: 'assistant', content: expect.stringContaining('consultants') },
      ],
      attribution: expect.objectContaining({
        pagePath: '/sap-btp',
        formName: TITLE,
        landingPage: '/sap-btp',
      }),
    },
  ])
  // The text part as read: quoted-printable's soft line breaks and escapes undone.
  const mail = (await readFile(outboxFile(E2E_ENV, leads[0]!.submissionId), 'utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  expect(mail).toContain(address)
  expect(mail).toContain('Conversation with the assistant:')
  expect(mail).toContain(`Visitor: ${QUESTION}`)
})

test('a question that does not ask for a person gets no form', async ({ page }) => {
  await page.goto('/sap-btp')
  await waitForHydration(page)
  await page.getByRole('button', { name: TITLE }).click()
  const dialog = page.getByRole('dialog', { name: TITLE })
  if (isPhone(page)) await dialog.getByRole('textbox').tap()
  await expect(dialog.getByRole('textbox')).toBeFocused()
  await page.keyboard.type('What is SAP BTP?')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('log')).toContainText('SAP Business Technology Platform')
  await expect(dialog.getByRole('form')).toHaveCount(0)
})

/** The serious and critical WCAG 2.1 A/AA violations in the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    )
}

test('the form, with its errors shown, has no serious or critical WCAG 2.1 A/AA violation, light and dark', async ({
  page,
}) => {
  await page.goto('/sap-btp')
  await waitForHydration(page)
  await page.getByRole('button', { name: TITLE }).click()
  const dialog = page.getByRole('dialog', { name: TITLE })
  await dialog.getByRole('textbox').click()
  await page.keyboard.type(QUESTION)
  await page.keyboard.press('Enter')
  const form = dialog.getByRole('form', { name: HEADING })
  await form.getByRole('button', { name: 'Send to our team' }).click()
  await expect(form.getByText('This field is required')).toHaveCount(3)
  expect(await dialogViolations(page)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await dialogViolations(page)).toEqual([])
})
