import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Header } from './Header.tsx'
import { Footer } from './later.ts'
import { Boundary } from '#web/hydration/Boundary.tsx'
import { Toasts } from '../Toasts.tsx'
import { useSiteSettings } from '#web/data/settings.ts'
import { Interactive } from './Interactive.tsx'

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: -4rem;
  z-index: 100;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`

export function Layout({ children }: { children: ReactNode }) {
  const settings = useSiteSettings()
  return (
    <>
      <SkipLink href="#main">{settings.skipLinkLabel}</SkipLink>
      <Header />
      <main id="main">{children}</main>
      <Boundary>
        <Footer />
      </Boundary>
      <Toasts />
      <Interactive />
    </>
  )
}
