import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'
import { Button } from '#web/components/Button.tsx'
import { useSiteSettings } from '#web/data/settings.ts'
import { useReturnFocus } from '#web/hooks/use-return-focus.ts'
import { PENDING_ATTRIBUTE, takeIntent } from '#web/hydration/intents.ts'
import { useAssistantOpener } from './use-launcher-aside.ts'

// The dialog's code loads only when a visitor opens it: it is not part of the home page's initial JavaScript.
const ChatDialog = lazy(() => import('./ChatDialog.tsx'))

const Card = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 96%, transparent);
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  .head {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Clicked before the app was ready: the dialog opens as soon as it is. */
  [${PENDING_ATTRIBUTE}] {
    cursor: progress;
    opacity: 0.8;
  }
  /* A chat needs scripts: without them the card would offer a button that cannot work. */
  @media (scripting: none) {
    display: none;
  }
`

const OPEN_ASSISTANT = 'open-assistant'

/**
 * The home hero's AI Assistant card: a real button that opens the Enterprise Technology Assistant. A click before
 * hydration was recorded by the entry script (`data-intent`) and opens the dialog as soon as the card has hydrated.
 */
export function AssistantCard() {
  const { assistant } = useSiteSettings()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useReturnFocus(open, buttonRef)
  useAssistantOpener(buttonRef)
  useEffect(() => {
    if (takeIntent(OPEN_ASSISTANT)) startTransition(() => setOpen(true))
  }, [])
  return (
    <Card>
      <div className="head">
        <span className="icon">
          <Icon name="bot" size={26} aria-hidden="true" />
        </span>
        <h2>{assistant?.cardTitle}</h2>
      </div>
      <p>{assistant?.cardText}</p>
      <Button
        ref={buttonRef}
        $variant="corporate"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-intent={OPEN_ASSISTANT}
      >
        <Icon name="message-square" size={18} aria-hidden="true" />
        {assistant?.cardButtonLabel}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChatDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Card>
  )
}
