import { useRef } from 'react'
import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import { Icon } from '../Icon.tsx'
import { useNavigation, useSiteSettings } from '#web/data/settings.ts'
import { CmsLink } from '../CmsLink.tsx'
import { Container } from '../Container.tsx'
import { Logo } from './Logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { LanguageSwitcher } from './later.ts'
import { Boundary } from '#web/hydration/Boundary.tsx'

// Both menus are popovers: they open, close on Escape and on a click outside, and return focus from the HTML alone.
const SERVICES_MENU_ID = 'services-menu'
const MOBILE_MENU_ID = 'mobile-menu'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  /* Opaque: at 97% the white words of a dark card scrolled under it showed through, behind the company name. */
  background: ${({ theme }) => theme.colors.surface};
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
  @media (min-width: ${({ theme }) => theme.breakpoints.nav}) {
    display: flex;
  }
  > a,
  > div > button {
    display: inline-flex;
    white-space: nowrap;
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
const ServicesButton = styled.button`
  anchor-name: --services-menu;
`
const Panel = styled.div`
  /* In the top layer: under its button (CSS anchor positioning), or under the header where that is unsupported. */
  position: fixed;
  inset: auto;
  top: calc(${({ theme }) => theme.layout.headerHeight} + 0.25rem);
  left: 50%;
  translate: -50% 0;
  margin: 0;
  width: 34rem;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* Only while open: a closed popover keeps the browser's display: none. */
  &:popover-open {
    display: grid;
  }
  @supports (anchor-name: --services-menu) {
    position-anchor: --services-menu;
    top: calc(anchor(bottom) + 0.5rem);
    left: anchor(left);
    translate: none;
  }
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
    white-space: nowrap;
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
  @media (min-width: ${({ theme }) => theme.breakpoints.nav}) {
    display: none;
  }
`

type Navigation = ReturnType<typeof useNavigation>

/**
 * The desktop Services drop-down. Once hydrated, links navigate without a page load, so following one closes the
 * menu here.
 */
function ServicesMenu({ navigation }: { navigation: Navigation }) {
  const panel = useRef<HTMLDivElement>(null)
  const close = () => panel.current?.hidePopover?.()
  return (
    <div>
      <ServicesButton
        type="button"
        popoverTarget={SERVICES_MENU_ID}
        // Browsers close an open popover on Escape only while focus is inside it or on the page; this covers focus
        // on its own button too.
        onKeyDown={(event) => {
          if (event.key === 'Escape' && panel.current?.matches(':popover-open')) close()
        }}
      >
        {navigation.servicesLabel}
        <Icon name="chevron-down" size={16} aria-hidden="true" />
      </ServicesButton>
      <Panel id={SERVICES_MENU_ID} ref={panel} popover="auto">
        {(navigation.serviceGroups ?? []).map((group) => (
          <div key={group._key}>
            <h2>{group.title}</h2>
            <ul>
              {(group.links ?? []).map((link) => (
                <li key={link._key}>
                  <CmsLink link={link} onNavigate={close} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {navigation.viewAllLink && (
          <div className="all">
            <CmsLink link={navigation.viewAllLink} onNavigate={close} />
          </div>
        )}
      </Panel>
    </div>
  )
}

/** The site header: logo, the Services drop-down and links on large screens, a menu button on small ones. */
export function Header() {
  const settings = useSiteSettings()
  const navigation = useNavigation()
  const menuButton = useRef<HTMLButtonElement>(null)
  return (
    <Bar>
      <Inner>
        <Logo name={settings.companyName ?? ''} />
        <Desktop aria-label={settings.mainMenuLabel ?? undefined}>
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
          <Boundary>
            <LanguageSwitcher />
          </Boundary>
          {navigation.cta && <CmsLink className="cta" link={navigation.cta} asButton size="sm" />}
          <MenuButton
            ref={menuButton}
            type="button"
            aria-label={navigation.mobilePanelTitle ?? undefined}
            aria-haspopup="dialog"
            popoverTarget={MOBILE_MENU_ID}
          >
            <Icon name="menu" size={22} aria-hidden="true" />
          </MenuButton>
        </Actions>
      </Inner>
      <MobileMenu id={MOBILE_MENU_ID} navigation={navigation} opener={menuButton} />
    </Bar>
  )
}
