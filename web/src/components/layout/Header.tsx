import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { Icon } from '../Icon.tsx'
import { useNavigation, useSiteSettings } from '../../lib/settings.ts'
import { useReturnFocus } from '../../lib/use-return-focus.ts'
import { CmsLink } from '../CmsLink.tsx'
import { Container } from '../Container.tsx'
import { Logo } from './Logo.tsx'

// The phone menu's dialog loads when a visitor first opens it.
const MobileMenu = lazy(() => import('./MobileMenu.tsx'))

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`
const Inner = styled(Container)`
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`
const Desktop = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: flex;
  }
  > a,
  > div > button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 0;
    background: none;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  > a:hover,
  > div > button:hover,
  > a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceBrand};
  }
`
const Panel = styled(DisclosurePanel)`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 0;
  z-index: 50;
  width: 34rem;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceBrand};
    color: ${({ theme }) => theme.colors.primary};
  }
  .all {
    grid-column: 1 / -1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: ${({ theme }) => theme.space[3]};
  }
  .all a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  .cta {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    .cta {
      display: inline-flex;
    }
  }
`
const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`

/** The site header: logo, the Services drop-down and links on large screens, a menu button on small ones. */
type Navigation = ReturnType<typeof useNavigation>

/** Closes the open menu on a click outside it. */
function CloseOnOutsideClick({
  container,
  close,
}: {
  container: RefObject<HTMLDivElement | null>
  close: () => void
}) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [container, close])
  return null
}

/** The desktop Services drop-down: a Headless UI disclosure that also closes on Escape and outside clicks. */
function ServicesMenu({ navigation }: { navigation: Navigation }) {
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <Disclosure as="div" ref={container} style={{ position: 'relative' }}>
      {({ open, close }) => (
        <>
          <DisclosureButton ref={button}>
            {navigation.servicesLabel}
            <Icon name="chevron-down" size={16} aria-hidden="true" />
          </DisclosureButton>
          {open && <CloseOnOutsideClick container={container} close={close} />}
          <Panel
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Escape') close(button)
            }}
          >
            {(navigation.serviceGroups ?? []).map((group) => (
              <div key={group._key}>
                <h2>{group.title}</h2>
                <ul>
                  {(group.links ?? []).map((link) => (
                    <li key={link._key}>
                      <CmsLink link={link} onNavigate={() => close()} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {navigation.viewAllLink && (
              <div className="all">
                <CmsLink link={navigation.viewAllLink} onNavigate={() => close()} />
              </div>
            )}
          </Panel>
        </>
      )}
    </Disclosure>
  )
}

export function Header() {
  const settings = useSiteSettings()
  const navigation = useNavigation()
  const [mobileOpen, setMobileOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  useReturnFocus(mobileOpen, menuButton)
  return (
    <Bar>
      <Inner>
        <Logo name={settings.companyName ?? ''} />
        <Desktop aria-label="Main">
          <ServicesMenu navigation={navigation} />
          {(navigation.links ?? []).map((link) =>
            link.kind === 'internal' && link.href ? (
              <NavLink key={link._key} to={link.href}>
                {link.label}
              </NavLink>
            ) : (
              <CmsLink key={link._key} link={link} />
            ),
          )}
        </Desktop>
        <Actions>
          {navigation.cta && <CmsLink className="cta" link={navigation.cta} asButton size="sm" />}
          <MenuButton
            ref={menuButton}
            type="button"
            aria-label={navigation.mobilePanelTitle ?? undefined}
            aria-expanded={mobileOpen}
            aria-haspopup="dialog"
            onClick={() => setMobileOpen(true)}
          >
            <Icon name="menu" size={22} aria-hidden="true" />
          </MenuButton>
        </Actions>
      </Inner>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu navigation={navigation} onClose={() => setMobileOpen(false)} />
        </Suspense>
      )}
    </Bar>
  )
}
