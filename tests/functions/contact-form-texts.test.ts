// The contact function reads a form's texts as the site shows them: the section's own, else those of the shared
// "Contact form texts" document. A form whose section has no service choices of its own offers the shared ones, and
// a post choosing one of them is taken; a refused post shows the form again with the shared labels and choices.
import { beforeAll, describe, expect, test } from 'vitest'
import sendContactEmail from '../../functions/send-contact-email/function.ts'
import { contactServices, formPostRequest, freshIp } from './harness.ts'

const services = contactServices({ CONTACT_RATE_LIMIT: '10000' })
beforeAll(async () => {
  await services.lake.editor.createOrReplace({
    _id: 'page-thank-you',
    _type: 'page',
    title: 'Thanks',
    path: '/thank-you',
  })
  await services.lake.editor.createOrReplace({
    _id: 'contactFormDefaults',
    _type: 'contactFormDefaults',
    serviceOptions: [
      { _key: 'sap', value: 'sap', label: 'SAP Implementation' },
      { _key: 'testing', value: 'testing', label: 'Testing services' },
    ],
    submitLabel: 'Send it',
    labels: {
      name: 'Full name',
      email: 'Work e-mail',
      company: 'Organisation',
      phone: 'Telephone',
      service: 'Area',
      servicePlaceholder: 'Pick one',
      message: 'Your message',
    },
  })
  // The home page's short form: no texts of its own, except the message label.
  await services.lake.editor.createOrReplace({
    _id: 'page-home',
    _type: 'page',
    title: 'Home',
    path: '/',
    sections: [
      {
        _key: 'contact',
        _type: 'contactFormSection',
        anchorId: 'contact',
        variant: 'home',
        labels: { message: 'How can we help?' },
      },
    ],
  })
})

let unique = 0
/** The home form as a browser posts it: every field, the honeypot empty, no submission id. */
function homeForm(overrides: Record<string, string> = {}): Record<string, string> {
  unique++
  return {
    source: 'home',
    name: 'Ada Lovelace',
    email: `ada.${unique}@example.com`,
    phone: '',
    company: 'Analytical Engines',
    service: 'testing',
    message: `We would like our releases tested before they ship (${unique}).`,
    website: '',
    ...overrides,
  }
}

async function post(fields: Record<string, string>) {
  const request = formPostRequest(fields)
  const response = await sendContactEmail.handler(request, { clientIp: freshIp(), env: services.env })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

describe('a form whose section has no service choices of its own', () => {
  test('takes a choice from the shared list: the lead is stored with it, and the visitor thanked', async () => {
    const fields = homeForm()
    const answer = await post(fields)
    expect([answer.status, answer.headers.get('Location')]).toEqual([303, '/thank-you'])
    const [lead] = (await services.lake.leads()).filter((item) => item.email === fields.email)
    expect(lead).toMatchObject({ service: 'testing', source: 'home' })
  })

  test('refused, shows the shared choices again with the visitor’s choice selected', async () => {
    const answer = await post(homeForm({ email: 'nope' }))
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(
      '<option value="">Pick one</option><option value="sap">SAP Implementation</option><option value="testing" selected>Testing services</option></select>',
    )
  })

  test('refused, labels its fields with the shared texts and the section’s own', async () => {
    const answer = await post(homeForm({ email: 'nope' }))
    expect(answer.text).toContain('<label for="contact-name">Full name')
    expect(answer.text).toContain('<label for="contact-email">Work e-mail')
    expect(answer.text).toContain('<label for="contact-message">How can we help?')
    expect(answer.text).toContain('<button type="submit">Send it</button>')
  })
})
