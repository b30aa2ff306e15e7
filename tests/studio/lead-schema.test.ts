// A lead in the Studio: what the visitor sent cannot be changed by the team. Only the internal notes are typed in;
// the status and the assignee change through the document actions, which record who and when.
import { expect, test } from 'vitest'
import { contactSubmission } from '../../schemas/documents/contactSubmission.ts'

const fields = contactSubmission.fields as { name: string; readOnly?: unknown }[]
const field = (name: string) => fields.find((entry) => entry.name === name)

test('every field the visitor filled in, or the form recorded, is read-only', () => {
  for (const name of [
    'name',
    'email',
    'phone',
    'company',
    'service',
    'message',
    'source',
    'transcript',
    'submittedAt',
    'submissionId',
  ])
    expect({ name, readOnly: field(name)?.readOnly }).toEqual({ name, readOnly: true })
})

test('the internal notes are the only field typed in', () => {
  expect(fields.filter((entry) => entry.readOnly !== true).map((entry) => entry.name)).toEqual(['notes'])
})

test('a lead is live-edited: a change is saved at once, with no draft to publish', () => {
  expect(contactSubmission.liveEdit).toBe(true)
})

test('a chat lead’s conversation is a read-only list of messages, each from the visitor or the assistant', () => {
  const transcript = field('transcript') as unknown as {
    type: string
    of: { name: string; fields: { name: string; options?: { list: { value: string }[] } }[] }[]
  }
  expect(transcript.type).toBe('array')
  const [turn] = transcript.of
  expect(turn!.name).toBe('leadChatTurn')
  expect(turn!.fields.map((entry) => entry.name)).toEqual(['role', 'content'])
  expect(turn!.fields[0]!.options!.list.map((option) => option.value)).toEqual(['user', 'assistant'])
})
