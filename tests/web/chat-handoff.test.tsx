// The assistant's hand-off to sales in the chat dialog (docs/leads.md, "Leads from the assistant"): under an answer
// the chat function flags `handoff: true`, a form for the visitor's name, e-mail and need, with the CMS's texts and
// privacy notice, the contact forms' field messages, sent to the contact function as a `chat` lead with the
// conversation; once sent, the CMS's confirmation replaces it. The seed's site settings (projected by the site's
// settings query), MSW answering POST /api/chat and POST /api/send-contact-email.
import { readFileSync } from 'node:fs'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import { AssistantCard } from '../../web/src/features/chat/AssistantCard.tsx'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { contactFormMessagesQuery } from '../../web/src/queries/chat.ts'
import { MESSAGES } from '../../validation/messages.ts'

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
const settings = await (await evaluate(parse(siteSettingsQuery), { dataset: seed })).get()

// The seed's texts: siteSettings.assistant.handoff, and the consent banner's privacy link.
const HEADING = 'Leave your details here and our team will get back to you.'
const NAME = 'Your name'
const EMAIL = 'Your e-mail'
const NEED = 'What do you need?'
const NOTICE =
  'We use your name and e-mail only to answer this request, and send this conversation with it so you need not repeat yourself.'
const SUBMIT = 'Send to our team'
const SENT = 'Thank you! Your request is with our team, and we will get back to you shortly.'
const TITLE = 'Enterprise Technology Assistant'
const GREETING =
  "Hello! I'm the Northbridge technology assistant. Ask me about SAP, Microsoft Dynamics 365, IT staffing, software testing or what outsourcing to India can save you."

type Body = Record<string, unknown>
/** What the chat function answers next: flagged for a hand-off, or not. */
let handoff = true
/** What the contact function received, and how it answers. */
const leads: Body[] = []
let contactAnswer: { status: number; body: Body } | 'network-error' = { status: 200, body: { success: true } }
const server = setupServer(
  http.post('*/api/chat', () =>
    HttpResponse.json({
      choices: [
        {
          message: {
            role: 'assistant',
            content: 'Happy to connect you with one of our consultants.',
            signature: 's'.repeat(43),
            ...(handoff ? { handoff: true } : {}),
          },
        },
      ],
    }),
  ),
  http.post('*/api/send-contact-email', async ({ request }) => {
    leads.push((await request.json()) as Body)
    if (contactAnswer === 'network-error') return HttpResponse.error()
    return HttpResponse.json(contactAnswer.body, { status: contactAnswer.status })
  }),
)
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
  // jsdom lays nothing out: a field moved to is kept in view by the browser's own scrolling.
  Element.prototype.scrollIntoView ??= () => {}
})
afterEach(() => {
  cleanup()
  handoff = true
  leads.length = 0
  contactAnswer = { status: 200, body: { success: true } }
  vi.restoreAllMocks()
  sessionStorage.clear()
})
afterAll(() => server.close())

function renderCard(path = '/sap-btp', german?: { settings: unknown; messages: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), settings)
  if (german) {
    queryClient.setQueryData(sanityQueryKey(siteSettingsQuery, {}, 'de'), german.settings)
    queryClient.setQueryData(sanityQueryKey(contactFormMessagesQuery, {}, 'de'), german.messages)
  }
  const loadSanityClient = () => Promise.reject(new Error('Chat tests must not query the content lake'))
  render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter initialEntries={[path]}>
        <RoutedProviders>
          <AssistantCard />
        </RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

