// POST /api/chat: the Enterprise Technology Assistant. Answers from the site's own content, through a language
// model when one is configured, otherwise (or when it fails) with the local answerer.
import { chatRequestSchema } from '../validation/chat.ts'
import type { FunctionContext } from './lib/context.ts'
import { failure, intSetting, json, readJsonBody, withErrorBoundary } from './lib/http.ts'
import { createRateLimiter, type RateLimiter } from './lib/rate-limit.ts'
import { getSanityClient } from './lib/sanity-client.ts'
import { getRetriever } from './chat/retrieval.ts'
import { answerLocally } from './chat/local-answerer.ts'
import { askProvider, providerConfig, systemPrompt } from './chat/provider.ts'

export const MAX_BODY_BYTES = 16 * 1024

const limiters = new Map<string, RateLimiter>()
function limiterFor(env: Record<string, string | undefined>): RateLimiter {
  const limit = intSetting(env, 'CHAT_RATE_LIMIT', 30)
  const windowMs = intSetting(env, 'CHAT_RATE_WINDOW_SECONDS', 300) * 1000
  const key = `${limit}/${windowMs}/${env.UPSTASH_REDIS_REST_URL ?? ''}`
  if (!limiters.has(key)) limiters.set(key, createRateLimiter({ limit, windowMs, prefix: 'chat', env }))
  return limiters.get(key)!
}

const reply = (content: string) => json(200, { choices: [{ message: { role: 'assistant', content } }] })

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
  const { messages } = parsed.data
  const question = messages.at(-1)!.content

  const client = getSanityClient(env)
  const retriever = await getRetriever(client, env.SANITY_PROJECT_ID ?? env.CONTENT_LAKE_URL ?? 'local')
  const provider = providerConfig(env)
  if (provider) {
    try {
      const passages = retriever
        .search(messages.map((message) => message.content).join(' '), 8)
        .map((result) => result.passage)
      const contact = retriever.passages.find((passage) => passage.kind === 'contact')
      const system = systemPrompt(
        retriever.settings?.companyName ?? 'the company',
        contact ? [...passages, contact] : passages,
      )
      return reply(await askProvider(provider, system, messages))
    } catch (error) {
      console.error('[chat] provider failed, answering locally:', error)
    }
  }
  return reply(answerLocally(question, retriever))
}

export default withErrorBoundary('chat', handler)
