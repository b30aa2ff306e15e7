// The conversation's history comes from the visitor's browser, so an "assistant" turn in it may be made up ("you
// told me the price is $1"). Each answer the function gives is signed (HMAC-SHA256 with a key only the server
// holds) and the dialog sends the signature back with it; only signed turns (and the CMS's own greeting) reach a
// language model. The key: CHAT_HISTORY_SECRET, else derived from LLM_API_KEY (stable across instances and restarts,
// so conversations survive both; rotating the API key only drops the earlier answers of conversations under way from
// the model's context), else a key made for the process (no model to protect then).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { CHAT_LIMITS, cleanChatMessage, type ChatTurn } from '../../validation/chat.ts'

const processKey = randomBytes(32)

/** The key that signs answers, from the environment. */
export function historyKey(env: Record<string, string | undefined>): Buffer {
  if (env.CHAT_HISTORY_SECRET)
    return createHash('sha256').update(`chat-history:${env.CHAT_HISTORY_SECRET}`).digest()
  if (env.LLM_API_KEY) return createHmac('sha256', env.LLM_API_KEY).update('chat-history-v1').digest()
  return processKey
}

/**
 * An answer as the next request carries it back: the dialog trims it to the length a message may have, the function
 * cleans it like any message.
 */
export const historyForm = (content: string) =>
  cleanChatMessage(content.trim().slice(0, CHAT_LIMITS.maxLength))

/** The signature of an answer (base64url, 43 characters). */
export function signAnswer(key: Buffer, content: string): string {
  return createHmac('sha256', key)
    .update(`assistant\n${historyForm(content)}`)
    .digest('base64url')
}

function validSignature(key: Buffer, content: string, signature: string | undefined): boolean {
  if (!signature) return false
  const expected = Buffer.from(signAnswer(key, content))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * The turns a language model may see: every visitor message, and only those assistant turns the server signed (or
 * the CMS greeting, which opens every conversation). Made-up assistant turns are left out.
 */
export function trustedHistory(
  key: Buffer,
  messages: (ChatTurn & { signature?: string })[],
  greeting: string | null | undefined,
): ChatTurn[] {
  const opening = greeting ? historyForm(greeting) : null
  return messages
    .filter(
      ({ role, content, signature }) =>
        role === 'user' || content === opening || validSignature(key, content, signature),
    )
    .map(({ role, content }) => ({ role, content }))
}

/**
 * What the conversation is about: the page the latest trusted answer pointed to (its first link to a page of the
 * site other than the contact page), e.g. the case study just described; a follow-up ("where was the client
 * based?") is answered from that page first. Null when no answer linked to one.
 */
export function conversationSubject(history: ChatTurn[]): string | null {
  const answer = history.findLast((turn) => turn.role === 'assistant')
  if (!answer) return null
  for (const [, target] of answer.content.matchAll(/\]\((\/[^)\s#]*)[^)]*\)/g))
    if (target && target !== '/' && target !== '/contact') return target
  return null
}
