import styled from 'styled-components'
import { CmsLink } from '#web/components/CmsLink.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { resolveBooking } from '#shared/booking-providers.ts'
import type { SectionOf } from '../types.ts'

const Frame = styled.iframe`
  display: block;
  width: 100%;
  max-width: 64rem;
  /* Calendly, Bookings and HubSpot need about this much height to show a month and the times without scrolling. */
  height: 44rem;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`
const Fallback = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: center;
`

/**
 * The booking calendar: the provider's page in a frame while the Site Settings show it on the site (the CSP's
 * `frame-src` then names exactly that provider), and always the link that opens it in a new tab. Plain HTML: it
 * works without scripts, and it adds no JavaScript of the provider's to the site.
 */
export function BookingSection({ section }: { section: SectionOf<'bookingSection'>; index?: number }) {
  const booking = resolveBooking(section.booking)
  return (
    <Section {...sectionFrame(section)}>
      {booking.embed && <Frame src={booking.embed.src} title={section.frameTitle ?? undefined} />}
      {booking.url && section.linkLabel && (
        <Fallback>
          <CmsLink
            link={{ kind: 'external', href: booking.url, label: section.linkLabel }}
            asButton={!booking.embed}
          />
        </Fallback>
      )}
    </Section>
  )
}

export default BookingSection
