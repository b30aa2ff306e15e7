// The chat dialog (docs/product.md: Assistant, States, Rules: chat, The calls, Messages, Figures that are constants): opened from the home hero's AI Assistant
// card, with the site settings of the seed (projected by the site's own settings query) and MSW answering
// POST /api/chat, so each test decides what the function says and sees what was sent.
import { readFileSync } from 'node:fs'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { QueryClient } from '@tanstack/react-query'
import { evaluate, parse } from 'groq-js'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import toast from 'react-hot-toast'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { Providers, RoutedProviders } from '../../web/src/app/Providers.tsx'
import ToastArea from '../../web/src/components/ToastArea.tsx'
import { AssistantCard } from '../../web/src/features/chat/AssistantCard.tsx'
import { Interactive } from '../../web/src/components/layout/Interactive.tsx'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { MESSAGES } from '../../validation/messages.ts'

// jsdom has no matchMedia; the toast library asks it whether to animate.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

const seed = readFileSync(
  new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string })
const settings = await (await evaluate(parse(siteSettingsQuery), { dataset: seed })).get()
// The texts of the seed's siteSettings.assistant.
const GREETING =
  "Hello! I'm the Northbridge technology assistant. Ask me about SAP, Microsoft Dynamics 365, IT staffing, software testing or what outsourcing to India can save you."
const TITLE = 'Enterprise Technology Assistant'

type Turn = { role: string; content: string; signature?: string }
type Answer = { status: number; body?: unknown } | { stream: ReadableStream<Uint8Array> } | 'network-error'
const reply = (content: string | null): Answer => ({
  status: 200,
  body: { choices: [{ message: { role: 'assistant', content } }] },
})

/** Every request the chat function received, and what it answers (numbered replies by default). */
const sent: Turn[][] = []
/** The Accept header of each request. */
const accepted: (string | null)[] = []
let answer: ((index: number) => Answer) | Answer = (index) => reply(`Reply ${index}`)
let held: Promise<void> | null = null
const server = setupServer(
  http.post('*/api/chat', async ({ request }) => {
    sent.push(((await request.json()) as { messages: Turn[] }).messages)
    accepted.push(request.headers.get('Accept'))
    if (held) await held
    const next = typeof answer === 'function' ? answer(sent.length) : answer
    if (next === 'network-error') return HttpResponse.error()
    if ('stream' in next)
      return new HttpResponse(next.stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } })
    return next.body === undefined
      ? new HttpResponse(null, { status: next.status })
      : HttpResponse.json(next.body, { status: next.status })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  sent.length = 0
  accepted.length = 0
  answer = (index) => reply(`Reply ${index}`)
  held = null
  toast.remove()
  vi.restoreAllMocks()
  // Each test starts a conversation of its own (the dialog keeps it for the tab).
  sessionStorage.clear()
})
afterAll(() => server.close())

/** Keeps the function from answering until the returned release is called. */
function hold(): () => void {
  let release = () => {}
  held = new Promise<void>((resolve) => (release = resolve))
  return release
}

/** The home hero's AI Assistant card with the app's providers and toast area; nothing reaches the content lake. */
function renderCard(siteSettings = settings) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), siteSettings)
  const loadSanityClient = () => Promise.reject(new Error('Chat tests must not query the content lake'))
  render(
    <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
      <MemoryRouter>
        <RoutedProviders>
          <AssistantCard />
          <ToastArea />
        </RoutedProviders>
      </MemoryRouter>
    </Providers>,
  )
}

const cardButton = () => screen.getByRole('button', { name: 'Chat with our assistant' })
const input = () => screen.getByRole('textbox', { name: 'Ask about SAP, Dynamics 365, staffing or costs...' })
const sendButton = () => screen.getByRole('button', { name: 'Send message' })
const log = () => screen.getByRole('log')
/** Each message starts with who said it (read out by screen readers, hidden on screen). */
const assistantMessages = () => within(log()).queryAllByText(`${TITLE}:`)
const userMessages = () => within(log()).queryAllByText('You:')
const typing = () => screen.queryByRole('status', { name: 'Assistant is typing' })

async function openDialog() {
  const user = userEvent.setup()
  renderCard()
  await user.click(cardButton())
  // The dialog's code loads on the first open.
  await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
  return user
}

