import styled from 'styled-components'
import { Clock, Mail, MapPin, Phone, Siren, CalendarCheck } from 'lucide-react'
import { Section } from '../../components/Section.tsx'
import { useSiteSettings } from '../../lib/settings.ts'
import { ContactFormSection } from '../contact/ContactFormSection.tsx'
import type { SectionOf } from './types.ts'

const Layout = styled.div<{ $withDetails: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  max-width: ${({ $withDetails }) => ($withDetails ? 'none' : '48rem')};
  margin: 0 auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $withDetails }) => ($withDetails ? '1fr 1.6fr' : '1fr')};
  }
`
const Details = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    margin-top: 0.15rem;
  }
  a {
    font-weight: 700;
  }
  address {
    font-style: normal;
    white-space: pre-line;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

/** The contact section: the form, and on the contact page the company's contact details beside it. */
export function ContactSection({ section }: { section: SectionOf<'contactFormSection'> }) {
  const settings = useSiteSettings()
  const withDetails = Boolean(section.showContactDetails)
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <Layout $withDetails={withDetails}>
        {withDetails && (
          <Details>
            <li>
              <Phone size={20} aria-hidden="true" />
              <div>
                <a href={`tel:${settings.phoneHref}`}>{settings.phone}</a>
                <div className="muted">{settings.phoneHours}</div>
              </div>
            </li>
            <li>
              <Mail size={20} aria-hidden="true" />
              <div>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
                <div className="muted">{settings.replyPromise}</div>
              </div>
            </li>
            <li>
              <MapPin size={20} aria-hidden="true" />
              <address>{settings.officeAddress}</address>
            </li>
            {settings.emergencyPhone && (
              <li>
                <Siren size={20} aria-hidden="true" />
                <div>
                  <a href={`tel:${settings.emergencyPhone.replace(/[^\d+]/g, '')}`}>
                    {settings.emergencyPhone}
                  </a>
                  <div className="muted">{settings.emergencyLabel}</div>
                </div>
              </li>
            )}
            {settings.bookingUrl && (
              <li>
                <CalendarCheck size={20} aria-hidden="true" />
                <a href={settings.bookingUrl} target="_blank" rel="noopener noreferrer">
                  {settings.bookingLabel}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
            <li>
              <Clock size={20} aria-hidden="true" />
              <span>{settings.phoneHours}</span>
            </li>
          </Details>
        )}
        <ContactFormSection section={section} />
      </Layout>
    </Section>
  )
}

export default ContactSection
