// A message sent from a page in another language than English: the lead records the language, the team's e-mail
// names it, and every answer is worded in it, the function's pages (no scripts) and its JSON refusals alike, with
// the texts of "Contact form texts" in that language (docs/languages.md, Forms).
import { beforeAll, describe, expect, test } from 'vitest'
import { MESSAGES } from '../../validation/messages.ts'
import { UNKNOWN_LANGUAGE } from '../../validation/contact.ts'
import sendContactEmail from '../../functions/send-contact-email/function.ts'
import { contactServices, formPostRequest, freshIp, submit, validSubmission } from './harness.ts'

const services = contactServices({ CONTACT_RATE_LIMIT: '10000' })
// One message per network: the second is refused.
const limited = contactServices({ CONTACT_RATE_LIMIT: '1' })

const GERMAN = {
  required: 'Bitte füllen Sie dieses Feld aus',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  fixErrors: 'Bitte korrigieren Sie die markierten Angaben',
  homeRequired: 'Bitte füllen Sie alle Pflichtfelder aus (Name, E-Mail und Nachricht)',
  companyTooLong: 'Der Firmenname darf höchstens 100 Zeichen lang sein',
  tooMany: 'Zu viele Nachrichten aus Ihrem Netzwerk. Bitte versuchen Sie es später noch einmal.',
}

beforeAll(async () => {
  const form = (heading: string) => ({ _key: 'form', _type: 'contactFormSection', variant: 'full', heading })
  const documents: { _id: string; _type: string; [field: string]: unknown }[] = [
    { _id: 'page-thank-you', _type: 'page', title: 'Thanks', path: '/thank-you', language: 'en' },
    { _id: 'de-page-thank-you', _type: 'page', title: 'Danke', path: '/de/danke', language: 'de' },
    {
      _id: 'translations-page-thank-you',
      _type: 'translation.metadata',
      schemaTypes: ['page'],
      translations: [
        {
          _key: 'en',
          _type: 'internationalizedArrayReferenceValue',
          language: 'en',
          value: { _type: 'reference', _ref: 'page-thank-you' },
        },
        {
          _key: 'de',
          _type: 'internationalizedArrayReferenceValue',
          language: 'de',
          value: { _type: 'reference', _ref: 'de-page-thank-you' },
        },
      ],
    },
    {
      _id: 'page-contact',
      _type: 'page',
      title: 'Contact',
      path: '/contact',
      language: 'en',
      sections: [form('Send Us a Message')],
    },
    {
      _id: 'de-contact',
      _type: 'page',
      title: 'Kontakt',
      path: '/de/kontakt',
      language: 'de',
      sections: [form('Schreiben Sie uns')],
    },
    {
      _id: 'contactFormDefaults',
      _type: 'contactFormDefaults',
      language: 'en',
      submitLabel: 'Send Message',
      labels: { firstName: 'First name', email: 'Email' },
    },
    {
      _id: 'de-contact-form-defaults',
      _type: 'contactFormDefaults',
      language: 'de',
      submitLabel: 'Nachricht senden',
      labels: { firstName: 'Vorname', email: 'E-Mail' },
      messages: GERMAN,
    },
  ]
  for (const lake of [services.lake, limited.lake])
    await documents.reduce((tx, doc) => tx.createOrReplace(doc), lake.editor.transaction()).commit()
})

let unique = 0
function germanContactForm(overrides: Record<string, string> = {}): Record<string, string> {
  unique++
  return {
    source: 'contact',
    language: 'de',
    firstName: 'Jana',
    lastName: 'Becker',
    email: `jana.${unique}@example.de`,
    phone: '',
    company: 'Becker Maschinenbau',
    service: 'sap',
    message: `Wir planen die Umstellung auf S/4HANA (${unique}).`,
    website: '',
    ...overrides,
  }
}

