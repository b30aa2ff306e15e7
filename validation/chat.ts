// The chat rules of SPEC.md §5 and §9, shared by the dialog and the chat function. Pure: no I/O.
import * as z from 'zod/mini'
import { MESSAGES } from './messages.ts'

export const CHAT_LIMITS = { maxLength: 500, minLength: 3, history: 5, maxMessages: 6 } as const

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

/** Strips angle brackets and any `javascript:` prefix (SPEC.md §5, chat). */
export function cleanChatMessage(text: string): string {
  return text
    .replace(/[<>]/g, '')
    .replace(/^\s*(javascript:\s*)+/i, '')
    .replace(/javascript:/gi, '')
    .trim()
}

export type ChatCheck = { ok: true; text: string } | { ok: false; error: string } | { ignore: true }

/** Whether a typed message may be sent: empty input is ignored, then the length rules apply after cleaning. */
export function checkChatMessage(raw: string): ChatCheck {
  if (!raw.trim()) return { ignore: true }
  const text = cleanChatMessage(raw)
  if (text.length > CHAT_LIMITS.maxLength) return { ok: false, error: MESSAGES.chatTooLong }
  if (text.length < CHAT_LIMITS.minLength) return { ok: false, error: MESSAGES.chatTooShort }
  return { ok: true, text }
}

/** The request's messages: the last five earlier messages plus the new one (SPEC.md §7). */
export function buildHistory(earlier: ChatTurn[], text: string): ChatTurn[] {
  return [...earlier.slice(-CHAT_LIMITS.history), { role: 'user', content: text }]
}

const turn = z.object({
  role: z.enum(['user', 'assistant'], { error: 'Each message role must be "user" or "assistant"' }),
  content: z.pipe(
    z.pipe(z.string({ error: 'Each message needs text content' }), z.transform(cleanChatMessage)),
    z.string().check(
      z.minLength(1, { error: 'Messages must not be empty' }),
      z.maxLength(CHAT_LIMITS.maxLength, {
        error: `Messages must be at most ${CHAT_LIMITS.maxLength} characters`,
      }),
    ),
  ),
})

/** The chat function's request body: 1-6 messages, user and assistant only, the last one from the user. */
export const chatRequestSchema = z.object({
  messages: z.array(turn, { error: '"messages" must be an array' }).check(
    z.minLength(1, { error: 'At least one message is required' }),
    z.maxLength(CHAT_LIMITS.maxMessages, {
      error: `At most ${CHAT_LIMITS.maxMessages} messages are allowed`,
    }),
    z.refine((messages) => messages.at(-1)?.role === 'user', {
      error: 'The last message must be from the user',
    }),
  ),
})
export type ChatRequest = z.output<typeof chatRequestSchema>
