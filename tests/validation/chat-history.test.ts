import { expect, test } from 'vitest'
import { buildHistory, chatRequestSchema } from '../../validation/chat.ts'

test('the request carries the last 5 earlier messages plus the new one', () => {
  const earlier = Array.from({ length: 8 }, (_, index) => ({
    role: index % 2 ? ('assistant' as const) : ('user' as const),
    content: `message ${index}`,
  }))
  const history = buildHistory(earlier, 'the new one')
  expect(history.map((turn) => turn.content)).toEqual([
    'message 3',
    'message 4',
    'message 5',
    'message 6',
    'message 7',
    'the new one',
  ])
})

test('an earlier reply longer than 500 characters travels trimmed to 500, so the request stays valid', () => {
  const history = buildHistory([{ role: 'assistant', content: 'x'.repeat(900) }], 'Thanks!')
  expect(history[0]!.content).toHaveLength(500)
  expect(chatRequestSchema.safeParse({ messages: history }).success).toBe(true)
})
