// POST /api/chat: the Enterprise Technology Assistant. Answers from the site's own content, through a language
// model when one is configured, otherwise (or when it fails) with the local answerer.
import { CHAT_LIMITS, chatRequestSchema, type ChatTurn } from '../validation/chat.ts'
import type { FunctionContext } from './lib/context.ts'
import { failure, intSetting, json, readJsonBody, withErrorBoundary } from './lib/http.ts'
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.ts'
import { getSanityClient } from './lib/sanity-client.ts'
import { getRetriever, type Retriever } from './chat/retrieval.ts'
import { answerLocally } from './chat/local-answerer.ts'
import { askProvider, providerConfig, systemPrompt } from './chat/provider.ts'

/**
 * Six messages: five earlier ones (replies up to 2,000 characters) and the visitor's 500, with room for JSON escapes
 * and multi-byte characters.
 */
export const MAX_BODY_BYTES = 64 * 1024

const limiters = new Map<string, RateLimiter>()
function limiterFor(env: Record<string, string | undefined>): RateLimiter {
  const limit = intSetting(env, 'CHAT_RATE_LIMIT', 30)
  const windowMs = intSetting(env, 'CHAT_RATE_WINDOW_SECONDS', 300) * 1000
  const key = `${limit}/${windowMs}/${env.UPSTASH_REDIS_REST_URL ?? ''}`
  if (!limiters.has(key)) limiters.set(key, createRateLimiter({ limit, windowMs, prefix: 'chat', env }))
  return limiters.get(key)!
}

/** The answer, trimmed to what the next request may carry back in its history. */
function reply(content: string): Response {
  const text =
    content.length > CHAT_LIMITS.replyMaxLength
      ? `${content.slice(0, CHAT_LIMITS.replyMaxLength - 1).trimEnd()}…`
      : content
  return json(200, { choices: [{ message: { role: 'assistant', content: text } }] })
}

/** The passages a language model gets: those for the question, then those for the conversation, and the contact. */
function referencePassages(retriever: Retriever, question: string, earlierQuestions: string[]) {
  const context = earlierQuestions.slice(-2).join(' ')
  const hits = [...retriever.search(question, 6, context), ...(context ? retriever.search(context, 2) : [])]
  const contact = retriever.passages.find((passage) => passage.kind === 'contact')
  return [...new Set([...hits.map((hit) => hit.passage), ...(contact ? [contact] : [])])]
}

async function handler(request: Request, context: FunctionContext): Promise<Response> {
  const env = context.env ?? process.env
  const read = await readJsonBody(request, MAX_BODY_BYTES)
  if ('response' in read) return read.response

  const limit = await limiterFor(env).hit(context.clientIp)
  if (!limit.allowed) {
    return failure(
      429,
      'Too many messages. Please wait a moment and try again.',
      {},
      { 'Retry-After': String(limit.retryAfterSeconds) },
    )
  }

  const parsed = chatRequestSchema.safeParse(read.body)
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? 'Invalid request')
  // Only user and assistant turns reach this point (a client's "system" message is rejected above), each with only
  // its role and cleaned content.
  const messages: ChatTurn[] = parsed.data.messages.map(({ role, content }) => ({ role, content }))
  const question = messages.at(-1)!.content
  const earlierQuestions = messages
    .slice(0, -1)
    .filter((message) => message.role === 'user')
    .map((message) => message.content)

  // The assistant answers anonymous visitors, so it reads only what they may read: never with the editor token.
  const client = getSanityClient(env, 'public')
  const source = env.SANITY_PROJECT_ID
    ? `${env.SANITY_PROJECT_ID}/${env.SANITY_DATASET ?? 'production'}`
    : (env.CONTENT_LAKE_URL ?? 'local')
  const retriever = await getRetriever(client, source)
  const provider = providerConfig(env)
  if (provider) {
    try {
      const system = systemPrompt(
        retriever.settings?.companyName ?? 'the company',
        referencePassages(retriever, question, earlierQuestions),
        retriever.passages.filter((passage) => passage.kind === 'service').map((passage) => passage.title),
      )
      return reply(await askProvider(provider, system, messages))
    } catch (error) {
      console.error('[chat] provider failed, answering locally:', error)
    }
  }
  return reply(answerLocally(question, retriever, earlierQuestions))
}

export default withErrorBoundary('chat', handler)
