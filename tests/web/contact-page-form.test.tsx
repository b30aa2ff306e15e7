// The contact page form (docs/product.md, States, Rules "Contact page form", The calls, Messages): the spec's field rules and messages, what is
// sent, and the sending / success / failure states, with the function answered by MSW.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import ContactPageForm from '../../web/src/features/contact/ContactPageForm.tsx'
import { MESSAGES, notSentMessage } from '../../validation/messages.ts'
import { contactSectionOf, mockContactFunction, renderForm, siteSettings } from './contact-form-harness.tsx'

const section = await contactSectionOf('/contact')
const fn = mockContactFunction()

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  company: () => screen.getByRole('textbox', { name: 'Company' }),
  service: () => screen.getByRole('combobox', { name: 'Service of interest' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
}
const submitButton = () => screen.getByRole('button', { name: 'Send Message' })

function setup() {
  const user = userEvent.setup()
  renderForm(ContactPageForm, section)
  return user
}

/** Renders a fresh form for each case, checks it, and takes it away again. */
async function eachCase<T>(
  cases: T[],
  check: (user: ReturnType<typeof userEvent.setup>, value: T) => Promise<void>,
) {
  for (const value of cases) {
    const user = userEvent.setup()
    const { unmount } = renderForm(ContactPageForm, section)
    await check(user, value)
    unmount()
  }
}

/** Fills every required field with valid values (and the optional ones given). */
async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<keyof typeof field, string>> = {},
) {
  const all = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    message: 'Hello there',
    ...values,
  }
  for (const [name, value] of Object.entries(all)) {
    if (name === 'service') await user.selectOptions(field.service(), value)
    else await user.type(field[name as keyof typeof field](), value)
  }
}

/** The error shown for a field: its accessible description minus the counter hint. */
const errorOf = (element: HTMLElement) => document.getElementById(`${element.id}-error`)?.textContent ?? null

describe('required fields', () => {
  test("first name, last name, email and message left empty each show 'This field is required'", async () => {
    const user = setup()
    await user.click(submitButton())
    for (const name of ['firstName', 'lastName', 'email', 'message'] as const) {
      expect(errorOf(field[name]())).toBe(MESSAGES.required)
      expect(field[name]()).toHaveAttribute('aria-invalid', 'true')
    }
    for (const name of ['phone', 'company', 'service'] as const) {
      expect(errorOf(field[name]())).toBeNull()
      expect(field[name]()).toHaveAttribute('aria-invalid', 'false')
    }
  })

  test('a field of only spaces is empty', async () => {
    const user = setup()
    await fillValid(user, { firstName: '   ', message: '   ' })
    await user.click(submitButton())
    expect(errorOf(field.firstName())).toBe(MESSAGES.required)
    expect(errorOf(field.message())).toBe(MESSAGES.required)
    expect(fn.sent).toEqual([])
  })

  test('the required fields are marked as required', () => {
    setup()
    for (const name of ['firstName', 'lastName', 'email', 'message'] as const)
      expect(field[name]()).toBeRequired()
    for (const name of ['phone', 'company', 'service'] as const) expect(field[name]()).not.toBeRequired()
  })
})

