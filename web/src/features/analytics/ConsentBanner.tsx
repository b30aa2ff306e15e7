import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '#web/components/Button.tsx'

/** The banner's texts, from the Site Settings' "Consent banner". */
export interface ConsentBannerTexts {
  heading?: string | null
  text?: string | null
  acceptLabel?: string | null
  declineLabel?: string | null
  settingsLabel?: string | null
  privacyLabel?: string | null
  privacyPath?: string | null
}

// Above the page and the chat launcher (50), under the chat dialog (60): a visitor can still use the site with it.
const Region = styled.section`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: 55;
  max-width: 36rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.heading};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  @media print {
    display: none;
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`

interface ConsentBannerProps {
  texts: ConsentBannerTexts
  onAccept: () => void
  onDecline: () => void
  /** Opened again from the footer: the focus moves to it, so a keyboard user lands on the choice. */
  focusOnOpen?: boolean
}

/**
 * Asks before an analytics provider that sets cookies loads. Not a modal: the page stays usable, and nothing loads
 * until "Accept". Both answers are buttons of the same weight, so declining is as easy as accepting.
 */
export function ConsentBanner({ texts, onAccept, onDecline, focusOnOpen }: ConsentBannerProps) {
  const headingId = useId()
  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focusOnOpen) region.current?.focus()
  }, [focusOnOpen])
  return (
    <Region ref={region} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>
        {texts.text}
        {texts.privacyPath && texts.privacyLabel && (
          <>
            {' '}
            <Link to={texts.privacyPath}>{texts.privacyLabel}</Link>
          </>
        )}
      </p>
      <Actions>
        <Button $variant="outline" onClick={onDecline}>
          {texts.declineLabel}
        </Button>
        <Button $variant="default" onClick={onAccept}>
          {texts.acceptLabel}
        </Button>
      </Actions>
    </Region>
  )
}
