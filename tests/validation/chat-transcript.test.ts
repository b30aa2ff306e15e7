// The transcript a chat lead carries (validation/chat.ts, chatTranscript): what the dialog sends always passes the
// contact function's transcript rules.
import { expect, test } from 'vitest'
import { chatTranscript, TRANSCRIPT_LIMITS, transcriptSchema, type ChatTurn } from '../../validation/chat.ts'

const user = (content: string): ChatTurn => ({ role: 'user', content })
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content })

test('it starts at the visitor’s first message: the greeting before it is left out', () => {
  expect(chatTranscript([assistant('Hello! Ask me anything.'), user('Call me'), assistant('Sure.')])).toEqual(
    [user('Call me'), assistant('Sure.')],
  )
})

test('a conversation without a message of the visitor’s has no transcript', () => {
  expect(chatTranscript([assistant('Hello!')])).toEqual([])
})

test(`it keeps the last ${TRANSCRIPT_LIMITS.turns} messages`, () => {
  const turns = Array.from({ length: 20 }, (_, index) => user(`message ${index}`))
  expect(chatTranscript(turns).map((turn) => turn.content)).toEqual(
    Array.from({ length: TRANSCRIPT_LIMITS.turns }, (_, index) => `message ${index + 8}`),
  )
})

test(`a message over ${TRANSCRIPT_LIMITS.turnLength} characters is cut to ${TRANSCRIPT_LIMITS.turnLength}, ending in "…"`, () => {
  const [turn] = chatTranscript([user('Quote?'), assistant('a'.repeat(2000))]).slice(-1)
  expect(turn!.content).toHaveLength(TRANSCRIPT_LIMITS.turnLength)
  expect(turn!.content.endsWith('a…')).toBe(true)
})

test('only role and text are kept, cleaned like a chat message', () => {
  const signed = { ...assistant(' <b>Sure</b> '), signature: 'x'.repeat(43), id: 'm1' }
  expect(chatTranscript([user('Call me'), signed])).toEqual([user('Call me'), assistant('bSure/b')])
})

test('the longest conversation the dialog can keep gives a transcript the function accepts', () => {
  const turns = Array.from({ length: 60 }, (_, index) =>
    index % 2 ? assistant(`<${'ü'.repeat(1999)}>`) : user('x'.repeat(500)),
  )
  expect(transcriptSchema.safeParse(chatTranscript(turns)).success).toBe(true)
})
