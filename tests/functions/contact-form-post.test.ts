// POST /api/send-contact-email as an HTML form posts it (before hydration, or without scripts): the same rules,
// limits and leads as the JSON path, answered with pages. Success is a 303 to the thank-you page; a refusal is the
// form again with the exact messages and the visitor's values; no personal data ever goes into an address.
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { MESSAGES } from '../../validation/messages.ts'
import { DUPLICATE_WINDOW_MS } from '../../functions/send-contact-email/form-post.ts'
import sendContactEmail, { MAX_FORM_BODY_BYTES } from '../../functions/send-contact-email/function.ts'
import { contactServices, formPostRequest, freezeClock, freshIp } from './harness.ts'

const services = contactServices({ CONTACT_RATE_LIMIT: '10000' })
beforeAll(async () => {
  // The CMS's thank-you page and contact page form (labels and button text come from it).
  await services.lake.editor.createOrReplace({
    _id: 'page-thank-you',
    _type: 'page',
    title: 'Thanks',
    path: '/thank-you',
  })
  await services.lake.editor.createOrReplace({
    _id: 'page-contact',
    _type: 'page',
    title: 'Contact',
    path: '/contact',
    sections: [
      {
        _key: 'form',
        _type: 'contactFormSection',
        variant: 'full',
        heading: 'Send Us a Message',
        submitLabel: 'Send Message',
        labels: { firstName: 'First name', lastName: 'Last name', email: 'Email', message: 'Message' },
        serviceOptions: [{ _key: 'sap', value: 'sap', label: 'SAP Implementation' }],
      },
    ],
  })
})

