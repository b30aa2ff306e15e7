// The assistant answers anonymous visitors, so it knows only what any visitor may read: published documents with
// public ids. Never a private document (an id with a dot, such as a lead), never a draft, even though the server
// hands the functions the lake's editor token. Real content lake seeded with the site's content.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getSanityClient } from '../../functions/lib/sanity-client.ts'
import { ask, startSeedLake, type SeedLake } from './chat-harness.ts'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'

let lake: SeedLake
beforeAll(async () => {
  lake = await startSeedLake()
  // Three FAQ items (a type the assistant reads), each with a word of its own in its answer.
  await lake.editor
    .transaction()
    .create({
      _id: 'faqItem-ocelot',
      _type: 'faqItem',
      question: 'What is the Ocelotjuniper programme?',
      answer: wordsAsFigureText(
        'Ocelotjuniper is our public loyalty scheme, announced on the blog: Brightmarigold.',
      ),
      order: 99,
    })
    .create({
      _id: 'private.faqItem-quokka',
      _type: 'faqItem',
      question: 'What is the Quokkazanzibar programme?',
      answer: wordsAsFigureText('Quokkazanzibar is the confidential partner discount: Wombatfjord.'),
      order: 99,
    })
    .create({
      _id: 'drafts.faqItem-marmoset',
      _type: 'faqItem',
      question: 'What is the Marmosetvelvet programme?',
      answer: wordsAsFigureText('Marmosetvelvet is an offering not announced yet: Tapirlantern.'),
      order: 99,
    })
    .commit()
})
afterAll(() => lake.close())

describe('what the assistant knows', () => {
  test('a published document is answered (the questions below would find such a text)', async () => {
    const answer = await ask(lake.env, 'What is the Ocelotjuniper programme?')
    expect(answer.status).toBe(200)
    expect(answer.content).toContain(
      'Ocelotjuniper is our public loyalty scheme, announced on the blog: Brightmarigold.',
    )
  })

  test('a private document (an id with a dot) is never in an answer', async () => {
    const answer = await ask(lake.env, 'What is the Quokkazanzibar programme?')
    expect(answer.status).toBe(200)
    expect(answer.content).not.toContain('Wombatfjord')
    expect(answer.content).not.toContain('confidential partner discount')
  })

  test('a draft is never in an answer', async () => {
    const answer = await ask(lake.env, 'What is the Marmosetvelvet programme?')
    expect(answer.status).toBe(200)
    expect(answer.content).not.toContain('Tapirlantern')
    expect(answer.content).not.toContain('not announced yet')
  })
})

describe("the functions' content client", () => {
  const tokens = {
    CONTENT_LAKE_TOKEN: 'lake-editor-token',
    SANITY_API_WRITE_TOKEN: 'sanity-write-token',
  }

  test('for the public (the assistant) carries no token, with the embedded lake or hosted Sanity', () => {
    for (const env of [tokens, { ...tokens, SANITY_PROJECT_ID: 'abc123' }]) {
      const config = getSanityClient(env, 'public').config()
      expect(config.token).toBeUndefined()
      expect(config.perspective).toBe('published')
    }
  })

  test('for leads carries the write token', () => {
    expect(getSanityClient(tokens, 'leads').config().token).toBe('lake-editor-token')
    expect(getSanityClient({ ...tokens, SANITY_PROJECT_ID: 'abc123' }, 'leads').config().token).toBe(
      'sanity-write-token',
    )
  })
})