/** Sends a message with Enter and waits for the reply. */
async function send(user: ReturnType<typeof userEvent.setup>, text: string) {
  const before = assistantMessages().length
  await user.type(input(), `${text}{Enter}`)
  await waitFor(() => expect(assistantMessages()).toHaveLength(before + 1))
}

describe('opening and closing', () => {
  test('the AI Assistant card has a real button that opens the dialog titled "Enterprise Technology Assistant"', async () => {
    const user = userEvent.setup()
    renderCard()
    expect(screen.getByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument()
    expect(cardButton()).toHaveAttribute('aria-haspopup', 'dialog')
    await user.click(cardButton())
    const dialog = await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
    expect(within(dialog).getByRole('heading', { name: TITLE })).toBeInTheDocument()
    // The message box has the focus, ready to type.
    expect(input()).toHaveFocus()
  })

  test('closing the dialog returns the focus to the card’s button', async () => {
    const user = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(cardButton()).toHaveFocus()
  })

  test('Escape closes the dialog and returns the focus to the card’s button', async () => {
    const user = await openDialog()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(cardButton()).toHaveFocus()
  })
})

describe('the conversation', () => {
  test('starts with one assistant greeting, from the CMS', async () => {
    await openDialog()
    expect(assistantMessages()).toHaveLength(1)
    expect(userMessages()).toHaveLength(0)
    expect(log()).toHaveTextContent(GREETING)
  })

  test('without a greeting in the CMS it starts empty, and the first request carries only the new message', async () => {
    const user = userEvent.setup()
    renderCard({ ...settings!, assistant: { ...settings!.assistant!, greeting: '  ' } })
    await user.click(cardButton())
    await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
    expect(assistantMessages()).toHaveLength(0)
    await send(user, 'What is SAP BTP?')
    expect(sent[0]).toEqual([{ role: 'user', content: 'What is SAP BTP?' }])
  })

  test('is a log that screen readers follow as it grows (role="log", aria-live="polite")', async () => {
    await openDialog()
    expect(log()).toHaveAttribute('aria-live', 'polite')
  })

  test('sending adds the user message, clears the input and shows a typing indicator until the reply arrives', async () => {
    const user = await openDialog()
    const release = hold()
    await user.type(input(), 'What is SAP BTP?{Enter}')
    expect(await screen.findByRole('status', { name: 'Assistant is typing' })).toBeInTheDocument()
    expect(within(log()).getByText('What is SAP BTP?')).toBeInTheDocument()
    expect(input()).toHaveValue('')
    expect(sendButton()).toBeDisabled()

    release()
    expect(await within(log()).findByText('Reply 1')).toBeInTheDocument()
    expect(typing()).not.toBeInTheDocument()
    expect(sendButton()).toBeEnabled()
  })

  test('what screen readers hear before the visitor’s messages and while an answer comes is the Site Settings’ words', async () => {
    const user = userEvent.setup()
    renderCard({
      ...settings!,
      assistant: { ...settings!.assistant!, youLabel: 'Sie', typingLabel: 'Der Assistent schreibt' },
    })
    await user.click(cardButton())
    await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
    const release = hold()
    await user.type(input(), 'Was ist SAP BTP?{Enter}')
    expect(await screen.findByRole('status', { name: 'Der Assistent schreibt' })).toBeInTheDocument()
    expect(within(log()).getByText('Sie:')).toBeInTheDocument()
    release()
    expect(await within(log()).findByText('Reply 1')).toBeInTheDocument()
  })

  test('links in a reply are real links: site paths stay in the site, other sites open in a new tab', async () => {
    answer = reply(
      'See [SAP BTP](/sap-btp) or [book a call](https://calendly.com/northbridge-consulting/30min).',
    )
    const user = await openDialog()
    await send(user, 'What is SAP BTP?')
    expect(within(log()).getByRole('link', { name: 'SAP BTP' })).toHaveAttribute('href', '/sap-btp')
    const booking = within(log()).getByRole('link', { name: 'book a call' })
    expect(booking).toHaveAttribute('href', 'https://calendly.com/northbridge-consulting/30min')
    expect(booking).toHaveAttribute('target', '_blank')
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('a reply is shown as text: no HTML, no javascript: links, no links off the site posing as site paths', async () => {
    answer = reply('<img src=x onerror="alert(1)"> [click](javascript:alert(1)) [home](//evil.example)')
    const user = await openDialog()
    await send(user, 'What is SAP BTP?')
    expect(log().querySelector('img')).toBeNull()
    expect(within(log()).queryByRole('link', { name: 'click' })).not.toBeInTheDocument()
    expect(within(log()).getByText(/\[click\]\(javascript:alert\(1\)\)/)).toBeInTheDocument()
    expect(within(log()).queryByRole('link', { name: 'home' })).not.toBeInTheDocument()
  })
})

describe('sending (docs/product.md, Rules)', () => {
  test('Enter sends the message', async () => {
    const user = await openDialog()
    await send(user, 'What is SAP BTP?')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.at(-1)).toEqual({ role: 'user', content: 'What is SAP BTP?' })
  })

  test('Shift+Enter adds a new line and does not send', async () => {
    const user = await openDialog()
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line')
    expect(input()).toHaveValue('First line\nsecond line')
    expect(sent).toEqual([])
    expect(userMessages()).toHaveLength(0)
  })

  test('the send button sends too', async () => {
    const user = await openDialog()
    await user.type(input(), 'What is SAP BTP?')
    await user.click(sendButton())
    await waitFor(() => expect(sent).toHaveLength(1))
  })

  test('the input is capped at 500 characters', async () => {
    const user = await openDialog()
    expect(input()).toHaveAttribute('maxlength', '500')
    await user.click(input())
    await user.paste('a'.repeat(510))
    expect(input()).toHaveValue('a'.repeat(500))
  })

  test('an empty or whitespace-only message is ignored: nothing is sent, added or reported', async () => {
    const user = await openDialog()
    await user.keyboard('{Enter}')
    await user.type(input(), '   {Enter}')
    await user.click(sendButton())
    expect(sent).toEqual([])
    expect(userMessages()).toHaveLength(0)
    expect(screen.queryByText(MESSAGES.chatTooShort)).not.toBeInTheDocument()
  })

  test('a send while a reply is pending is ignored', async () => {
    const user = await openDialog()
    const release = hold()
    await user.type(input(), 'What is SAP BTP?{Enter}')
    await screen.findByRole('status', { name: 'Assistant is typing' })
    await user.type(input(), 'And staff augmentation?{Enter}')
    expect(sent).toHaveLength(1)
    expect(userMessages()).toHaveLength(1)
    // What was typed stays, to send once the reply is in.
    expect(input()).toHaveValue('And staff augmentation?')
    release()
    await within(log()).findByText('Reply 1')
  })

  test('angle brackets and any javascript: prefix are stripped from what is sent and shown', async () => {
    const user = await openDialog()
    await send(user, 'javascript:Tell me about <SAP> BTP')
    expect(sent[0]!.at(-1)).toEqual({ role: 'user', content: 'Tell me about SAP BTP' })
    expect(within(log()).getByText('Tell me about SAP BTP')).toBeInTheDocument()
  })

  test(`over 500 characters after cleaning gives the toast '${MESSAGES.chatTooLong}' and nothing is sent`, async () => {
    const user = await openDialog()
    // Past the input's cap, as a script or an extension can set it.
    fireEvent.change(input(), { target: { value: `Question: ${'a'.repeat(500)}` } })
    await user.keyboard('{Enter}')
    expect(await screen.findByText(MESSAGES.chatTooLong)).toBeInTheDocument()
    expect(sent).toEqual([])
    expect(userMessages()).toHaveLength(0)
  })

  test('500 characters that only exceed the cap with angle brackets are sent (length counts after cleaning)', async () => {
    const user = await openDialog()
    fireEvent.change(input(), { target: { value: `<${'a'.repeat(500)}>` } })
    await user.keyboard('{Enter}')
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.at(-1)!.content).toBe('a'.repeat(500))
  })

  test(`fewer than 3 characters after cleaning gives the toast '${MESSAGES.chatTooShort}' and nothing is sent`, async () => {
    const user = await openDialog()
    await user.type(input(), 'hi{Enter}')
    expect(await screen.findByText(MESSAGES.chatTooShort)).toBeInTheDocument()
    toast.remove()
    await user.clear(input())
    await user.type(input(), '<<a>>{Enter}')
    expect(await screen.findByText(MESSAGES.chatTooShort)).toBeInTheDocument()
    expect(sent).toEqual([])
    expect(userMessages()).toHaveLength(0)
  })
})

describe('the request and the reply (docs/product.md, The calls, Messages)', () => {
  test('the first request carries the greeting and the new message', async () => {
    const user = await openDialog()
    await send(user, 'Question one')
    expect(sent[0]).toEqual([
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'Question one' },
    ])
  })

  test('a request carries the last 5 earlier messages plus the new one', async () => {
    const user = await openDialog()
    for (const question of ['Question one', 'Question two', 'Question three']) await send(user, question)
    await send(user, 'Question four')
    expect(sent[3]).toEqual([
      { role: 'assistant', content: 'Reply 1' },
      { role: 'user', content: 'Question two' },
      { role: 'assistant', content: 'Reply 2' },
      { role: 'user', content: 'Question three' },
      { role: 'assistant', content: 'Reply 3' },
      { role: 'user', content: 'Question four' },
    ])
  })

  test('the reply is read from choices[0].message.content and added as an assistant message', async () => {
    answer = reply('SAP BTP is where we build clean-core extensions.')
    const user = await openDialog()
    await send(user, 'What is SAP BTP?')
    expect(within(log()).getByText('SAP BTP is where we build clean-core extensions.')).toBeInTheDocument()
    expect(assistantMessages()).toHaveLength(2)
  })

  test(`a reply without content shows "${MESSAGES.chatNoReply}"`, async () => {
    for (const [index, body] of [
      { choices: [{ message: { role: 'assistant', content: '' } }] },
      { choices: [{ message: { role: 'assistant', content: '   ' } }] },
      { choices: [] },
      {},
    ].entries()) {
      answer = { status: 200, body }
      const user = await openDialog()
      await send(user, 'What is SAP BTP?')
      expect(within(log()).getByText(MESSAGES.chatNoReply)).toBeInTheDocument()
      expect(screen.queryByText(MESSAGES.sendFailed), `case ${index}`).not.toBeInTheDocument()
      cleanup()
      sessionStorage.clear()
    }
  })

  test(`a failed call gives the toast '${MESSAGES.sendFailed}' and loading ends`, async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const failure of [
      { status: 500, body: { success: false, error: 'An unexpected error occurred' } },
      {
        status: 429,
        body: { success: false, error: 'Too many messages. Please wait a moment and try again.' },
      },
      { status: 200, body: undefined },
      'network-error' as const,
    ]) {
      answer = failure
      const user = await openDialog()
      await user.type(input(), 'What is SAP BTP?{Enter}')
      expect(await screen.findByText(MESSAGES.sendFailed)).toBeInTheDocument()
      await waitFor(() => expect(typing()).not.toBeInTheDocument())
      expect(sendButton()).toBeEnabled()
      // No assistant message was made up.
      expect(assistantMessages()).toHaveLength(1)
      toast.remove()
      cleanup()
      sessionStorage.clear()
    }
    expect(logged).toHaveBeenCalled()
  })

  test('after a failure the next message can be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer = { status: 500, body: { success: false, error: 'An unexpected error occurred' } }
    const user = await openDialog()
    await user.type(input(), 'What is SAP BTP?{Enter}')
    await screen.findByText(MESSAGES.sendFailed)
    answer = reply('It is a platform.')
    await send(user, 'What is SAP BTP, again?')
    expect(within(log()).getByText('It is a platform.')).toBeInTheDocument()
  })
})

