// POST /api/chat: the Enterprise Technology Assistant. Answers from the site's own content, through a language
// model when one is configured, otherwise (or when it fails, or while its circuit breaker is open) with the local
// answerer. The answer is JSON (docs/product.md, The calls: choices[0].message.content); a client that accepts text/event-stream
// gets a language model's answer as server-sent events while the model writes it. Every answer is signed, so an
// earlier answer the dialog sends back can be told from a made-up one (chat/history.ts).
import { CHAT_LIMITS, chatRequestSchema, type ChatRequest } from '../../validation/chat.ts'
import { cmsLinks, sanitizeChatLinks } from '../../validation/chat-links.ts'
import { MESSAGES } from '../../validation/messages.ts'
import type { FunctionContext } from '../lib/context.ts'
import { json } from '../lib/http.ts'
import type { RateLimitRule } from '../lib/rate-limit.ts'
import { defineFunction, type FunctionInput } from '../lib/define-function.ts'
import { getSanityClient } from '../lib/sanity-client.ts'
import { getRetriever, type Retriever } from './retrieval.ts'
import { answerLocally, asksForPerson } from './local-answerer.ts'
import { answerOnce, keepUnanswered } from './unanswered.ts'
import { askProvider, providerConfig, streamProvider, systemPrompt, type ProviderConfig } from './provider.ts'
import { breakerFor, type Breaker } from './breaker.ts'
import { conversationSubject, historyKey, signAnswer, trustedHistory } from './history.ts'
import { numbersIn, ungroundedNumbers } from './figures.ts'

/**
 * Six messages of at most 500 characters each (the dialog trims earlier replies to fit, validation/chat.ts) with
 * their signatures: ample room for JSON escapes and multi-byte characters.
 */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * Who answered, in the `X-Assistant-Source` header (and the stream's last event): the language model, the local
 * answerer with no model configured, or the local answerer instead of the model, because the model failed, its circuit
 * is open, or its answer had a figure the content does not hold.
 */
export type AnswerSource = 'provider' | 'local' | 'local-fallback' | 'local-circuit-open' | 'local-ungrounded'

/** 30 questions per 5 minutes per client IP unless the environment says otherwise. */
export const RATE_LIMIT: RateLimitRule = {
  prefix: 'chat',
  limit: { setting: 'CHAT_RATE_LIMIT', fallback: 30 },
  windowSeconds: { setting: 'CHAT_RATE_WINDOW_SECONDS', fallback: 300 },
  message: 'Too many messages. Please wait a moment and try again.',
}

/**
 * The answer, trimmed to what the next request may carry back in its history, with its signature; `handoff: true`
 * when the visitor asked for a person, a call or a quote (the dialog then offers to take their details).
 */
function answerBody(content: string, key: Buffer, handoff = false) {
  const trimmed = content.trim()
  const text =
    trimmed.length > CHAT_LIMITS.replyMaxLength
      ? `${trimmed.slice(0, CHAT_LIMITS.replyMaxLength - 1).trimEnd()}…`
      : trimmed
  const message = { role: 'assistant', content: text, signature: signAnswer(key, text) }
  return { choices: [{ message: handoff ? { ...message, handoff: true } : message }] }
}

const reply = (content: string, source: AnswerSource, key: Buffer, handoff = false) =>
  json(200, answerBody(content, key, handoff), { 'X-Assistant-Source': source })

/** The passages a language model gets: those for the question, then those for the conversation, and the contact. */
function referencePassages(retriever: Retriever, question: string, earlierQuestions: string[]) {
  const context = earlierQuestions.slice(-2).join(' ')
  const hits = [...retriever.search(question, 6, context), ...(context ? retriever.search(context, 2) : [])]
  const contact = retriever.passages.find((passage) => passage.kind === 'contact')
  return [...new Set([...hits.map((hit) => hit.passage), ...(contact ? [contact] : [])])]
}

// The site's own paths, per index: a language model's link to any other path is dropped.
const sitePaths = new WeakMap<Retriever, Set<string>>()
function pathsOf(retriever: Retriever): Set<string> {
  if (!sitePaths.has(retriever))
    sitePaths.set(
      retriever,
      new Set(['/', ...retriever.passages.map((passage) => passage.url.split('#')[0]!)]),
    )
  return sitePaths.get(retriever)!
}

/**
 * A language model's answer as it may be shown: links only to our own pages and the CMS's addresses, and every
 * figure one the content (or the visitor) wrote; null when it has any other figure.
 */
function checkedAnswer(text: string, retriever: Retriever, visitorText: string): string | null {
  const safe = sanitizeChatLinks(text.trim(), cmsLinks(retriever.settings), pathsOf(retriever)).trim()
  const known = new Set([...retriever.numbers, ...numbersIn(visitorText)])
  const invented = ungroundedNumbers(safe, known)
  if (invented.length) {
    console.warn('[chat] provider answer has figures the content does not hold, answering locally:', invented)
    return null
  }
  return safe || null
}

interface ProviderCall {
  provider: ProviderConfig
  breaker: Breaker
  system: string
  history: ReturnType<typeof trustedHistory>
  retriever: Retriever
  visitorText: string
  local: () => string
  key: Buffer
  /** The visitor asked for a person: the answer carries the hand-off flag. */
  handoff: boolean
}

/** The model's answer as server-sent events: `delta` events with its text, then `done` with the whole answer. */
function streamedAnswer(call: ProviderCall): Response {
  const encoder = new TextEncoder()
  const aborted = new AbortController()
  let open = true
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => {
        if (open) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
      }
      try {
        let text = ''
        let answer: string
        let source: AnswerSource = 'provider'
        try {
          for await (const delta of streamProvider(
            call.provider,
            call.system,
            call.history,
            aborted.signal,
          )) {
            const piece = delta.slice(0, CHAT_LIMITS.replyMaxLength - text.length)
            if (!piece) break
            text += piece
            send('delta', { content: piece })
          }
          call.breaker.succeeded()
          const checked = checkedAnswer(text, call.retriever, call.visitorText)
          answer = checked ?? call.local()
          if (!checked) source = 'local-ungrounded'
        } catch (error) {
          // The visitor left: nobody to answer, and nothing learnt about the provider.
          if (aborted.signal.aborted) {
            call.breaker.released()
            return
          }
          call.breaker.failed()
          console.error('[chat] provider failed, answering locally:', error)
          answer = call.local()
          source = 'local-fallback'
        }
        send('done', { ...answerBody(answer, call.key, call.handoff), source })
      } catch (error) {
        console.error('[chat] unexpected error:', error)
        send('error', { success: false, error: MESSAGES.unexpected })
      } finally {
        if (open) controller.close()
        open = false
      }
    },
    cancel() {
      open = false
      aborted.abort()
    },
  })
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // No proxy buffering: each event reaches the visitor as it is written.
      'X-Accel-Buffering': 'no',
      'X-Assistant-Source': 'provider',
    },
  })
}

