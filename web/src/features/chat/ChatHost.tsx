import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react'
import styled from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'
import { useSiteSettings } from '#web/data/settings.ts'
import { useReturnFocus } from '#web/hooks/use-return-focus.ts'
import { useLauncherAside } from './use-launcher-aside.ts'
import { closeAssistant, isAssistantOpen, openAssistant, subscribeAssistant } from './chat-store.ts'

const ChatPanel = lazy(() => import('./ChatDialog.tsx').then((module) => ({ default: module.ChatPanel })))

const Launcher = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: 50;
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primaryFill};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  transition:
    transform 200ms ease,
    opacity 200ms ease;
  /* Stepped aside (useLauncherAside): out of sight and out of the tab order, back as soon as it is needed. */
  &[data-aside] {
    transform: translateY(150%);
    opacity: 0;
    visibility: hidden;
    transition:
      transform 200ms ease,
      opacity 200ms ease,
      visibility 0s 200ms;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  @media print {
    display: none;
  }
`

/** The launcher button and, while the assistant is open, its dialog (the same for every opener). */
export default function ChatHost() {
  const { assistant } = useSiteSettings()
  const open = useSyncExternalStore(subscribeAssistant, isAssistantOpen, () => false)
  const [fromLauncher, setFromLauncher] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const aside = useLauncherAside()
  // Back to the launcher when it opened the dialog; an opener of its own (the home card) takes the focus itself.
  useReturnFocus(open && fromLauncher, buttonRef)
  return (
    <>
      {!open && (
        <Launcher
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          data-aside={aside || undefined}
          aria-label={assistant?.title ?? undefined}
          title={assistant?.title ?? undefined}
          onClick={() => {
            setFromLauncher(true)
            openAssistant(() => setFromLauncher(false))
          }}
        >
          <Icon name="message-square" size={24} />
        </Launcher>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={closeAssistant} />
        </Suspense>
      )}
    </>
  )
}
