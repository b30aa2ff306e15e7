// POST /api/send-contact-email: what the function refuses and with which answer (docs/product.md, The calls, Rules
// and Messages). Every refusal is `{success:false, error}` (plus `fieldErrors` for bad fields) and never a stack trace.
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { MESSAGES } from '../../validation/messages.ts'
import { MAX_BODY_BYTES } from '../../functions/send-contact-email/function.ts'
import { call, contactRequest, contactServices, submit, validSubmission, type Answer } from './harness.ts'

const services = contactServices({ CONTACT_RATE_LIMIT: '10000' })
beforeAll(async () => {})

/** No answer of the function may show how it is built: no stack frames, no file paths, no error class names. */
function expectNoStackTrace(answer: Answer) {
  expect(answer.text).not.toMatch(/\bat .+:\d+:\d+|\.ts\b|node:|Error:/)
}

/** A 400 for bad fields: the form's notice, the fields' messages, nothing stored and nothing mailed. */
async function expectFieldErrors(answer: Answer, fieldErrors: Record<string, string>) {
  expect(answer.status).toBe(400)
  expect(answer.body).toEqual({ success: false, error: MESSAGES.fixErrors, fieldErrors })
  expectNoStackTrace(answer)
}

describe('request checks', () => {
  test('any method but POST is answered 405 with Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await call(contactRequest(validSubmission(), { method }), services.env)
      expect(answer.status).toBe(405)
      expect(answer.headers.get('Allow')).toBe('POST')
      expect(answer.body).toEqual({ success: false, error: 'Method not allowed' })
    }
  })

  test('a body that is neither JSON nor a form post (urlencoded, see contact-form-post) is answered 415', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const answer = await call(
        contactRequest(validSubmission(), { headers: { 'Content-Type': type } }),
        services.env,
      )
      expect(answer.status).toBe(415)
      expect(answer.body).toEqual({ success: false, error: 'Content-Type must be application/json' })
    }
  })

  test('JSON with a charset is accepted as JSON', async () => {
    const request = contactRequest(validSubmission(), {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })
    expect((await call(request, services.env)).status).toBe(200)
  })

  test(`a body over ${MAX_BODY_BYTES / 1024} KB is answered 413`, async () => {
    const body = JSON.stringify(validSubmission({ padding: 'x'.repeat(MAX_BODY_BYTES) }))
    const answer = await call(contactRequest(body), services.env)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({
      success: false,
      error: `Request body must be at most ${MAX_BODY_BYTES} bytes`,
    })
  })

  test(`a body over ${MAX_BODY_BYTES / 1024} KB that does not declare its length (streamed) is answered 413`, async () => {
    const chunk = new TextEncoder().encode(`{"padding":"${'x'.repeat(4096)}`)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: the function must stop reading once it has more than MAX_BODY_BYTES.
        controller.enqueue(chunk)
        sent++
      },
    })
    const request = new Request('http://localhost/api/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(request.headers.get('content-length')).toBeNull()
    const answer = await call(request, services.env)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({
      success: false,
      error: `Request body must be at most ${MAX_BODY_BYTES} bytes`,
    })
    expect(sent).toBeLessThan(MAX_BODY_BYTES / chunk.length + 3)
  })

  test(`a body of exactly ${MAX_BODY_BYTES / 1024} KB is read`, async () => {
    const base = JSON.stringify(validSubmission({ padding: '' }))
    const body = base.replace('"padding":""', `"padding":"${'x'.repeat(MAX_BODY_BYTES - base.length)}"`)
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES)
    expect((await call(contactRequest(body), services.env)).status).toBe(200)
  })

  test('malformed JSON is answered 400', async () => {
    const answer = await call(contactRequest('{"name": "Ada",'), services.env)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ success: false, error: 'Request body is not valid JSON' })
  })

  test('a JSON body that is not an object is answered 400 with the required fields', async () => {
    for (const body of ['[]', 'null', '"hello"', '42']) {
      await expectFieldErrors(await call(contactRequest(body), services.env), {
        name: MESSAGES.required,
        email: MESSAGES.required,
        message: MESSAGES.required,
      })
    }
  })

  test('an upload that breaks off mid-way is answered 500 with a generic message and no stack trace', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'))
        controller.error(new TypeError('terminated: other side closed'))
      },
    })
    const request = new Request('http://localhost/api/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    const answer = await call(request, services.env)
    expect(answer.status).toBe(500)
    expect(answer.body).toEqual({ success: false, error: MESSAGES.unexpected })
    expectNoStackTrace(answer)
    // The details go to the server log instead.
    expect(consoleError).toHaveBeenCalledWith('[send-contact-email] unexpected error:', expect.any(TypeError))
    consoleError.mockRestore()
  })
})

