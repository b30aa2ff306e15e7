import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { useSiteSettings } from '#web/data/settings.ts'
import { useLanguage } from '#web/data/language.ts'
import { homePathOf } from '#shared/languages.ts'
import { buildHead } from '#web/head/seo.ts'
import { Head } from '#web/head/Head.tsx'
import { useHttpStatus } from '#web/head/HeadProvider.tsx'
import { buttonStyles, type ButtonStyleProps } from '../components/Button.tsx'

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`
const Code = styled.p`
  margin: 0;
  font-size: clamp(3rem, 10vw, 6rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.heading};
`
const Title = styled.h1`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.text};
`
const Message = styled.p`
  max-width: 36rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`
const BackLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space[4]};
`

/**
 * Every "not found" of the site, one look: answered with HTTP status 404 by the server, not indexed, and the
 * attempted path logged for whoever debugs links. The texts are the CMS's (site settings).
 */
export function NotFoundView({
  heading,
  text,
  link,
}: {
  heading: string | null | undefined
  text?: string | null
  link: { to: string; label: string | null | undefined }
}) {
  const { pathname } = useLocation()
  const settings = useSiteSettings()
  useHttpStatus(404)
  useEffect(() => {
    console.warn('404: no page at', pathname)
  }, [pathname])
  return (
    <Wrapper>
      <Head
        head={{
          ...buildHead({ title: heading, path: pathname, seo: { noIndex: true } }, settings),
          canonical: undefined,
        }}
      />
      <Code>{settings.notFound?.code}</Code>
      <Title>{heading}</Title>
      {text && <Message>{text}</Message>}
      <BackLink to={link.to}>{link.label}</BackLink>
    </Wrapper>
  )
}

/** The 404 page of an unknown path, in its language, leading to that language's home page. */
export function NotFound() {
  const notFound = useSiteSettings().notFound
  const home = homePathOf(useLanguage())
  return <NotFoundView heading={notFound?.heading} link={{ to: home, label: notFound?.linkLabel }} />
}
