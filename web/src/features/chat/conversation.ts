// The conversation with the assistant, kept for the browser tab (sessionStorage): it survives a page load, a link
// followed in an answer and closing the dialog, and ends with the tab. Storage that cannot be used (private mode, a
// full quota) only means the conversation is not kept.
import type { SignedChatTurn } from '#validation/chat.ts'

export interface ChatMessage extends SignedChatTurn {
  id: string
  timestamp: number
  /**
   * An answer to a request for a person (the function's hand-off flag): the form for the visitor's details shows
   * under it (`offered`) until they are sent (`sent`: the confirmation shows instead).
   */
  handoff?: 'offered' | 'sent'
}

export const CONVERSATION_KEY = 'assistant-conversation'
/** The most messages kept: far more than a request carries (the last five), enough to scroll back through. */
export const KEPT_MESSAGES = 60

let counter = 0
export const chatMessage = (role: ChatMessage['role'], content: string, signature?: string): ChatMessage => ({
  id: `m${Date.now().toString(36)}-${++counter}`,
  role,
  content,
  timestamp: Date.now(),
  ...(signature ? { signature } : {}),
})

const isMessage = (value: unknown): value is ChatMessage => {
  if (!value || typeof value !== 'object') return false
  const { id, role, content, timestamp, signature, handoff } = value as Record<string, unknown>
  return (
    typeof id === 'string' &&
    (role === 'user' || role === 'assistant') &&
    typeof content === 'string' &&
    typeof timestamp === 'number' &&
    (signature === undefined || typeof signature === 'string') &&
    (handoff === undefined || handoff === 'offered' || handoff === 'sent')
  )
}

/** The kept conversation, or null when there is none (or it cannot be read). */
export function loadConversation(): ChatMessage[] | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CONVERSATION_KEY) ?? 'null') as unknown
    return Array.isArray(stored) && stored.length > 0 && stored.every(isMessage) ? stored : null
  } catch {
    return null
  }
}

export function saveConversation(messages: ChatMessage[]): void {
  try {
    sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(messages.slice(-KEPT_MESSAGES)))
  } catch {
    // Not kept: the conversation still works on this page.
  }
}