describe('field rules: 400 with fieldErrors, one message per field', () => {
  test('name, email and message are required', async () => {
    await expectFieldErrors(await submit({}, services.env), {
      name: MESSAGES.required,
      email: MESSAGES.required,
      message: MESSAGES.required,
    })
  })

  test('a blank (whitespace-only) required field is missing', async () => {
    await expectFieldErrors(
      await submit(validSubmission({ name: '   ', email: ' \t', message: '\n\n' }), services.env),
      {
        name: MESSAGES.required,
        email: MESSAGES.required,
        message: MESSAGES.required,
      },
    )
  })

  test('a required field that is not text is missing', async () => {
    await expectFieldErrors(await submit(validSubmission({ name: 42, message: null }), services.env), {
      name: MESSAGES.required,
      message: MESSAGES.required,
    })
  })

  test('an e-mail address must match name@domain.tld', async () => {
    for (const email of [
      'ada',
      'ada@example',
      'ada@.com',
      'ada example@example.com',
      '@example.com',
      'ada@exa mple.com',
    ]) {
      await expectFieldErrors(await submit(validSubmission({ email }), services.env), {
        email: MESSAGES.invalidEmail,
      })
    }
  })

  test('an e-mail address longer than 254 characters is invalid', async () => {
    const email = `${'a'.repeat(250)}@example.com`
    await expectFieldErrors(await submit(validSubmission({ email }), services.env), {
      email: MESSAGES.invalidEmail,
    })
  })

  test('a message over 2000 characters is too long', async () => {
    await expectFieldErrors(await submit(validSubmission({ message: 'a'.repeat(2001) }), services.env), {
      message: MESSAGES.messageTooLong,
    })
  })

  test('a message of exactly 2000 characters is accepted', async () => {
    expect((await submit(validSubmission({ message: 'a'.repeat(2000) }), services.env)).status).toBe(200)
  })

  test('a phone number, if given, is an optional plus and at least 10 digits, spaces, hyphens or parentheses', async () => {
    for (const phone of ['12345', '555-CALL-NOW', '++1 555 012 3456', '+1 555 012 34 ext 5', '+1 555 012']) {
      await expectFieldErrors(await submit(validSubmission({ phone }), services.env), {
        phone: MESSAGES.invalidPhone,
      })
    }
  })

  test('a phone number longer than 30 characters is invalid', async () => {
    await expectFieldErrors(await submit(validSubmission({ phone: '1'.repeat(31) }), services.env), {
      phone: MESSAGES.invalidPhone,
    })
  })

  test('valid phone numbers and no phone number are accepted', async () => {
    for (const phone of ['+1 (555) 012-3456', '0123456789', '+1 555 0123', '020 7946 0958', '', undefined]) {
      expect((await submit(validSubmission({ phone }), services.env)).status).toBe(200)
    }
  })

  test('a company over 100 characters is refused', async () => {
    await expectFieldErrors(await submit(validSubmission({ company: 'c'.repeat(101) }), services.env), {
      company: 'Company must be at most 100 characters',
    })
  })

  test('the service must be one of the offered codes or none', async () => {
    await expectFieldErrors(await submit(validSubmission({ service: 'crypto' }), services.env), {
      service: 'Please choose a service from the list',
    })
    for (const service of ['sap', 'dynamics', 'staff', 'testing', 'consultation', '', undefined])
      expect((await submit(validSubmission({ service }), services.env)).status).toBe(200)
  })

  test('a name over 101 characters (first and last name of 50 and a space) is too long', async () => {
    await expectFieldErrors(await submit(validSubmission({ name: 'n'.repeat(102) }), services.env), {
      name: 'Name is too long',
    })
    expect(
      (await submit(validSubmission({ name: `${'n'.repeat(50)} ${'m'.repeat(50)}` }), services.env)).status,
    ).toBe(200)
  })

  test('a submission id that is not 8-64 letters, digits or hyphens is refused', async () => {
    for (const submissionId of ['short', 'a'.repeat(65), '../../etc/passwd', 'drafts.abcdefgh']) {
      await expectFieldErrors(await submit(validSubmission({ submissionId }), services.env), {
        submissionId: 'Invalid submission id',
      })
    }
  })

  test('every bad field is reported at once, each with its own message', async () => {
    const answer = await submit(
      validSubmission({ name: '', email: 'nope', phone: '123', message: 'm'.repeat(2001) }),
      services.env,
    )
    await expectFieldErrors(answer, {
      name: MESSAGES.required,
      email: MESSAGES.invalidEmail,
      phone: MESSAGES.invalidPhone,
      message: MESSAGES.messageTooLong,
    })
  })

  test('text is cleaned before it is checked: a message of only markup and javascript: is empty', async () => {
    await expectFieldErrors(
      await submit(validSubmission({ message: '<<>> javascript: onload=' }), services.env),
      {
        message: MESSAGES.required,
      },
    )
  })

  test('a refused submission stores no lead and sends no mail', async () => {
    const before = { leads: (await services.lake.leads()).length, mails: services.smtp.mails.length }
    const answer = await submit(
      validSubmission({ email: 'nope', submissionId: 'refused-0001' }),
      services.env,
    )
    expect(answer.status).toBe(400)
    expect(await services.lake.leads()).toHaveLength(before.leads)
    expect(services.smtp.mails).toHaveLength(before.mails)
    expect((await services.lake.leads()).some((lead) => lead.submissionId === 'refused-0001')).toBe(false)
  })
})
