import styled, { keyframes } from 'styled-components'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Icon } from '../Icon.tsx'
import type { useNavigation } from '../../lib/settings.ts'
import { CmsLink } from '../CmsLink.tsx'

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(15, 23, 42, 0.5);
`
const Panel = styled(DialogPanel)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 61;
  width: min(${({ theme }) => theme.layout.mobilePanelWidth}, 100vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 200ms ease-out;
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

/** The small-screen Navigation panel: slides in from the right, traps focus, closes on Escape or on a link. */
export default function MobileMenu({ navigation, onClose }: { navigation: Navigation; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose}>
      <Backdrop aria-hidden="true" />
      <Panel>
        <div className="top">
          <DialogTitle as="h2">{navigation.mobilePanelTitle}</DialogTitle>
          <button type="button" className="close" onClick={onClose} aria-label="Close">
            <Icon name="x" size={20} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={navigation.mobilePanelTitle ?? undefined}>
          <h3>{navigation.mobileServicesTitle}</h3>
          <ul>
            {(navigation.mobileServiceLinks ?? []).map((link) => (
              <li key={link._key}>
                <CmsLink link={link} onNavigate={onClose} />
              </li>
            ))}
          </ul>
          <h3>{navigation.mobileCompanyTitle}</h3>
          <ul>
            {(navigation.mobileCompanyLinks ?? []).map((link) => (
              <li key={link._key}>
                <CmsLink link={link} onNavigate={onClose} />
              </li>
            ))}
          </ul>
        </nav>
        {navigation.cta && (
          <div className="cta">
            <CmsLink link={navigation.cta} asButton onNavigate={onClose} />
          </div>
        )}
      </Panel>
    </Dialog>
  )
}
