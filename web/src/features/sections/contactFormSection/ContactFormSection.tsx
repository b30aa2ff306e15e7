import type { ReactNode } from 'react'
import styled from 'styled-components'
import { CmsLink } from '#web/components/CmsLink.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { useSiteSettings } from '#web/data/settings.ts'
import { ContactForm } from '#web/features/contact/ContactForm.tsx'
import type { SectionOf } from '../types.ts'
import { onDarkFocus } from '#web/styles/theme.ts'
import { EmailAddress } from '#web/components/EmailAddress.tsx'

const Layout = styled.div<{ $withDetails: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: ${({ $withDetails }) => ($withDetails ? 'none' : '48rem')};
  margin: 0 auto;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ $withDetails }) => ($withDetails ? 'minmax(0, 1fr) minmax(0, 1.45fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space[10]};
  }
`
const Details = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.brand},
    ${({ theme }) => theme.colors.brandDark}
  );
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${onDarkFocus}
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding: ${({ theme }) => theme.space[8]};
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
    align-items: flex-start;
  }
  li + li {
    padding-top: ${({ theme }) => theme.space[5]};
    border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 15%, transparent);
  }
  .icon {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 12%, transparent);
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
  a {
    color: ${({ theme }) => theme.colors.textOnDark};
    font-weight: 700;
    text-underline-offset: 3px;
    overflow-wrap: anywhere;
  }
  address {
    font-style: normal;
    white-space: pre-line;
  }
  .label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .note {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <span className="icon" aria-hidden="true">
        {icon}
      </span>
      <div>{children}</div>
    </li>
  )
}

/** A phone number as a `tel:` target: digits and a leading plus only. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** The contact company's details from site settings, beside the form on the contact page. */
function ContactDetails({ bookingPagePath }: { bookingPagePath?: string | null }) {
  const settings = useSiteSettings()
  return (
    <Details>
      {settings.phone && (
        <Detail icon={<Icon name="phone" size={20} />}>
          <a href={telHref(settings.phoneHref ?? settings.phone)}>{settings.phone}</a>
          {settings.phoneHours && <span className="note">{settings.phoneHours}</span>}
        </Detail>
      )}
      {settings.email && (
        <Detail icon={<Icon name="mail" size={20} />}>
          <a href={`mailto:${settings.email}`}>
            <EmailAddress address={settings.email} />
          </a>
          {settings.replyPromise && <span className="note">{settings.replyPromise}</span>}
        </Detail>
      )}
      {settings.officeAddress && (
        <Detail icon={<Icon name="map-pin" size={20} />}>
          <address>{settings.officeAddress}</address>
        </Detail>
      )}
      {settings.emergencyPhone && (
        <Detail icon={<Icon name="siren" size={20} />}>
          {settings.emergencyLabel && <span className="label">{settings.emergencyLabel}</span>}
          <a href={telHref(settings.emergencyPhone)}>{settings.emergencyPhone}</a>
        </Detail>
      )}
      {settings.bookingUrl && settings.bookingLabel && (
        <Detail icon={<Icon name="calendar-check" size={20} />}>
          <CmsLink link={{ kind: 'booking', href: bookingPagePath, label: settings.bookingLabel }} />
        </Detail>
      )}
    </Details>
  )
}

/** The contact section: the form (home or full variant), with the company's contact details beside it when asked. */
export function ContactFormSection({
  section,
}: {
  section: SectionOf<'contactFormSection'>
  index?: number
}) {
  const withDetails = Boolean(section.showContactDetails)
  return (
    <Section {...sectionFrame(section)}>
      <Layout $withDetails={withDetails}>
        {withDetails && <ContactDetails bookingPagePath={section.bookingPagePath} />}
        <ContactForm section={section} />
      </Layout>
    </Section>
  )
}

export default ContactFormSection