describe('field rules', () => {
  test("an e-mail address that is not name@domain.tld shows 'Please enter a valid email address'", async () => {
    await eachCase(['ada', 'ada@example', 'ada@example .com'], async (user, email) => {
      await fillValid(user, { email })
      await user.click(submitButton())
      expect(errorOf(field.email())).toBe(MESSAGES.invalidEmail)
    })
    expect(fn.sent).toEqual([])
  })

  test("a phone number with fewer than 10 digits, spaces, hyphens or parentheses shows 'Please enter a valid phone number'", async () => {
    await eachCase(['12345', '+1 555 012', '555-CALL-NOW'], async (user, phone) => {
      await fillValid(user, { phone })
      await user.click(submitButton())
      expect(errorOf(field.phone())).toBe(MESSAGES.invalidPhone)
    })
    expect(fn.sent).toEqual([])
  })

  test('a phone number with an optional leading plus and 10 allowed characters is accepted, as is none', async () => {
    await eachCase(['+1 (555) 012-3456', '0123456789', ''], async (user, phone) => {
      await fillValid(user, phone ? { phone } : {})
      await user.click(submitButton())
      expect(errorOf(field.phone())).toBeNull()
      await waitFor(() => expect(field.firstName()).toHaveValue(''))
    })
    expect(fn.sent.map((body) => body.phone)).toEqual(['+1 (555) 012-3456', '0123456789', ''])
  })

  test("a message over 2000 characters shows 'Message must be less than 2000 characters'", async () => {
    const user = setup()
    await fillValid(user)
    // The field is capped at 2000; a value set around the cap (autofill, scripts) is still refused.
    fireEvent.change(field.message(), { target: { value: 'm'.repeat(2001) } })
    await user.click(submitButton())
    expect(errorOf(field.message())).toBe(MESSAGES.messageTooLong)
    expect(fn.sent).toEqual([])
  })

  test("a first or last name over 50 characters shows 'Please enter a valid first name' / 'last name'", async () => {
    const user = setup()
    await fillValid(user)
    fireEvent.change(field.firstName(), { target: { value: 'f'.repeat(51) } })
    fireEvent.change(field.lastName(), { target: { value: 'l'.repeat(51) } })
    await user.click(submitButton())
    expect(errorOf(field.firstName())).toBe(MESSAGES.invalidFirstName)
    expect(errorOf(field.lastName())).toBe(MESSAGES.invalidLastName)
    expect(fn.sent).toEqual([])
  })

  test('a first or last name with angle brackets is not valid', async () => {
    const user = setup()
    await fillValid(user, { firstName: 'Ada<b>', lastName: 'x>y' })
    await user.click(submitButton())
    expect(errorOf(field.firstName())).toBe(MESSAGES.invalidFirstName)
    expect(errorOf(field.lastName())).toBe(MESSAGES.invalidLastName)
    expect(fn.sent).toEqual([])
  })

  test('input is capped: names at 50, company at 100 and message at 2000 characters', () => {
    setup()
    expect(field.firstName()).toHaveAttribute('maxLength', '50')
    expect(field.lastName()).toHaveAttribute('maxLength', '50')
    expect(field.company()).toHaveAttribute('maxLength', '100')
    expect(field.message()).toHaveAttribute('maxLength', '2000')
  })

  test("a counter shows 'n/2000 characters' as the message is typed", async () => {
    const user = setup()
    expect(screen.getByText('0/2000 characters')).toBeInTheDocument()
    await user.type(field.message(), 'Hello')
    expect(screen.getByText('5/2000 characters')).toBeInTheDocument()
    await user.type(field.message(), '{Backspace}{Backspace}')
    expect(screen.getByText('3/2000 characters')).toBeInTheDocument()
    expect(field.message()).toHaveAccessibleDescription('3/2000 characters')
  })
})

describe('on any error', () => {
  test("the notice 'Please fix the errors in the form' shows and nothing is sent", async () => {
    const user = setup()
    expect(screen.queryByText(MESSAGES.fixErrors)).toBeNull()
    await fillValid(user, { email: 'nope' })
    await user.click(submitButton())
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fixErrors)
    expect(fn.sent).toEqual([])
  })

  test("a field's error clears when that field is edited; the others stay", async () => {
    const user = setup()
    await user.click(submitButton())
    await user.type(field.firstName(), 'A')
    expect(errorOf(field.firstName())).toBeNull()
    expect(field.firstName()).toHaveAttribute('aria-invalid', 'false')
    expect(errorOf(field.lastName())).toBe(MESSAGES.required)
    expect(field.lastName()).toHaveAttribute('aria-invalid', 'true')
  })

  test('the notice goes once every error is cleared', async () => {
    const user = setup()
    await fillValid(user, { email: 'nope' })
    await user.click(submitButton())
    await user.type(field.email(), 'x')
    expect(screen.queryByText(MESSAGES.fixErrors)).toBeNull()
  })

  test('an invalid field is described by its error message (aria-invalid, aria-describedby)', async () => {
    const user = setup()
    await fillValid(user, { phone: '123' })
    await user.click(submitButton())
    const phone = field.phone()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone.getAttribute('aria-describedby')).toBe(`${phone.id}-error`)
    expect(phone).toHaveAccessibleDescription(MESSAGES.invalidPhone)
    // The message field is described by its error and its counter.
    await user.clear(field.message())
    await user.click(submitButton())
    expect(field.message()).toHaveAccessibleDescription(`${MESSAGES.required} 0/2000 characters`)
  })

  test('focus moves to the first invalid field, in the order of the form', async () => {
    const user = setup()
    await fillValid(user, { phone: '123', message: ' ' })
    await user.clear(field.lastName())
    await user.click(submitButton())
    expect(field.lastName()).toHaveFocus()
  })

  test('focus moves to the first name when everything is empty', async () => {
    const user = setup()
    await user.click(submitButton())
    expect(field.firstName()).toHaveFocus()
  })
})

