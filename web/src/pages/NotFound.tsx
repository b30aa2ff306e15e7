import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { useSiteSettings } from '../lib/settings.ts'
import { buildHead } from '../lib/seo.ts'
import { Head, useHttpStatus } from '../lib/head/HeadProvider.tsx'
import { buttonStyles, type ButtonStyleProps } from '../components/Button.tsx'

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  text-align: center;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`
const Code = styled.h1`
  font-size: clamp(3rem, 10vw, 6rem);
  color: ${({ theme }) => theme.colors.heading};
  margin-bottom: ${({ theme }) => theme.space[2]};
`
const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space[8]};
`
const HomeLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  justify-self: center;
`

/** The 404 page: answered with HTTP status 404 by the server; logs the attempted path for whoever debugs links. */
export function NotFound() {
  const { pathname } = useLocation()
  const settings = useSiteSettings()
  const notFound = settings.notFound
  useHttpStatus(404)
  useEffect(() => {
    console.warn('404: no page at', pathname)
  }, [pathname])
  return (
    <Wrapper>
      <Head
        head={{
          ...buildHead({ title: notFound?.heading, path: pathname, seo: { noIndex: true } }, settings),
          canonical: undefined,
        }}
      />
      <Code>{notFound?.code}</Code>
      <Message>{notFound?.heading}</Message>
      <HomeLink to="/">{notFound?.linkLabel}</HomeLink>
    </Wrapper>
  )
}
