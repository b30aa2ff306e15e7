import styled from 'styled-components'
import { Icon } from '../Icon.tsx'
import { useNavigation, useSiteSettings } from '#web/data/settings.ts'
import { CmsLink } from '../CmsLink.tsx'
import { Container } from '../Container.tsx'
import { Logo } from './Logo.tsx'
import { onDarkFocus } from '#web/styles/theme.ts'
import { EmailAddress } from '#web/components/EmailAddress.tsx'

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.brandDark};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  padding-block: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[8]};
  /* On a dark footer the page's focus ring would not show: a light ring with a dark gap. */
  ${onDarkFocus}
  a {
    color: ${({ theme }) => theme.colors.textOnDark};
    text-decoration: none;
    /* Every link is a tap target of at least 24 x 24 px (WCAG 2.5.8), however short its text. */
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
    min-width: 1.5rem;
  }
  a:hover {
    text-decoration: underline;
  }
`
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  /* On tablets four columns left links such as "Case Studies" on two lines: the company's block takes its own row. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, 1fr);
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1.5fr repeat(3, 1fr);
    > :first-child {
      grid-column: auto;
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textOnDark};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  .contact li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  .tagline {
    margin: ${({ theme }) => theme.space[4]} 0;
    max-width: 24rem;
  }
`
const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid rgba(148, 163, 184, 0.3);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  .social a {
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space[2]};
  }
`

/** The site footer: company, footer columns from the CMS, contact links, social profiles and copyright. */
export default function Footer() {
  const settings = useSiteSettings()
  const navigation = useNavigation()
  return (
    <Wrapper>
      <Container>
        <Grid>
          <div>
            <Logo name={settings.companyName ?? ''} onDark />
            <p className="tagline">{navigation.footerTagline}</p>
            <ul className="contact">
              <li>
                <Icon name="phone" size={16} aria-hidden="true" />
                <a href={`tel:${settings.phoneHref}`}>{settings.phone}</a>
              </li>
              <li>
                <Icon name="mail" size={16} aria-hidden="true" />
                <a href={`mailto:${settings.email}`}>
                  <EmailAddress address={settings.email} />
                </a>
              </li>
            </ul>
          </div>
          {(navigation.footerColumns ?? []).map((column) => (
            <nav key={column._key} aria-label={column.title ?? undefined}>
              <h2>{column.title}</h2>
              <ul>
                {(column.items ?? []).map((item) => (
                  <li key={item._key}>
                    <CmsLink link={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Grid>
        <Bottom>
          <p>
            © {settings.copyrightYear} {settings.copyrightHolder ?? settings.companyName}
          </p>
          <ul className="social">
            {(settings.socialLinks ?? []).map((social) => (
              <li key={social._key}>
                <a
                  href={social.url ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label ?? undefined}
                >
                  {social.network === 'x' ? 'X' : social.network === 'linkedin' ? 'LinkedIn' : social.network}
                </a>
              </li>
            ))}
          </ul>
        </Bottom>
      </Container>
    </Wrapper>
  )
}
