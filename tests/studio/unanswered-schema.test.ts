// A group of unanswered questions in the Studio (docs/chat.md): the chat function writes it, marketing only reads and
// deletes it, and its row in the list says how often and when it was asked.
import { expect, test } from 'vitest'
import { askedSummary, unansweredQuestion } from '../../schemas/documents/unansweredQuestion.ts'

const fields = unansweredQuestion.fields as { name: string; readOnly?: unknown }[]

test('every field is read-only', () => {
  expect(fields.filter((field) => field.readOnly !== true).map((field) => field.name)).toEqual([])
})

test('a group is live-edited: no draft, deleted at once', () => {
  expect(unansweredQuestion.liveEdit).toBe(true)
})

test("the row under the wording: the count, the last asking's day, and whether it is off topic", () => {
  expect(
    [
      { count: 1, lastAskedAt: '2026-03-02T10:45:00.000Z', outcome: 'unanswered' },
      { count: 4, lastAskedAt: '2026-03-02T23:59:00.000Z', outcome: 'offTopic' },
    ].map(askedSummary),
  ).toEqual(['Asked once · last 2026-03-02', 'Asked 4 times · last 2026-03-02 · off topic'])
})