let unique = 0
/** The contact page form as a browser posts it: every field, the honeypot empty, no submission id. */
function contactPageForm(overrides: Record<string, string> = {}): Record<string, string> {
  unique++
  return {
    source: 'contact',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${unique}@example.com`,
    phone: '',
    company: 'Analytical Engines',
    service: 'sap',
    message: `We would like to move our finance team to S/4HANA (${unique}).`,
    website: '',
    ...overrides,
  }
}

function homeForm(overrides: Record<string, string> = {}): Record<string, string> {
  const { firstName, lastName, ...rest } = contactPageForm({ source: 'home' })
  return { ...rest, name: `${firstName} ${lastName}`, ...overrides }
}

/** Posts the fields as a browser submitting a form does (formPostRequest). */
async function post(
  fields: Record<string, string>,
  headers: Record<string, string | null> = {},
  clientIp = freshIp(),
) {
  const request = formPostRequest(fields, headers)
  const response = await sendContactEmail.handler(request, { clientIp, env: services.env })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const leadsByEmail = async (email: string) =>
  (await services.lake.leads()).filter((lead) => lead.email === email)

describe('a valid form post', () => {
  test('is stored as a lead, e-mailed, and answered 303 to the thank-you page', async () => {
    const fields = contactPageForm()
    const answer = await post(fields)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe('/thank-you')
    const [lead] = await leadsByEmail(fields.email!)
    expect(lead).toMatchObject({ name: 'Ada Lovelace', service: 'sap', source: 'contact', status: 'emailed' })
    expect(services.smtp.mails.some((mail) => mail.text.includes(fields.message!))).toBe(true)
  })

  test('from the home form keeps its single name field', async () => {
    const fields = homeForm({ name: 'Grace Hopper' })
    expect((await post(fields)).status).toBe(303)
    expect((await leadsByEmail(fields.email!))[0]).toMatchObject({ name: 'Grace Hopper' })
  })

  test('goes to the thank-you page at the address the CMS gives it', async () => {
    await services.lake.editor.patch('page-thank-you').set({ path: '/danke' }).commit()
    try {
      expect((await post(contactPageForm())).headers.get('Location')).toBe('/danke')
    } finally {
      await services.lake.editor.patch('page-thank-you').set({ path: '/thank-you' }).commit()
    }
  })

  test('puts no personal data in any address: the only redirect is the bare thank-you path', async () => {
    const fields = contactPageForm()
    const location = (await post(fields)).headers.get('Location')!
    expect(location).toBe('/thank-you')
    for (const value of [fields.firstName, fields.lastName, fields.email, fields.message])
      expect(decodeURIComponent(location)).not.toContain(value)
  })

  test('sent twice (a double click, a reload of the answer) stores one lead and sends one e-mail', async () => {
    const fields = contactPageForm()
    const mailsBefore = services.smtp.mails.length
    expect((await post(fields)).status).toBe(303)
    expect((await post(fields)).status).toBe(303)
    expect(await leadsByEmail(fields.email!)).toHaveLength(1)
    expect(services.smtp.mails.length - mailsBefore).toBe(1)
  })

  test('sent again across the edge of a 10-minute window, within 10 minutes, is still one lead', async () => {
    const clock = freezeClock()
    try {
      // Just before the edge of a window, then again 2 minutes later, in the next window.
      clock.advance(DUPLICATE_WINDOW_MS - (Date.now() % DUPLICATE_WINDOW_MS) - 60_000)
      const fields = contactPageForm()
      expect((await post(fields)).status).toBe(303)
      clock.advance(2 * 60_000)
      expect((await post(fields)).status).toBe(303)
      expect(await leadsByEmail(fields.email!)).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  test('sent again more than 10 minutes later is a new message', async () => {
    const clock = freezeClock()
    try {
      const fields = contactPageForm()
      expect((await post(fields)).status).toBe(303)
      clock.advance(DUPLICATE_WINDOW_MS + 60_000)
      expect((await post(fields)).status).toBe(303)
      expect(await leadsByEmail(fields.email!)).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  test('of 2000 characters of non-Latin text (three times the bytes when encoded) is read', async () => {
    const fields = contactPageForm({ message: 'あ'.repeat(2000) })
    expect((await post(fields)).status).toBe(303)
  })
})

describe('a refused form post is answered with the form again', () => {
  test("a contact page form left empty: 400, 'Please fix the errors in the form' and 'This field is required' on each required field", async () => {
    const answer = await post(contactPageForm({ firstName: '', lastName: ' ', email: '', message: '' }))
    expect(answer.status).toBe(400)
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(answer.text).toContain(`<p>${MESSAGES.fixErrors}</p>`)
    for (const field of ['firstName', 'lastName', 'email', 'message'])
      expect(answer.text).toContain(`<p class="error" id="contact-${field}-error">${MESSAGES.required}</p>`)
  })

  test("each field shows the contact page form's own message", async () => {
    const answer = await post(
      contactPageForm({ firstName: 'A'.repeat(51), email: 'nope', phone: '123', message: 'm'.repeat(2001) }),
    )
    for (const [field, message] of [
      ['firstName', MESSAGES.invalidFirstName],
      ['email', MESSAGES.invalidEmail],
      ['phone', MESSAGES.invalidPhone],
      ['message', MESSAGES.messageTooLong],
    ])
      expect(answer.text).toContain(`<p class="error" id="contact-${field}-error">${message}</p>`)
  })

  test('keeps what the visitor typed, labelled from the CMS, with focus on the first invalid field', async () => {
    const answer = await post(
      contactPageForm({ firstName: 'Ada', email: 'ada@nowhere', company: 'Engines & Co' }),
    )
    expect(answer.text).toContain('<label for="contact-firstName">First name')
    expect(answer.text).toMatch(/<input id="contact-firstName" name="firstName"[^>]* value="Ada">/)
    expect(answer.text).toContain('value="Engines &amp; Co"')
    expect(answer.text).toMatch(
      /<input id="contact-email"[^>]* aria-invalid="true" aria-describedby="contact-email-error" autofocus/,
    )
    expect(answer.text).toContain('<option value="sap" selected>SAP Implementation</option>')
    expect(answer.text).toContain('<button type="submit">Send Message</button>')
  })

  test('posts to the function again, as the same form, so the visitor only fixes and sends', async () => {
    const answer = await post(contactPageForm({ email: 'nope' }))
    expect(answer.text).toContain('<form method="post" action="/api/send-contact-email" novalidate>')
    expect(answer.text).toContain('<input type="hidden" name="source" value="contact">')
  })

  test('shows markup in the values as text, never as markup', async () => {
    const answer = await post(contactPageForm({ email: 'nope', company: '"><script>alert(1)</script>' }))
    expect(answer.text).not.toContain('<script>')
    expect(answer.text).toContain('&quot;&gt;&lt;script&gt;')
  })

  test("a home form missing a required field shows 'Please fill in all required fields (Name, Email, and Message)'", async () => {
    const answer = await post(homeForm({ name: '' }))
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(`<p>${MESSAGES.homeRequired}</p>`)
  })

  test('a refused post stores nothing and mails nothing', async () => {
    const fields = contactPageForm({ email: 'nope' })
    const mailsBefore = services.smtp.mails.length
    await post(fields)
    expect(await leadsByEmail('nope')).toHaveLength(0)
    expect(services.smtp.mails.length).toBe(mailsBefore)
  })
})

describe('limits and abuse, as pages', () => {
  test('over the rate limit: 429 with Retry-After and a page saying so, the values kept', async () => {
    const limited = { ...services.env, CONTACT_RATE_LIMIT: '1' }
    const ip = freshIp()
    const request = (fields: Record<string, string>) =>
      new Request('http://localhost/api/send-contact-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      })
    expect(
      (await sendContactEmail.handler(request(contactPageForm()), { clientIp: ip, env: limited })).status,
    ).toBe(303)
    const fields = contactPageForm()
    const answer = await sendContactEmail.handler(request(fields), { clientIp: ip, env: limited })
    expect(answer.status).toBe(429)
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0)
    const text = await answer.text()
    expect(text).toContain('<p>Too many messages from your network. Please try again later.</p>')
    expect(text).toContain(`value="${fields.email}"`)
  })

  test('the honeypot filled in: answered like a success (303), nothing stored', async () => {
    const fields = contactPageForm({ website: 'https://spam.example' })
    const answer = await post(fields)
    expect(answer.status).toBe(303)
    expect(await leadsByEmail(fields.email!)).toHaveLength(0)
  })

  test('a form posted from another site is refused (403) and not stored', async () => {
    const fields = contactPageForm()
    const answer = await post(fields, { 'Sec-Fetch-Site': 'cross-site' })
    expect(answer.status).toBe(403)
    expect(answer.text).not.toContain(fields.email)
    expect(await leadsByEmail(fields.email!)).toHaveLength(0)
  })

  test('a form posted from another origin is refused (403) and not stored, with or without Sec-Fetch-Site', async () => {
    // Browsers without Sec-Fetch-Site still send Origin with every form post.
    const cases: Record<string, string | null>[] = [
      { 'Sec-Fetch-Site': null, Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': null, Origin: 'null' },
      { 'Sec-Fetch-Site': null, Origin: 'http://localhost.evil.example' },
      { 'Sec-Fetch-Site': null, Origin: 'not an origin' },
      // A sibling site, or a header contradicting the other: only the site's own origin posts its forms.
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://shop.localhost' },
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
    ]
    for (const headers of cases) {
      const fields = contactPageForm()
      const answer = await post(fields, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.text).toContain('Forms may only be sent from this site')
      expect(answer.text).not.toContain(fields.email)
      expect(await leadsByEmail(fields.email!)).toHaveLength(0)
    }
  })

  test("a form posted from the site's own origin is taken, also where a proxy names the host", async () => {
    const cases: Record<string, string | null>[] = [
      { 'Sec-Fetch-Site': null, Origin: 'http://localhost' },
      { 'Sec-Fetch-Site': null, Origin: null },
      // Behind a proxy that terminates TLS and says which host the browser asked for.
      {
        'Sec-Fetch-Site': 'same-origin',
        Origin: 'https://www.example.com',
        'X-Forwarded-Host': 'www.example.com',
      },
    ]
    for (const headers of cases) {
      const fields = contactPageForm()
      const answer = await post(fields, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(303)
      expect(await leadsByEmail(fields.email!)).toHaveLength(1)
    }
  })

  test(`a body over ${MAX_FORM_BODY_BYTES} bytes is answered 413 with a page`, async () => {
    const answer = await post(contactPageForm({ padding: 'x'.repeat(MAX_FORM_BODY_BYTES) }))
    expect(answer.status).toBe(413)
    expect(answer.text).toContain(`Request body must be at most ${MAX_FORM_BODY_BYTES} bytes`)
  })
})

describe('a form post asking for JSON (an API client)', () => {
  test('gets the JSON answers: 200 {success: true}, or 400 with the fields of the form it sent', async () => {
    const json = { Accept: 'application/json' }
    const ok = await post(contactPageForm(), json)
    expect(ok.status).toBe(200)
    expect(JSON.parse(ok.text)).toEqual({ success: true })
    const refused = await post(contactPageForm({ lastName: '' }), json)
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.text)).toEqual({
      success: false,
      error: MESSAGES.fixErrors,
      fieldErrors: { lastName: MESSAGES.required },
    })
  })
})
