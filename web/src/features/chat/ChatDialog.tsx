import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import styled, { keyframes } from 'styled-components'
import { notify } from '../../lib/notify.ts'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Send, X } from 'lucide-react'
import { useSiteSettings } from '../../lib/settings.ts'
import { buildHistory, checkChatMessage, CHAT_LIMITS, type ChatTurn } from '../../../../validation/chat.ts'
import { MESSAGES } from '../../../../validation/messages.ts'
import { askAssistant } from './api.ts'
import { MessageText } from './MessageText.tsx'

interface ChatMessage extends ChatTurn {
  id: string
  timestamp: number
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(15, 23, 42, 0.55);
`
const Frame = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
`
const Panel = styled(DialogPanel)`
  width: min(100%, 36rem);
  height: min(100%, 40rem);
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
`
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  button {
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
    padding: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`
const Log = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`
const Bubble = styled.div<{ $user: boolean }>`
  align-self: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $user }) => ($user ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $user }) => ($user ? '#fff' : theme.colors.text)};
  border: 1px solid ${({ theme, $user }) => ($user ? 'transparent' : theme.colors.border)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    font-weight: 600;
  }
`
const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`
const Typing = styled.div`
  align-self: flex-start;
  display: flex;
  gap: 4px;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  span {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    animation: ${blink} 1.2s infinite both;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
`
const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  textarea {
    flex: 1;
    resize: none;
    font: inherit;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    min-height: 3rem;
    max-height: 8rem;
  }
  button {
    flex: none;
    width: 3rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    cursor: pointer;
    display: grid;
    place-items: center;
  }
  button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

let counter = 0
const message = (role: ChatTurn['role'], content: string): ChatMessage => ({
  id: `m${++counter}`,
  role,
  content,
  timestamp: Date.now(),
})

/** The Enterprise Technology Assistant (SPEC.md §2 chat dialog, §4 states, §5 rules). */
export default function ChatDialog({ onClose }: { onClose: () => void }) {
  const { assistant } = useSiteSettings()
  // One greeting from the CMS; none (rather than an empty message the function would refuse) when it is blank.
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    assistant?.greeting?.trim() ? [message('assistant', assistant.greeting.trim())] : [],
  )
  const [input, setInput] = useState('')
  const [loading, setLoading] = useState(false)
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)

  // The newest message in view (scrollTop rather than scrollTo: every browser has it).
  useEffect(() => {
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight
  }, [messages, loading])

  async function sendMessage() {
    if (loading) return
    const check = checkChatMessage(input)
    if ('ignore' in check) return
    if (!check.ok) {
      void notify('error', check.error)
      return
    }
    const history = buildHistory(
      messages.map(({ role, content }) => ({ role, content })),
      check.text,
    )
    setMessages((current) => [...current, message('user', check.text)])
    setInput('')
    setLoading(true)
    try {
      const reply = await askAssistant(history)
      setMessages((current) => [...current, message('assistant', reply || MESSAGES.chatNoReply)])
    } catch (error) {
      console.error('Chat request failed:', error)
      void notify('error', MESSAGES.sendFailed)
    } finally {
      setLoading(false)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void sendMessage()
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter adds a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void sendMessage()
    }
  }

  return (
    <Dialog open onClose={onClose} initialFocus={inputRef}>
      <Backdrop aria-hidden="true" />
      <Frame>
        <Panel>
          <Header>
            <DialogTitle as="h2">{assistant?.title}</DialogTitle>
            <button type="button" onClick={onClose} aria-label="Close">
              <X size={20} aria-hidden="true" />
            </button>
          </Header>
          <Log ref={logRef} role="log" aria-live="polite" aria-relevant="additions">
            {messages.map((item) => (
              <Bubble key={item.id} $user={item.role === 'user'}>
                <span className="visually-hidden">
                  {item.role === 'user' ? 'You: ' : `${assistant?.title}: `}
                </span>
                {item.role === 'assistant' ? <MessageText text={item.content} /> : item.content}
              </Bubble>
            ))}
            {loading && (
              <Typing role="status" aria-label="Assistant is typing">
                <span />
                <span />
                <span />
              </Typing>
            )}
          </Log>
          <Composer onSubmit={onSubmit}>
            <label htmlFor="chat-input" className="visually-hidden">
              {assistant?.placeholder}
            </label>
            <textarea
              id="chat-input"
              ref={inputRef}
              rows={1}
              value={input}
              maxLength={CHAT_LIMITS.maxLength}
              placeholder={assistant?.placeholder ?? undefined}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="submit" disabled={loading} aria-label={assistant?.sendLabel ?? undefined}>
              <Send size={18} aria-hidden="true" />
            </button>
          </Composer>
        </Panel>
      </Frame>
    </Dialog>
  )
}