/** A server-sent-events answer the test writes event by event. */
function eventStream() {
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const stream = new ReadableStream<Uint8Array>({ start: (given) => void (controller = given) })
  return {
    stream,
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
    },
    end: () => controller.close(),
  }
}
const done = (content: string, signature?: string) => ({
  choices: [{ message: { role: 'assistant', content, ...(signature ? { signature } : {}) } }],
  source: 'provider',
})

describe('the conversation is kept for the tab', () => {
  test('closing and reopening the dialog shows the same conversation', async () => {
    const user = await openDialog()
    await send(user, 'What is SAP BTP?')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(cardButton())
    await screen.findByRole('dialog', { name: TITLE })
    expect(userMessages()).toHaveLength(1)
    expect(within(log()).getByText('What is SAP BTP?')).toBeInTheDocument()
    expect(within(log()).getByText('Reply 1')).toBeInTheDocument()
  })

  test('a new page load (the dialog mounted again) continues the conversation, and the next request carries it', async () => {
    const user = await openDialog()
    await send(user, 'What is SAP BTP?')
    cleanup()
    const again = await openDialog()
    expect(within(log()).getByText('Reply 1')).toBeInTheDocument()
    await send(again, 'And staff augmentation?')
    expect(sent[1]).toEqual([
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'What is SAP BTP?' },
      { role: 'assistant', content: 'Reply 1' },
      { role: 'user', content: 'And staff augmentation?' },
    ])
  })

  test('a kept conversation that cannot be read is ignored: the dialog starts with the greeting', async () => {
    sessionStorage.setItem('assistant-conversation', '{"not": "a conversation"')
    await openDialog()
    expect(assistantMessages()).toHaveLength(1)
    expect(log()).toHaveTextContent(GREETING)
  })
})

