// The chat rules (docs/product.md, Rules: chat), shared by the dialog and the chat function. Pure: no I/O.
import * as z from 'zod/mini'
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageId } from '../shared/languages.ts'
import { CHAT_MESSAGES, MESSAGES, type ChatMessages } from './messages.ts'

/** `maxLength` bounds every message of a request; `replyMaxLength` how long an answer of the assistant may be. */
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

/** A turn as the dialog keeps and sends it: an answer carries the server's signature of it (functions/chat/history.ts). */
export interface SignedChatTurn extends ChatTurn {
  signature?: string
}

/** Strips angle brackets and any `javascript:` prefix (docs/product.md, Rules, chat), also when nested ("javajavascript:script:"). */
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
export function checkChatMessage(raw: string, messages: ChatMessages = CHAT_MESSAGES): ChatCheck {
  if (!raw.trim()) return { ignore: true }
  const text = cleanChatMessage(raw)
  if (text.length > CHAT_LIMITS.maxLength) return { ok: false, error: messages.tooLong }
  if (text.length < CHAT_LIMITS.minLength) return { ok: false, error: messages.tooShort }
  return { ok: true, text }
}

/**
 * The request's messages: the last five earlier messages plus the new one (docs/product.md, The calls). A longer earlier reply is
 * trimmed to the 500 characters every message of a request may have (its signature is of that trimmed form).
 */
export function buildHistory(earlier: SignedChatTurn[], text: string): SignedChatTurn[] {
  return [
    ...earlier.slice(-CHAT_LIMITS.history).map(({ role, content, signature }) => ({
      role,
      content: content.slice(0, CHAT_LIMITS.maxLength),
      ...(role === 'assistant' && signature ? { signature } : {}),
    })),
    { role: 'user', content: text },
  ]
}

const cleanedText = (
  minLength: number,
  tooShort: string,
  maxLength: number,
  tooLong: string,
  notText = 'Each message needs text content',
) =>
  z.pipe(
    z.pipe(z.string({ error: notText }), z.transform(cleanChatMessage)),
    z.string().check(z.minLength(minLength, { error: tooShort }), z.maxLength(maxLength, { error: tooLong })),
  )

// Every message, the visitor's and the assistant's earlier replies alike, is 1-500 characters after cleaning (the
// dialog trims earlier replies to fit, see buildHistory). The dialog itself asks a visitor for at least 3.
const turn = z.object({
  role: z.enum(['user', 'assistant'], { error: 'Each message role must be "user" or "assistant"' }),
  content: cleanedText(1, MESSAGES.chatTooShort, CHAT_LIMITS.maxLength, MESSAGES.chatTooLong),
  // The server's signature of an earlier answer; a wrong one only keeps that answer from a language model.
  signature: z.optional(z.string({ error: 'A signature must be text' }).check(z.maxLength(128))),
})

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
    // The page's language: the assistant answers from that language's content, in it. A dialog that sends none
    // (an older page) gets English.
    language: z._default(
      z.enum(LANGUAGES.map((language) => language.id) as [LanguageId, ...LanguageId[]], {
        error: `"language" must be one of ${LANGUAGES.map((language) => language.id).join(', ')}`,
      }),
      DEFAULT_LANGUAGE,
    ),
  },
  { error: 'The request body must be a JSON object with "messages"' },
)
export type ChatRequest = z.output<typeof chatRequestSchema>

/**
 * A chat lead's transcript (the assistant's hand-off to sales): the conversation the visitor had, at most `turns`
 * messages (the latest), each at most `turnLength` characters after cleaning. The dialog cuts a longer answer to fit
 * (chatTranscript); the contact function refuses anything else.
 */
export const TRANSCRIPT_LIMITS = { turns: 12, turnLength: 1000 } as const

export const TRANSCRIPT_MESSAGES = {
  notList: 'The transcript must be a list of messages',
  tooMany: `A transcript may have at most ${TRANSCRIPT_LIMITS.turns} messages`,
  role: 'Each transcript message role must be "user" or "assistant"',
  empty: 'Each transcript message needs text',
  tooLong: `Each transcript message must be at most ${TRANSCRIPT_LIMITS.turnLength} characters`,
} as const

/** The transcript of a conversation as a chat lead carries it: from the visitor's first message, the latest turns, each cut to fit. */
export function chatTranscript(messages: ChatTurn[]): ChatTurn[] {
  const first = messages.findIndex((message) => message.role === 'user')
  if (first < 0) return []
  return messages
    .slice(first)
    .map(({ role, content }) => {
      const text = cleanChatMessage(content)
      return {
        role,
        content:
          text.length > TRANSCRIPT_LIMITS.turnLength
            ? `${text.slice(0, TRANSCRIPT_LIMITS.turnLength - 1).trimEnd()}…`
            : text,
      }
    })
    .filter((turn) => turn.content)
    .slice(-TRANSCRIPT_LIMITS.turns)
}

/** A chat lead's transcript: role and cleaned text per message, bounded in count and length. */
export const transcriptSchema = z
  .array(
    z.object(
      {
        role: z.enum(['user', 'assistant'], { error: TRANSCRIPT_MESSAGES.role }),
        content: cleanedText(
          1,
          TRANSCRIPT_MESSAGES.empty,
          TRANSCRIPT_LIMITS.turnLength,
          TRANSCRIPT_MESSAGES.tooLong,
          TRANSCRIPT_MESSAGES.empty,
        ),
      },
      { error: TRANSCRIPT_MESSAGES.notList },
    ),
    { error: TRANSCRIPT_MESSAGES.notList },
  )
  .check(z.maxLength(TRANSCRIPT_LIMITS.turns, { error: TRANSCRIPT_MESSAGES.tooMany }))