describe('sending', () => {
  test('sends the name joined from first and last name, the cleaned text fields, the honeypot and the form it is (contact)', async () => {
    const user = setup()
    await fillValid(user, {
      firstName: '  Ada ',
      lastName: ' Lovelace',
      email: ' ada@example.com ',
      phone: '+1 (555) 012-3456',
      company: 'Engines <Ltd> onclick=run()',
      service: 'staff',
      message: ' Hello <b>team</b> javascript:alert(1) ',
    })
    await user.click(submitButton())
    await waitFor(() => expect(fn.sent).toHaveLength(1))
    expect(fn.sent[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 (555) 012-3456',
      company: 'Engines Ltd run()',
      service: 'staff',
      message: 'Hello bteam/b alert(1)',
      website: '',
      source: 'contact',
      language: 'en',
      // Which form it is (docs/leads.md); the page is the one around it, none in this test.
      formKey: section._key,
      formName: 'Full form',
      submissionId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
      elapsedMs: expect.any(Number),
    })
  })

  test('the honeypot field is hidden from people and sent as filled (by bots)', async () => {
    const user = setup()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot).toHaveAttribute('tabIndex', '-1')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    await fillValid(user)
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } })
    await user.click(submitButton())
    await waitFor(() => expect(fn.sent).toHaveLength(1))
    expect(fn.sent[0]).toMatchObject({ website: 'https://spam.example' })
  })

  test("while sending the button reads 'Sending...' and is disabled, and a second submit is ignored", async () => {
    const user = setup()
    const release = fn.hold()
    await fillValid(user)
    await user.click(submitButton())
    const busy = await screen.findByRole('button', { name: MESSAGES.sending })
    expect(busy).toBeDisabled()
    fireEvent.submit(busy.closest('form')!)
    await user.keyboard('{Enter}')
    release()
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(fn.sent).toHaveLength(1)
  })

  test("on success the toast 'Message sent successfully! We'll get back to you soon.' shows and the form is cleared", async () => {
    const user = setup()
    await fillValid(user, { phone: '0123456789', company: 'Acme', service: 'sap' })
    await user.click(submitButton())
    expect(await screen.findByText(MESSAGES.sent)).toBeInTheDocument()
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message'] as const)
      expect(field[name]()).toHaveValue('')
    expect(screen.getByText('0/2000 characters')).toBeInTheDocument()
  })

  test('after sending, the confirmation from the CMS says what happens next, takes the focus, and goes once a new message is typed', async () => {
    const user = setup()
    await fillValid(user)
    await user.click(submitButton())
    const heading = await screen.findByRole('heading', { name: 'Thank you, we have your message' })
    expect(heading).toHaveFocus()
    expect(heading.closest('[role="status"]')).toHaveTextContent(
      'A solution architect reads it and replies within 24 hours, Monday-Friday 8 AM-6 PM EST, to arrange a free 30-minute call about your project.',
    )
    await user.type(field.firstName(), 'A')
    expect(screen.queryByRole('heading', { name: 'Thank you, we have your message' })).not.toBeInTheDocument()
  })

  test('a failed send shows no confirmation', async () => {
    const user = setup()
    fn.answerWith({ status: 503, body: { success: false, error: 'The mail service is down, try later' } })
    await fillValid(user)
    await user.click(submitButton())
    expect(await screen.findByText('The mail service is down, try later')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Thank you, we have your message' })).not.toBeInTheDocument()
  })

  test("on failure the function's error shows and the values stay", async () => {
    const user = setup()
    fn.answerWith({ status: 503, body: { success: false, error: 'The mail service is down, try later' } })
    await fillValid(user)
    await user.click(submitButton())
    expect(await screen.findByText('The mail service is down, try later')).toBeInTheDocument()
    expect(field.firstName()).toHaveValue('Ada')
    expect(field.message()).toHaveValue('Hello there')
    expect(submitButton()).toBeEnabled()
  })

  test('on failure without an error text the toast says the message was not sent, with the phone and e-mail', async () => {
    const user = setup()
    fn.answerWith({ status: 500 })
    await fillValid(user)
    await user.click(submitButton())
    expect(await screen.findByText(notSentMessage(siteSettings))).toBeInTheDocument()
    expect(field.email()).toHaveValue('ada@example.com')
  })

  test('when the call itself fails, the toast says the message was not sent, and the error is logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = setup()
    fn.answerWith('network-error')
    await fillValid(user)
    await user.click(submitButton())
    expect(await screen.findByText(notSentMessage(siteSettings))).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalled()
    expect(field.lastName()).toHaveValue('Lovelace')
  })

  test('a resend after a failure carries the same submission id; the next message a new one', async () => {
    const user = setup()
    fn.answerWith({ status: 503, body: { success: false, error: 'down' } })
    await fillValid(user)
    await user.click(submitButton())
    await screen.findByText('down')
    fn.answerWith({ status: 200, body: { success: true } })
    await user.click(submitButton())
    await screen.findByText(MESSAGES.sent)
    // The form was emptied with form.reset(), which user-event does not see (it keeps its own copy of what it typed
    // and would type after it); in a browser these fields are already empty.
    for (const name of ['firstName', 'lastName', 'email', 'message'] as const) await user.clear(field[name]())
    await fillValid(user)
    await user.click(submitButton())
    await waitFor(() => expect(fn.sent).toHaveLength(3))
    expect(fn.sent[1]!.submissionId).toBe(fn.sent[0]!.submissionId)
    expect(fn.sent[2]!.submissionId).not.toBe(fn.sent[0]!.submissionId)
  })
})
