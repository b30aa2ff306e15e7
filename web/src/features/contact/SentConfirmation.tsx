import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'

const Panel = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.success};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`

/**
 * Whether the confirmation of a sent message shows: from a successful send until the visitor starts a new message.
 */
export function useSentConfirmation() {
  const [shown, setShown] = useState(false)
  return { shown, show: () => setShown(true), hide: () => setShown(false) }
}

/**
 * What happens after a message is sent, from the CMS (the form's texts): shown above the emptied form, with the
 * focus on its heading so a screen reader reads it and the visitor sees it where they are. Without scripts the
 * function's 303 to the Thank You page says the same.
 */
export function SentConfirmation({ heading, text }: { heading: string | null; text: string | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  if (!heading && !text) return null
  return (
    <Panel role="status">
      <Icon name="check" size={20} aria-hidden="true" />
      <div>
        {heading && (
          <h3 ref={headingRef} tabIndex={-1}>
            {heading}
          </h3>
        )}
        {text && <p>{text}</p>}
      </div>
    </Panel>
  )
}