async function post(fields: Record<string, string>) {
  const response = await sendContactEmail.handler(formPostRequest(fields), {
    clientIp: freshIp(),
    env: services.env,
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const leadByEmail = async (email: string) =>
  (await services.lake.leads()).find((lead) => lead.email === email)

describe('a message from a German page', () => {
  test('is stored with language de and the e-mail to the team says German', async () => {
    const body = validSubmission({ language: 'de', email: 'lena@example.de' })
    expect((await submit(body, services.env)).status).toBe(200)
    expect(await leadByEmail('lena@example.de')).toMatchObject({ language: 'de' })
    const mail = services.smtp.mails.find((sent) => sent.text.includes('lena@example.de'))
    expect(mail?.text).toMatch(/Language:\s+German/)
  })

  test('without a language is English, as an API caller that names none', async () => {
    const body = validSubmission({ email: 'api@example.com' })
    expect((await submit(body, services.env)).status).toBe(200)
    expect(await leadByEmail('api@example.com')).toMatchObject({ language: 'en' })
  })

  test('in a language the site does not have is refused with 400 and the languages it may be', async () => {
    const answer = await submit(validSubmission({ language: 'fr' }), services.env)
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors?.language).toBe(UNKNOWN_LANGUAGE)
    expect(UNKNOWN_LANGUAGE).toBe('Unknown language: language must be one of en, de')
  })

  test('refused as JSON, is answered with the German messages', async () => {
    const answer = await submit(validSubmission({ language: 'de', email: 'nope' }), services.env)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(GERMAN.fixErrors)
    expect(answer.body.fieldErrors?.email).toBe(GERMAN.invalidEmail)
  })

  test('refused for a company name over the limit, says so in German', async () => {
    const answer = await submit(validSubmission({ language: 'de', company: 'x'.repeat(101) }), services.env)
    expect(answer.status).toBe(400)
    expect(answer.body.fieldErrors?.company).toBe(GERMAN.companyTooLong)
  })

  test('one too many from a network is refused with 429 in German', async () => {
    const ip = '203.0.113.77'
    expect((await submit(validSubmission({ language: 'de' }), limited.env, ip)).status).toBe(200)
    const answer = await submit(validSubmission({ language: 'de' }), limited.env, ip)
    expect(answer.status).toBe(429)
    expect(answer.body.error).toBe(GERMAN.tooMany)
    expect(answer.headers.get('Retry-After')).toBeTruthy()
  })

  test('refused as JSON from an English page, keeps the exact English messages', async () => {
    const answer = await submit(validSubmission({ email: 'nope' }), services.env)
    expect(answer.body.error).toBe(MESSAGES.fixErrors)
    expect(answer.body.fieldErrors?.email).toBe(MESSAGES.invalidEmail)
  })
})

describe('a German form post (no scripts)', () => {
  test('that is valid goes to the German thank-you page and is stored as de', async () => {
    const fields = germanContactForm()
    const answer = await post(fields)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe('/de/danke')
    expect(await leadByEmail(fields.email!)).toMatchObject({ language: 'de', name: 'Jana Becker' })
  })

  test('that is refused comes back as a German page: its notice, the field messages and labels in German', async () => {
    const answer = await post(germanContactForm({ firstName: '', email: 'keine-adresse' }))
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('<html lang="de">')
    expect(answer.text).toContain(`<p>${GERMAN.fixErrors}</p>`)
    expect(answer.text).toContain(`<p class="error" id="contact-firstName-error">${GERMAN.required}</p>`)
    expect(answer.text).toContain(`<p class="error" id="contact-email-error">${GERMAN.invalidEmail}</p>`)
    expect(answer.text).toContain('<label for="contact-firstName">Vorname')
    expect(answer.text).toContain('<button type="submit">Nachricht senden</button>')
    // Posted again, it is German again.
    expect(answer.text).toContain('<input type="hidden" name="language" value="de">')
  })

  test('of the home form with a required field empty says so in German', async () => {
    const { firstName, lastName, ...rest } = germanContactForm({ source: 'home', message: '' })
    const answer = await post({ ...rest, name: `${firstName} ${lastName}` })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(`<p>${GERMAN.homeRequired}</p>`)
  })

  test('a text the translation leaves empty is the English one', async () => {
    const answer = await post(germanContactForm({ phone: 'call me' }))
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(`<p class="error" id="contact-phone-error">${MESSAGES.invalidPhone}</p>`)
  })
})
