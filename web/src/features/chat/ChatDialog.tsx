import { Fragment, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import styled, { keyframes } from 'styled-components'
import { notify } from '#web/notifications/notify.ts'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Send, X } from 'lucide-react'
import { useSiteSettings } from '#web/data/settings.ts'
import { useLanguage } from '#web/data/language.ts'
import { buildHistory, checkChatMessage, CHAT_LIMITS } from '#validation/chat.ts'
import { chatMessages } from '#validation/messages.ts'
import { askAssistant } from './api.ts'
import { MessageText } from './MessageText.tsx'
import { chatMessage, loadConversation, saveConversation, type ChatMessage } from './conversation.ts'
import { isHosted, openAssistant } from './chat-store.ts'
import { HandoffForm, HandoffSent } from './HandoffForm.tsx'
import { useVisualViewport } from './use-visual-viewport.ts'

// Above the sticky site header (z-index 40) and the launcher (50): the whole page dims under the backdrop.
const DIALOG_LAYER = 60
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${DIALOG_LAYER};
  background: rgba(15, 23, 42, 0.55);
`
const Frame = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${DIALOG_LAYER};
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
  background: ${({ theme, $user }) => ($user ? theme.colors.primaryFill : theme.colors.surface)};
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
    background: ${({ theme }) => theme.colors.primaryFill};
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

/**
 * The Enterprise Technology Assistant (docs/product.md: Assistant, States, Rules: chat). The conversation is kept for the
 * tab (conversation.ts): reopened, or on another page, it goes on where it was. An answer the function streams
 * (server-sent events) grows as it arrives; the typing indicator shows until its first words.
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const { assistant, closeMenuLabel } = useSiteSettings()
  const language = useLanguage()
  const texts = chatMessages(assistant?.messages)
  // The kept conversation; else one greeting from the CMS (none, rather than an empty message the function would
  // refuse, when it is blank).
  const [messages, setMessages] = useState<ChatMessage[]>(
    () =>
      loadConversation() ??
      (assistant?.greeting?.trim() ? [chatMessage('assistant', assistant.greeting.trim())] : []),
  )
  const [input, setInput] = useState('')
  // Waiting for an answer; `typing` until its first words arrive.
  const [loading, setLoading] = useState(false)
  const [typing, setTyping] = useState(false)
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  // The hand-off just sent in this dialog: its confirmation takes the focus from the form it replaces.
  const [justSent, setJustSent] = useState<string | null>(null)
  useVisualViewport(frameRef)

  useEffect(() => saveConversation(messages), [messages])

  // The newest message in view (scrollTop rather than scrollTo: every browser has it).
  useEffect(() => {
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight
  }, [messages, typing])

  async function sendMessage() {
    if (loading) return
    const check = checkChatMessage(input, texts)
    if ('ignore' in check) return
    if (!check.ok) {
      void notify('error', check.error)
      return
    }
    const history = buildHistory(messages, check.text)
    setMessages((current) => [...current, chatMessage('user', check.text)])
    setInput('')
    setLoading(true)
    setTyping(true)
    // The streamed answer's message, made with its first words and grown with the rest.
    let streamed: string | null = null
    try {
      const reply = await askAssistant(history, language, (text) => {
        if (streamed === null) {
          const item = chatMessage('assistant', text)
          streamed = item.id
          setTyping(false)
          setMessages((current) => [...current, item])
        } else {
          const id = streamed
          setMessages((current) =>
            current.map((item) => (item.id === id ? { ...item, content: text } : item)),
          )
        }
      })
      const final: ChatMessage = {
        ...chatMessage('assistant', reply.content || texts.noReply, reply.signature),
        ...(reply.handoff ? { handoff: 'offered' as const } : {}),
      }
      setMessages((current) =>
        streamed === null
          ? [...current, final]
          : current.map((item) => (item.id === streamed ? { ...final, id: item.id } : item)),
      )
    } catch (error) {
      console.error('Chat request failed:', error)
      // Words streamed before the failure are not an answer.
      if (streamed !== null) setMessages((current) => current.filter((item) => item.id !== streamed))
      void notify('error', texts.sendFailed)
    } finally {
      setLoading(false)
      setTyping(false)
    }
  }

  /** The hand-off under an answer: sent, the form gives way to the confirmation, for the rest of the conversation. */
  function handoffSent(id: string) {
    setJustSent(id)
    setMessages((current) => current.map((item) => (item.id === id ? { ...item, handoff: 'sent' } : item)))
  }
  // Only the latest offer shows a form: an earlier one was passed over.
  const offered = [...messages].reverse().find((item) => item.handoff === 'offered')

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
      <Frame ref={frameRef}>
        <Panel>
          <Header>
            <DialogTitle as="h2">{assistant?.title}</DialogTitle>
            {/* The one word for closing, in the page's language: the phone menu's close button's name. */}
            <button type="button" onClick={onClose} aria-label={closeMenuLabel ?? undefined}>
              <X size={20} aria-hidden="true" />
            </button>
          </Header>
          <Log
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-busy={loading && !typing}
          >
            {messages.map((item) => (
              <Fragment key={item.id}>
                <Bubble $user={item.role === 'user'}>
                  <span className="visually-hidden">
                    {`${item.role === 'user' ? assistant?.youLabel : assistant?.title}: `}
                  </span>
                  {item.role === 'assistant' ? <MessageText text={item.content} /> : item.content}
                </Bubble>
                {item === offered && (
                  <HandoffForm conversation={messages} onSent={() => handoffSent(item.id)} />
                )}
                {item.handoff === 'sent' && <HandoffSent focus={item.id === justSent} />}
              </Fragment>
            ))}
            {typing && (
              <Typing role="status" aria-label={assistant?.typingLabel ?? undefined}>
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

/**
 * The dialog as an opener of its own (the home hero's card) renders it: when the site layout hosts the assistant
 * (components/layout/Interactive.tsx), the host shows its one dialog, which stays open across pages, and `onClose` runs when it closes;
 * without a host, the dialog is rendered here.
 */
export default function ChatDialog({ onClose }: { onClose: () => void }) {
  const [hosted] = useState(isHosted)
  const closed = useRef(onClose)
  useEffect(() => {
    if (hosted) openAssistant(() => closed.current())
  }, [hosted])
  return hosted ? null : <ChatPanel onClose={onClose} />
}