async function handler(
  request: Request,
  context: FunctionContext,
  { data }: FunctionInput<ChatRequest>,
): Promise<Response> {
  const env = context.env ?? process.env
  // Only user and assistant turns reach this point (the declaration's schema refuses a client's "system" message), each with only
  // its role, cleaned content and signature.
  const messages = data.messages
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
  const retriever = await getRetriever(client, source, data.language)
  const key = historyKey(env)
  const subject = conversationSubject(trustedHistory(key, messages, retriever.settings?.greeting))
  const localAnswer = answerOnce(() => answerLocally(question, retriever, earlierQuestions, subject))
  const local = () => localAnswer().text
  // A question the content could not answer is kept for marketing once the answer has gone (chat/unanswered.ts).
  void keepUnanswered({ env, question, answer: localAnswer, waitUntil: context.waitUntil })
  // Whoever answers (the model or the local answerer), a request for a person gets the dialog's hand-off form.
  const handoff = asksForPerson(question)

  const provider = providerConfig(env)
  if (!provider) return reply(local(), 'local', key, handoff)
  const breaker = breakerFor(env, `${provider.baseUrl} ${provider.model}`)
  if (!breaker.allow()) return reply(local(), 'local-circuit-open', key, handoff)

  const call: ProviderCall = {
    provider,
    breaker,
    system: systemPrompt(
      retriever.settings?.companyName ?? 'the company',
      referencePassages(retriever, question, earlierQuestions),
      retriever.passages.filter((passage) => passage.kind === 'service').map((passage) => passage.title),
      retriever.settings?.description ?? '',
    ),
    // Only the server's own earlier answers: an assistant turn the visitor made up never reaches the model.
    history: trustedHistory(key, messages, retriever.settings?.greeting),
    retriever,
    visitorText: [...earlierQuestions, question].join(' '),
    local,
    key,
    handoff,
  }
  if (/\btext\/event-stream\b/i.test(request.headers.get('accept') ?? '')) return streamedAnswer(call)
  try {
    const answer = await askProvider(provider, call.system, call.history)
    breaker.succeeded()
    const checked = checkedAnswer(answer, retriever, call.visitorText)
    return checked
      ? reply(checked, 'provider', key, handoff)
      : reply(local(), 'local-ungrounded', key, handoff)
  } catch (error) {
    breaker.failed()
    console.error('[chat] provider failed, answering locally:', error)
    return reply(local(), 'local-fallback', key, handoff)
  }
}

export default defineFunction({
  name: 'chat',
  path: '/api/chat',
  methods: ['POST'],
  bodyLimit: MAX_BODY_BYTES,
  rateLimit: RATE_LIMIT,
  schema: chatRequestSchema,
  handler,
  local: 'mounted',
})