const log = () => screen.getByRole('log')
const form = () => within(log()).getByRole('form', { name: HEADING })
const queryForm = () => within(log()).queryByRole('form', { name: HEADING })
const field = (name: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${name}`) })

/** Opens the dialog and asks for a person; resolves once the answer is shown. */
async function askForPerson() {
  const user = userEvent.setup()
  renderCard()
  await user.click(screen.getByRole('button', { name: 'Chat with our assistant' }))
  await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
  await user.type(
    screen.getByRole('textbox', { name: 'Ask about SAP, Dynamics 365, staffing or costs...' }),
    "I'd like to talk to a person{Enter}",
  )
  await within(log()).findByText('Happy to connect you with one of our consultants.')
  return user
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; need?: string },
) {
  if (values.name) await user.type(field(NAME), values.name)
  if (values.email) await user.type(field(EMAIL), values.email)
  if (values.need) await user.type(field(NEED), values.need)
}

describe('the offer', () => {
  test('an answer flagged handoff shows the form under it, every text from the CMS', async () => {
    await askForPerson()
    expect(within(form()).getByRole('heading', { name: HEADING })).toBeInTheDocument()
    expect(field(NAME)).toHaveAttribute('autocomplete', 'name')
    expect(field(EMAIL)).toHaveAttribute('type', 'email')
    expect(field(NEED)).toHaveValue('')
    expect(within(form()).getByText(NOTICE, { exact: false })).toBeInTheDocument()
    expect(within(form()).getByRole('button', { name: SUBMIT })).toBeInTheDocument()
  })

  test('the privacy notice links to the privacy page the consent banner names', async () => {
    await askForPerson()
    expect(within(form()).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  test('an answer without the flag shows no form', async () => {
    handoff = false
    await askForPerson()
    expect(queryForm()).not.toBeInTheDocument()
  })
})

describe('the contact forms’ messages beside the fields', () => {
  test(`sent empty: "${MESSAGES.required}" beside each field, the first one focused, nothing sent`, async () => {
    const user = await askForPerson()
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    for (const name of [NAME, EMAIL, NEED]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true')
      expect(field(name)).toHaveAccessibleDescription(MESSAGES.required)
    }
    expect(field(NAME)).toHaveFocus()
    expect(leads).toEqual([])
  })

  test(`an e-mail address that is not one: "${MESSAGES.invalidEmail}"`, async () => {
    const user = await askForPerson()
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@', need: 'A call, please.' })
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    expect(field(EMAIL)).toHaveAccessibleDescription(MESSAGES.invalidEmail)
    expect(field(EMAIL)).toHaveFocus()
    expect(leads).toEqual([])
  })

  test('editing a field clears its error', async () => {
    const user = await askForPerson()
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    await user.type(field(NAME), 'A')
    expect(field(NAME)).toHaveAttribute('aria-invalid', 'false')
    expect(field(EMAIL)).toHaveAttribute('aria-invalid', 'true')
  })

  test('a field the function refuses shows its message beside that field', async () => {
    contactAnswer = {
      status: 400,
      body: { success: false, error: MESSAGES.fixErrors, fieldErrors: { email: MESSAGES.invalidEmail } },
    }
    const user = await askForPerson()
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@example.com', need: 'A call, please.' })
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    await waitFor(() => expect(field(EMAIL)).toHaveAccessibleDescription(MESSAGES.invalidEmail))
  })
})

describe('sending', () => {
  test('sends a chat lead: the fields, source "chat", the conversation from the visitor’s first message, where it was sent from', async () => {
    const user = await askForPerson()
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@example.com', need: 'A call about S/4HANA.' })
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    await waitFor(() => expect(leads).toHaveLength(1))
    expect(leads[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'A call about S/4HANA.',
      phone: '',
      company: '',
      service: '',
      website: '',
      source: 'chat',
      submissionId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
      elapsedMs: expect.any(Number),
      transcript: [
        { role: 'user', content: "I'd like to talk to a person" },
        { role: 'assistant', content: 'Happy to connect you with one of our consultants.' },
      ],
      formName: TITLE,
    })
    expect(JSON.stringify(leads[0])).not.toContain(GREETING)
  })

  test('once sent, the CMS’s confirmation replaces the form and takes the focus', async () => {
    const user = await askForPerson()
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@example.com', need: 'A call about S/4HANA.' })
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    const confirmation = await within(log()).findByText(SENT)
    expect(queryForm()).not.toBeInTheDocument()
    expect(confirmation).toHaveFocus()
  })

  test('the confirmation stays with the conversation: reopened, the dialog shows it and no form', async () => {
    const user = await askForPerson()
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@example.com', need: 'A call about S/4HANA.' })
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    await within(log()).findByText(SENT)
    cleanup()
    renderCard()
    await user.click(screen.getByRole('button', { name: 'Chat with our assistant' }))
    expect(
      await within(await screen.findByRole('log', {}, { timeout: 15_000 })).findByText(SENT),
    ).toBeInTheDocument()
    expect(queryForm()).not.toBeInTheDocument()
  })

  test('a refusal the function explains is shown in the form, which keeps what was typed', async () => {
    contactAnswer = {
      status: 429,
      body: { success: false, error: 'Too many messages from your network. Please try again later.' },
    }
    const user = await askForPerson()
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@example.com', need: 'A call about S/4HANA.' })
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Too many messages from your network. Please try again later.',
    )
    expect(field(NAME)).toHaveValue('Ada Lovelace')
  })

  test('a failure says the details were not sent and how else to reach us, as the contact forms do', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    contactAnswer = 'network-error'
    const user = await askForPerson()
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@example.com', need: 'A call about S/4HANA.' })
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      `${MESSAGES.sendFailed} Or reach us directly: call +1 (555) 012-3456 or e-mail hello@northbridge-consulting.com.`,
    )
  })

  test('a retry after a failure sends the same submission id: never a second lead', async () => {
    contactAnswer = { status: 503, body: { success: false, error: MESSAGES.sendFailed } }
    const user = await askForPerson()
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@example.com', need: 'A call about S/4HANA.' })
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    await within(form()).findByRole('alert')
    contactAnswer = { status: 200, body: { success: true } }
    await user.click(within(form()).getByRole('button', { name: SUBMIT }))
    await within(log()).findByText(SENT)
    expect(leads).toHaveLength(2)
    expect(leads[1]!.submissionId).toBe(leads[0]!.submissionId)
  })
})

describe('above a phone’s on-screen keyboard', () => {
  test('the dialog’s frame follows the visual viewport as the keyboard opens', async () => {
    const viewport = Object.assign(new EventTarget(), { height: 844, offsetTop: 0, scale: 1 })
    vi.stubGlobal('visualViewport', viewport)
    try {
      await askForPerson()
      const frame = log().closest<HTMLElement>('[style*="height"]')!
      expect(frame.style.height).toBe('844px')
      viewport.height = 500
      viewport.dispatchEvent(new Event('resize'))
      expect(frame.style.height).toBe('500px')
      expect(frame.style.top).toBe('0px')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('on a German page', () => {
  test('the hand-off form’s messages are the German Contact form texts’, and the lead says de', async () => {
    const inGerman = { language: 'de' }
    const german = {
      settings: await (await evaluate(parse(siteSettingsQuery), { dataset: seed, params: inGerman })).get(),
      messages: await (
        await evaluate(parse(contactFormMessagesQuery), { dataset: seed, params: inGerman })
      ).get(),
    }
    const user = userEvent.setup()
    renderCard('/de/sap-btp', german)
    await user.click(screen.getByRole('button', { name: 'Mit dem Assistenten chatten' }))
    await screen.findByRole('dialog', { name: 'Ihr Technologie-Assistent' }, { timeout: 15_000 })
    await user.type(
      screen.getByRole('textbox', { name: /^Ihre Frage/ }),
      'Ich möchte mit jemandem sprechen{Enter}',
    )
    const offer = await within(log()).findByRole('form')
    await user.click(within(offer).getByRole('button'))
    const fields = within(offer).getAllByRole('textbox')
    for (const input of fields) expect(input).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus')
    expect(leads).toEqual([])
  })
})
