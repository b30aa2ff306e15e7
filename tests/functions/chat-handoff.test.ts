// The assistant's hand-off to sales (docs/leads.md, "Leads from the assistant"): when the visitor's last message asks
// for a person, a call or a quote, POST /api/chat marks its answer `handoff: true` (in the JSON and in the stream's
// `done` event), whoever wrote the answer, and the dialog offers its form. Any other answer is as before.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { resetBreakers } from '../../functions/chat/breaker.ts'
import { asksForPerson } from '../../functions/chat/local-answerer.ts'
import { ask, askStreaming, readEvents, startSeedLake, type SeedLake } from './chat-harness.ts'
import { json, startFakeLlm, status, stream, type FakeLlm } from './fake-llm.ts'

const PERSON = "I'd like to talk to a person"

let lake: SeedLake
let llm: FakeLlm
let withModel: Record<string, string>
beforeAll(async () => {
  lake = await startSeedLake()
  llm = await startFakeLlm()
  withModel = {
    ...lake.env,
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '5000',
  }
})
beforeEach(() => {
  resetBreakers()
  llm.answerWith(json('Happy to put you in touch with our team.'))
})
afterEach(() => vi.restoreAllMocks())
afterAll(async () => {
  await llm.close()
  await lake.close()
})

const message = (answer: Awaited<ReturnType<typeof ask>>) => answer.body.choices?.[0]?.message

describe('the local answerer', () => {
  test(`"${PERSON}" is answered with handoff: true beside role, content and signature`, async () => {
    const answer = await ask(lake.env, PERSON)
    expect(answer.status).toBe(200)
    expect(message(answer)).toEqual({
      role: 'assistant',
      content: expect.stringContaining('consultants'),
      signature: expect.stringMatching(/^[\w-]{43}$/),
      handoff: true,
    })
  })

  test('a question about the services has no handoff field', async () => {
    const answer = await ask(lake.env, 'What is SAP BTP?')
    expect(message(answer)).not.toHaveProperty('handoff')
  })

  test('only the last message counts: a request for a person earlier in the conversation does not flag the next answer', async () => {
    const earlier = await ask(lake.env, PERSON)
    const answer = await ask(lake.env, 'What is SAP BTP?', [
      { role: 'user', content: PERSON },
      { role: 'assistant', content: earlier.content, signature: earlier.signature },
    ])
    expect(message(answer)).not.toHaveProperty('handoff')
  })
})

describe('with a language model', () => {
  test('the model’s answer to a request for a person is flagged too', async () => {
    const answer = await ask(withModel, PERSON)
    expect(answer.headers.get('X-Assistant-Source')).toBe('provider')
    expect(message(answer)).toMatchObject({
      content: 'Happy to put you in touch with our team.',
      handoff: true,
    })
  })

  test('the local answer that replaces a failed model’s is flagged too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    llm.answerWith(status(503))
    const answer = await ask(withModel, PERSON)
    expect(answer.headers.get('X-Assistant-Source')).toBe('local-fallback')
    expect(message(answer)).toMatchObject({ handoff: true })
  })

  test('streamed: the "done" event’s message carries handoff: true', async () => {
    llm.answerWith(stream(['Happy to put you ', 'in touch with our team.']))
    const { response, startedAt } = await askStreaming(withModel, PERSON)
    const events = await readEvents(response, startedAt)
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: {
        choices: [
          {
            message: {
              role: 'assistant',
              content: 'Happy to put you in touch with our team.',
              handoff: true,
            },
          },
        ],
        source: 'provider',
      },
    })
  })

  test('streamed: another question’s "done" event has no handoff field', async () => {
    llm.answerWith(stream(['SAP BTP is ', 'a platform.']))
    const { response, startedAt } = await askStreaming(withModel, 'What is SAP BTP?')
    const events = await readEvents(response, startedAt)
    const done = events.at(-1)!.data as { choices: { message: object }[] }
    expect(done.choices[0]!.message).not.toHaveProperty('handoff')
  })
})

describe('what counts as asking for sales', () => {
  test.each([
    "I'd like to talk to a person",
    'Can I get a quote?',
    "I'd like a quote for SAP S/4HANA",
    'Send me an offer',
    'I need a proposal',
    'Please give me a callback',
    'Can we schedule a call?',
    'Please contact me about Dynamics 365',
  ])('"%s" asks for a person, a quote or a call', (question) => {
    expect(asksForPerson(question)).toBe(true)
  })

  test.each([
    'What services do you offer?',
    'What do you offer for testing?',
    'How long does an estimate take?',
  ])('"%s" does not', (question) => {
    expect(asksForPerson(question)).toBe(false)
  })
})
