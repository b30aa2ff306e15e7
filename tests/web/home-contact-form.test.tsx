// The home page's contact form (docs/product.md, States, Rules "Home contact form", The calls, Messages): name, email and message required with
// one toast, what is sent, and the sending / success / failure states, with the function answered by MSW.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { describe, expect, test, vi } from 'vitest'
import HomeContactForm from '../../web/src/features/contact/HomeContactForm.tsx'
import { MESSAGES, notSentMessage } from '../../validation/messages.ts'
import { contactSectionOf, mockContactFunction, renderForm, siteSettings } from './contact-form-harness.tsx'

const section = await contactSectionOf('/')
const fn = mockContactFunction()

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  company: () => screen.getByRole('textbox', { name: 'Company' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  service: () => screen.getByRole('combobox', { name: 'Service of interest' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
}
type Field = keyof typeof field
const submitButton = () => screen.getByRole('button', { name: 'Send Message' })

function setup() {
  const user = userEvent.setup()
  const { unmount } = renderForm(HomeContactForm, section)
  return { user, unmount }
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue
    if (name === 'service') await user.selectOptions(field.service(), value)
    else await user.type(field[name as Field](), value)
  }
}
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' }

describe('required fields', () => {
  test('name, email and message are required, email is of e-mail type', () => {
    setup()
    for (const name of ['name', 'email', 'message'] as const) expect(field[name]()).toBeRequired()
    for (const name of ['company', 'phone', 'service'] as const) expect(field[name]()).not.toBeRequired()
    expect(field.email()).toHaveAttribute('type', 'email')
  })

  test("any of them missing shows the toast 'Please fill in all required fields (Name, Email, and Message)' and nothing is sent", async () => {
    for (const missing of ['name', 'email', 'message'] as const) {
      const { user, unmount } = setup()
      await fill(user, { ...valid, [missing]: '' })
      await user.click(submitButton())
      expect(await screen.findByText(MESSAGES.homeRequired)).toBeInTheDocument()
      unmount()
      toast.remove()
    }
    expect(fn.sent).toEqual([])
  })

  test('a required field of only spaces is missing', async () => {
    const { user } = setup()
    await fill(user, { ...valid, name: '   ' })
    await user.click(submitButton())
    expect(await screen.findByText(MESSAGES.homeRequired)).toBeInTheDocument()
    expect(fn.sent).toEqual([])
  })

  test('the values stay after the required-fields toast', async () => {
    const { user } = setup()
    await fill(user, { name: 'Ada', message: 'Hello' })
    await user.click(submitButton())
    await screen.findByText(MESSAGES.homeRequired)
    expect(field.name()).toHaveValue('Ada')
    expect(field.message()).toHaveValue('Hello')
  })

  test('input is capped: company at 100 and message at 2000 characters', () => {
    setup()
    expect(field.company()).toHaveAttribute('maxLength', '100')
    expect(field.message()).toHaveAttribute('maxLength', '2000')
  })
})

describe('sending', () => {
  test('sends the form as JSON: cleaned text fields, the service code, the honeypot and the form it is (home)', async () => {
    const { user } = setup()
    await fill(user, {
      name: ' Ada <Lovelace> ',
      email: 'ada@example.com ',
      company: 'Engines onmouseover=steal()',
      phone: '+44 20 7946 0958',
      service: 'consultation',
      message: ' <script>alert(1)</script> javascript:go Hello ',
    })
    await user.click(submitButton())
    await waitFor(() => expect(fn.sent).toHaveLength(1))
    expect(fn.sent[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Engines steal()',
      phone: '+44 20 7946 0958',
      service: 'consultation',
      message: 'scriptalert(1)/script go Hello',
      website: '',
      source: 'home',
      language: 'en',
      // Which form it is (docs/leads.md); the page is the one around it, none in this test.
      formKey: section._key,
      formName: 'Short form',
      submissionId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
      elapsedMs: expect.any(Number),
    })
  })

  test('the honeypot field is hidden from people and sent as filled (by bots)', async () => {
    const { user } = setup()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot).toHaveAttribute('tabIndex', '-1')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    await fill(user, valid)
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } })
    await user.click(submitButton())
    await waitFor(() => expect(fn.sent).toHaveLength(1))
    expect(fn.sent[0]).toMatchObject({ website: 'https://spam.example' })
  })

  test("while sending the button reads 'Sending...' and is disabled, and a second submit is ignored", async () => {
    const { user } = setup()
    const release = fn.hold()
    await fill(user, valid)
    await user.click(submitButton())
    const busy = await screen.findByRole('button', { name: MESSAGES.sending })
    expect(busy).toBeDisabled()
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true')
    fireEvent.submit(busy.closest('form')!)
    release()
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(fn.sent).toHaveLength(1)
  })

  test("on success the toast 'Message sent successfully! We'll get back to you soon.' shows and the form is cleared", async () => {
    const { user } = setup()
    await fill(user, { ...valid, company: 'Acme', phone: '0123456789', service: 'dynamics' })
    await user.click(submitButton())
    expect(await screen.findByText(MESSAGES.sent)).toBeInTheDocument()
    for (const name of Object.keys(field) as Field[]) expect(field[name]()).toHaveValue('')
  })

  test("on failure the function's error shows and the values stay", async () => {
    const { user } = setup()
    fn.answerWith({
      status: 400,
      body: { success: false, error: MESSAGES.fixErrors, fieldErrors: { email: MESSAGES.invalidEmail } },
    })
    await fill(user, { ...valid, email: 'ada@example' })
    await user.click(submitButton())
    expect(await screen.findByText(MESSAGES.fixErrors)).toBeInTheDocument()
    expect(field.name()).toHaveValue('Ada Lovelace')
    expect(field.email()).toHaveValue('ada@example')
    expect(field.message()).toHaveValue('Hello there')
    expect(submitButton()).toBeEnabled()
  })

  test('on failure without an error text the toast says the message was not sent, with the phone and e-mail', async () => {
    const { user } = setup()
    fn.answerWith({ status: 502 })
    await fill(user, valid)
    await user.click(submitButton())
    expect(await screen.findByText(notSentMessage(siteSettings))).toBeInTheDocument()
    expect(field.email()).toHaveValue('ada@example.com')
  })

  test('a rate-limited answer shows its error', async () => {
    const { user } = setup()
    const error = 'Too many messages from your network. Please try again later.'
    fn.answerWith({ status: 429, body: { success: false, error } })
    await fill(user, valid)
    await user.click(submitButton())
    expect(await screen.findByText(error)).toBeInTheDocument()
  })

  test('when the call itself fails, the toast says the message was not sent, and the error is logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = setup()
    fn.answerWith('network-error')
    await fill(user, valid)
    await user.click(submitButton())
    expect(await screen.findByText(notSentMessage(siteSettings))).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalled()
    expect(field.name()).toHaveValue('Ada Lovelace')
  })
})
