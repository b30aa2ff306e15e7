import type { ChatTurn } from '../../../../validation/chat.ts'

interface ChatResponse {
  choices?: { message?: { content?: string | null } }[]
}

/** Calls the chat function; resolves to the reply text (possibly empty), throws when the call fails. */
export async function askAssistant(messages: ChatTurn[]): Promise<string> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages }),
  })
  if (!response.ok) throw new Error(`Chat function answered ${response.status}`)
  const body = (await response.json()) as ChatResponse
  return body.choices?.[0]?.message?.content?.trim() ?? ''
}
