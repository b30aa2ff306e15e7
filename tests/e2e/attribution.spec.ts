// Every lead says where it came from (docs/leads.md): a visit that arrives by a campaign link, looks at another
// page, then sends the contact form gives a lead holding the campaign, the landing page and the sending page; with
// scripts (the browser keeps the visit's first touch) and without (hidden fields and the post's Referer).
import { expect, test } from '@playwright/test'
import { MIN_FILL_MS } from '../../functions/send-contact-email/function.ts'
import { waitForHydration, leadsByEmail, uniqueEmail } from './helpers.ts'

const CAMPAIGN = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch'

test('with scripts: the campaign and landing page of the visit’s first page, and the page the form was sent from', async ({
  page,
  request,
}) => {
  // The visitor leaves the landing page as soon as it has been parsed (its scripts have run, the app has not started):
  // the arrival must be kept by then, not once the page is interactive.
  await page.goto(`/blog${CAMPAIGN}`, { waitUntil: 'domcontentloaded' })
  // Two more pages of the visit, the second reached by a link in the page.
  await page.goto('/services')
  await waitForHydration(page)
  await page
    .getByRole('main')
    .getByRole('link', { name: /contact/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  await waitForHydration(page)
  const email = uniqueEmail('ada')
  const form = page.locator('main form')
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Message' }).fill('Tell us about your SAP RISE offer.')
  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible()
  expect(await leadsByEmail(request, email, '.attribution')).toEqual([
    expect.objectContaining({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-launch',
      landingPage: '/blog',
      pagePath: '/contact',
      pageTitle: expect.any(String),
      formName: 'Full form',
    }),
  ])
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('the form sent from the page a campaign link opened records the campaign and that page', async ({
    page,
    request,
  }) => {
    await page.goto(`/contact${CAMPAIGN}`)
    const email = uniqueEmail('grace')
    const form = page.locator('main form')
    await form.getByRole('textbox', { name: 'First name' }).fill('Grace')
    await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper')
    await form.getByRole('textbox', { name: 'Email' }).fill(email)
    await form.getByRole('textbox', { name: 'Message' }).fill('Two QA engineers, please.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    expect(await leadsByEmail(request, email, '.attribution')).toEqual([
      expect.objectContaining({
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring-launch',
        pagePath: '/contact',
        formName: 'Full form',
      }),
    ])
  })
})
