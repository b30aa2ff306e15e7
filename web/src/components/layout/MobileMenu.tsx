import { useRef, type KeyboardEvent, type RefObject, type ToggleEvent } from 'react'
import styled, { keyframes } from 'styled-components'
import { Icon } from '../Icon.tsx'
import type { useNavigation } from '#web/data/settings.ts'
import { CmsLink } from '../CmsLink.tsx'
import { useSiteSettings } from '#web/data/settings.ts'

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`
const Panel = styled.div`
  /* A popover in the top layer, against the right edge, full height. */
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  width: min(${({ theme }) => theme.layout.mobilePanelWidth}, 100vw);
  height: 100%;
  max-height: none;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:popover-open {
    animation: ${slideIn} 200ms ease-out;
  }
  &::backdrop {
    background: rgba(15, 23, 42, 0.5);
  }
  .top {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
  .top h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .close {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: pointer;
    color: inherit;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[2]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: block;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  li a:hover {
    background: ${({ theme }) => theme.colors.surfaceBrand};
  }
  .cta {
    margin-top: ${({ theme }) => theme.space[8]};
  }
  .cta a {
    width: 100%;
  }
`

type Navigation = ReturnType<typeof useNavigation>

interface MobileMenuProps {
  /** The popover's id, which the menu button names in `popovertarget`. */
  id: string
  navigation: Navigation
  /** The menu button: focus goes back to it when the panel closes. */
  opener: RefObject<HTMLButtonElement | null>
}

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * The small-screen Navigation panel: a popover that slides in from the right. Without scripts it opens from the menu
 * button and closes on Escape, on a click outside or on its close button. Once hydrated, focus moves into it when it
 * opens, Tab stays inside it, focus goes back to the menu button when it closes, and a followed link closes it (the
 * page no longer reloads).
 */
export function MobileMenu({ id, navigation, opener }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null)
  const settings = useSiteSettings()
  const titleId = `${id}-title`
  const close = () => panel.current?.hidePopover?.()

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const element = event.currentTarget
    if (event.newState === 'open') element.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    else if (!document.activeElement || document.activeElement === document.body) opener.current?.focus()
  }
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1)
    if (document.activeElement !== edge) return
    event.preventDefault()
    ;(event.shiftKey ? focusable.at(-1) : focusable[0])?.focus()
  }

  return (
    <Panel
      id={id}
      ref={panel}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onToggle={onToggle}
      onKeyDown={keepFocusInside}
    >
      <div className="top">
        <h2 id={titleId}>{navigation.mobilePanelTitle}</h2>
        <button
          type="button"
          className="close"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={settings.closeMenuLabel ?? undefined}
        >
          <Icon name="x" size={20} aria-hidden="true" />
        </button>
      </div>
      <nav aria-label={navigation.mobilePanelTitle ?? undefined}>
        <h3>{navigation.mobileServicesTitle}</h3>
        <ul>
          {(navigation.mobileServiceLinks ?? []).map(
            (link, index) =>
              link && (
                // The drop-down's groups together: keys are unique within each group only.
                <li key={`${index}-${link._key}`}>
                  <CmsLink link={link} onNavigate={close} />
                </li>
              ),
          )}
          {navigation.mobileAllServicesLink?.label && (
            <li>
              <CmsLink link={navigation.mobileAllServicesLink} onNavigate={close} />
            </li>
          )}
        </ul>
        <h3>{navigation.mobileCompanyTitle}</h3>
        <ul>
          {(navigation.mobileCompanyLinks ?? []).map((link) => (
            <li key={link._key}>
              <CmsLink link={link} onNavigate={close} />
            </li>
          ))}
        </ul>
      </nav>
      {navigation.cta && (
        <div className="cta">
          <CmsLink link={navigation.cta} asButton onNavigate={close} />
        </div>
      )}
    </Panel>
  )
}
