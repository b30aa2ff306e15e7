import type { LanguageId } from '#shared/languages.ts'
import type { SignedChatTurn } from '#validation/chat.ts'

interface ChatResponse {
  choices?: { message?: { content?: string | null; signature?: string | null; handoff?: boolean } }[]
}

export interface AssistantReply {
  /** The reply text, possibly empty (the dialog then shows its fallback text). */
  content: string
  /** The server's signature of the reply, sent back with it in the next request's history. */
  signature?: string
  /** The visitor asked for a person, a call or a quote: the dialog offers to take their details. */
  handoff?: true
}

const replyOf = (body: ChatResponse): AssistantReply => {
  const message = body.choices?.[0]?.message
  const content = message?.content?.trim() ?? ''
  return {
    content,
    ...(message?.signature ? { signature: message.signature } : {}),
    ...(message?.handoff === true ? { handoff: true as const } : {}),
  }
}

/** Reads the function's server-sent events: `delta` pieces of text, then `done` with the whole reply. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<AssistantReply> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffered += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end)
      buffered = buffered.slice(end + 2)
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message'
      const data = /^data: ?(.*)$/m.exec(block)?.[1]
      if (data === undefined) continue
      if (event === 'delta') {
        text += (JSON.parse(data) as { content?: string }).content ?? ''
        onText(text)
      } else if (event === 'done') {
        await reader.cancel()
        return replyOf(JSON.parse(data) as ChatResponse)
      } else if (event === 'error') {
        throw new Error(`Chat function failed: ${(JSON.parse(data) as { error?: string }).error ?? ''}`)
      }
    }
  }
  throw new Error('Chat stream ended without an answer')
}

/**
 * Calls the chat function in the page's language (it answers from that language's content); resolves to the reply (its text possibly empty), throws when the call fails. The
 * function may stream the reply (when a language model writes it): `onText` then gets the text so far as it grows.
 */
export async function askAssistant(
  messages: SignedChatTurn[],
  language: LanguageId,
  onText: (text: string) => void = () => {},
): Promise<AssistantReply> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' },
    body: JSON.stringify({ messages, language }),
  })
  if (!response.ok) throw new Error(`Chat function answered ${response.status}`)
  if (/^text\/event-stream/i.test(response.headers.get('content-type') ?? '') && response.body)
    return readStream(response.body, onText)
  return replyOf((await response.json()) as ChatResponse)
}