describe('signed answers', () => {
  test('an answer’s signature is sent back with it in the next request', async () => {
    answer = (index) => ({
      status: 200,
      body: {
        choices: [{ message: { role: 'assistant', content: `Reply ${index}`, signature: `sig-${index}` } }],
      },
    })
    const user = await openDialog()
    await send(user, 'Question one')
    await send(user, 'Question two')
    expect(sent[1]).toEqual([
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'Question one' },
      { role: 'assistant', content: 'Reply 1', signature: 'sig-1' },
      { role: 'user', content: 'Question two' },
    ])
  })
})

describe('streamed answers (server-sent events)', () => {
  test('the dialog asks for a stream, and still reads a JSON answer', async () => {
    const user = await openDialog()
    await send(user, 'What is SAP BTP?')
    expect(accepted[0]).toBe('text/event-stream, application/json')
    expect(within(log()).getByText('Reply 1')).toBeInTheDocument()
  })

  test('the typing indicator shows until the first words; the answer then grows as it arrives', async () => {
    const events = eventStream()
    answer = { stream: events.stream }
    const user = await openDialog()
    await user.type(input(), 'What is SAP BTP?{Enter}')
    expect(await screen.findByRole('status', { name: 'Assistant is typing' })).toBeInTheDocument()
    events.send('delta', { content: 'SAP BTP is ' })
    expect(await within(log()).findByText('SAP BTP is')).toBeInTheDocument()
    expect(typing()).not.toBeInTheDocument()
    // Still answering: another message cannot be sent yet.
    expect(sendButton()).toBeDisabled()
    events.send('delta', { content: 'a platform.' })
    expect(await within(log()).findByText('SAP BTP is a platform.')).toBeInTheDocument()
    events.send('done', done('SAP BTP is a platform.', 'sig-1'))
    events.end()
    await waitFor(() => expect(sendButton()).toBeEnabled())
    expect(assistantMessages()).toHaveLength(2)
  })

  test('the "done" event’s text replaces what was streamed (a fallback answer), with its signature kept', async () => {
    const events = eventStream()
    answer = { stream: events.stream }
    const user = await openDialog()
    await user.type(input(), 'What is SAP BTP?{Enter}')
    events.send('delta', { content: 'Half an ans' })
    await within(log()).findByText('Half an ans')
    events.send('done', done('The local answer.', 'sig-local'))
    events.end()
    expect(await within(log()).findByText('The local answer.')).toBeInTheDocument()
    expect(within(log()).queryByText('Half an ans')).not.toBeInTheDocument()
    answer = reply('Next')
    await send(user, 'Thanks, and?')
    expect(sent[1]!.at(-2)).toEqual({
      role: 'assistant',
      content: 'The local answer.',
      signature: 'sig-local',
    })
  })

  test(`a stream that fails gives the toast '${MESSAGES.sendFailed}' and drops the words streamed so far`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const events = eventStream()
    answer = { stream: events.stream }
    const user = await openDialog()
    await user.type(input(), 'What is SAP BTP?{Enter}')
    events.send('delta', { content: 'Half an ans' })
    await within(log()).findByText('Half an ans')
    events.send('error', { success: false, error: 'An unexpected error occurred' })
    events.end()
    expect(await screen.findByText(MESSAGES.sendFailed)).toBeInTheDocument()
    expect(within(log()).queryByText('Half an ans')).not.toBeInTheDocument()
    expect(sendButton()).toBeEnabled()
  })
})

