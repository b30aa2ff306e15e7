// The chat rules of SPEC.md §5 and §9, shared by the dialog and the chat function. Pure: no I/O.
import * as z from 'zod/mini'
import { MESSAGES } from './messages.ts'

/**
 * `maxLength` bounds what a visitor types; `replyMaxLength` what the assistant answers, so its replies can travel back
 * in the history of the next request.
 */
export const CHAT_LIMITS = {
  maxLength: 500,
  minLength: 3,
  history: 5,
  maxMessages: 6,
  replyMaxLength: 2000,
} as const

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

/** Strips angle brackets and any `javascript:` prefix (SPEC.md §5, chat), also when nested ("javajavascript:script:"). */
export function cleanChatMessage(text: string): string {
  let cleaned = text.replace(/[<>]/g, '')
  for (let previous = ''; previous !== cleaned;) {
    previous = cleaned
    cleaned = cleaned.replace(/javascript\s*:/gi, '')
  }
  return cleaned.trim()
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
  return [
    ...earlier
      .slice(-CHAT_LIMITS.history)
      .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_LIMITS.replyMaxLength) })),
    { role: 'user', content: text },
  ]
}

const cleanedText = (minLength: number, tooShort: string, maxLength: number, tooLong: string) =>
  z.pipe(
    z.pipe(z.string({ error: 'Each message needs text content' }), z.transform(cleanChatMessage)),
    z.string().check(z.minLength(minLength, { error: tooShort }), z.maxLength(maxLength, { error: tooLong })),
  )

// A visitor's message follows the dialog's rules (3-500 characters after cleaning, with the dialog's messages); an
// earlier reply of the assistant may be longer.
const turn = z.discriminatedUnion(
  'role',
  [
    z.object({
      role: z.literal('user'),
      content: cleanedText(
        CHAT_LIMITS.minLength,
        MESSAGES.chatTooShort,
        CHAT_LIMITS.maxLength,
        MESSAGES.chatTooLong,
      ),
    }),
    z.object({
      role: z.literal('assistant'),
      content: cleanedText(
        1,
        'Assistant messages must not be empty',
        CHAT_LIMITS.replyMaxLength,
        `Assistant messages must be at most ${CHAT_LIMITS.replyMaxLength} characters`,
      ),
    }),
  ],
  { error: 'Each message role must be "user" or "assistant"' },
)

/** The chat function's request body: 1-6 messages, user and assistant only, the last one from the user. */
export const chatRequestSchema = z.object(
  {
    messages: z.array(turn, { error: '"messages" must be an array' }).check(
      z.minLength(1, { error: 'At least one message is required' }),
      z.maxLength(CHAT_LIMITS.maxMessages, {
        error: `At most ${CHAT_LIMITS.maxMessages} messages are allowed`,
      }),
      z.refine((messages) => messages.at(-1)?.role === 'user', {
        error: 'The last message must be from the user',
      }),
    ),
  },
  { error: 'The request body must be a JSON object with "messages"' },
)
export type ChatRequest = z.output<typeof chatRequestSchema>