describe('links in answers', () => {
  test('a link to another site is shown as text, not as a link', async () => {
    answer = reply('See [our partner](https://partner.example/offer) for more.')
    const user = await openDialog()
    await send(user, 'What is SAP BTP?')
    expect(within(log()).queryByRole('link', { name: 'our partner' })).not.toBeInTheDocument()
    expect(
      within(log()).getByText(/\[our partner\]\(https:\/\/partner\.example\/offer\)/),
    ).toBeInTheDocument()
  })

  test('a bare booking address is a link without the full stop that ends the sentence', async () => {
    answer = reply('Book here: https://calendly.com/northbridge-consulting/30min.')
    const user = await openDialog()
    await send(user, 'Can I book a call?')
    const booking = within(log()).getByRole('link', {
      name: 'https://calendly.com/northbridge-consulting/30min',
    })
    expect(booking).toHaveAttribute('href', 'https://calendly.com/northbridge-consulting/30min')
  })

  test('a markdown link with punctuation inside its parentheses links without it', async () => {
    answer = reply('[Book a call](https://calendly.com/northbridge-consulting/30min.)')
    const user = await openDialog()
    await send(user, 'Can I book a call?')
    expect(within(log()).getByRole('link', { name: 'Book a call' })).toHaveAttribute(
      'href',
      'https://calendly.com/northbridge-consulting/30min',
    )
  })

  test('the CMS’s social profiles and the company’s e-mail are links', async () => {
    answer = reply(
      '[LinkedIn](https://www.linkedin.com/company/northbridge-consulting) or [mail us](mailto:hello@northbridge-consulting.com)',
    )
    const user = await openDialog()
    await send(user, 'Where can I follow you?')
    expect(within(log()).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank')
    expect(within(log()).getByRole('link', { name: 'mail us' })).toHaveAttribute(
      'href',
      'mailto:hello@northbridge-consulting.com',
    )
  })
})

describe('the assistant on every page (Interactive in the site layout)', () => {
  function Where() {
    return <p>Page: {useLocation().pathname}</p>
  }
  /** The layout's launcher beside the routes: the home page with its card, and a service page. */
  function renderSite(path = '/') {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    })
    queryClient.setQueryData(sanityQueryKey(siteSettingsQuery), settings)
    const loadSanityClient = () => Promise.reject(new Error('Chat tests must not query the content lake'))
    render(
      <Providers queryClient={queryClient} loadSanityClient={loadSanityClient}>
        <MemoryRouter initialEntries={[path]}>
          <RoutedProviders>
            <Where />
            <Routes>
              <Route path="/" element={<AssistantCard />} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
            <Interactive />
            <ToastArea />
          </RoutedProviders>
        </MemoryRouter>
      </Providers>,
    )
  }
  const launcher = () => screen.findByRole('button', { name: TITLE }, { timeout: 15_000 })

  test('a page without the card has a launcher that opens the assistant', async () => {
    const user = userEvent.setup()
    renderSite('/sap-btp')
    await user.click(await launcher())
    const dialog = await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
    expect(within(dialog).getByRole('log')).toHaveTextContent(GREETING)
    expect(input()).toHaveFocus()
  })

  test('the launcher is not in the server-rendered HTML (it adds nothing to a page before it is interactive)', () => {
    expect(renderToString(<Interactive />)).toBe('')
  })

  test('a link in an answer changes the page inside the app; the dialog stays open with its conversation', async () => {
    answer = reply('See [SAP BTP](/sap-btp).')
    const user = userEvent.setup()
    renderSite('/')
    await launcher()
    await user.click(cardButton())
    await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
    await send(user, 'What is SAP BTP?')
    await user.click(within(log()).getByRole('link', { name: 'SAP BTP' }))
    expect(screen.getByText('Page: /sap-btp')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument()
    expect(within(log()).getByText('What is SAP BTP?')).toBeInTheDocument()
    expect(userMessages()).toHaveLength(1)
  })

  test('the card and the launcher open the same dialog: one conversation', async () => {
    const user = userEvent.setup()
    renderSite('/')
    await user.click(await launcher())
    await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
    await send(user, 'What is SAP BTP?')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(cardButton())
    await screen.findByRole('dialog', { name: TITLE })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(within(log()).getByText('Reply 1')).toBeInTheDocument()
  })

  test('closing the dialog the launcher opened returns the focus to the launcher', async () => {
    const user = userEvent.setup()
    renderSite('/sap-btp')
    await user.click(await launcher())
    await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await launcher()).toHaveFocus()
  })

  test('closing the dialog the card opened returns the focus to the card’s button', async () => {
    const user = userEvent.setup()
    renderSite('/')
    await launcher()
    await user.click(cardButton())
    await screen.findByRole('dialog', { name: TITLE }, { timeout: 15_000 })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(cardButton()).toHaveFocus()
  })
})
