// The booking providers' table (shared/booking-providers.ts): the Studio's messages for the booking fields, where the
// booking buttons lead, what the Booking section frames and what the CSP's frame-src adds.
import { describe, expect, test } from 'vitest'
import { bookingFrameSources, bookingProblems, resolveBooking } from '../../shared/booking-providers.ts'
import { securityHeaderValues } from '../../render/security-headers.ts'
import { NO_CSP_SOURCES } from '../../shared/analytics-providers.ts'

const CALENDLY = 'https://calendly.com/example-fictional-team/30min'
const embedded = {
  bookingProvider: 'calendly',
  bookingUrl: CALENDLY,
  bookingDisplay: 'embed',
  bookingPagePath: '/book',
}

describe('the Studio refuses', () => {
  test('a booking page that is not on the chosen provider’s host', () => {
    expect(bookingProblems({ bookingProvider: 'calendly', bookingUrl: 'https://example.com/book' })).toEqual({
      bookingUrl:
        'A Calendly booking page is on https://calendly.com/, e.g. https://calendly.com/your-team/30min',
    })
    expect(
      bookingProblems({ bookingProvider: 'hubspot', bookingUrl: 'https://calendly.com/team/30min' }),
    ).toEqual({
      bookingUrl:
        'A HubSpot Meetings booking page is on https://meetings.hubspot.com/ or https://meetings-eu1.hubspot.com/, e.g. https://meetings.hubspot.com/your-name',
    })
    expect(
      bookingProblems({ bookingProvider: 'microsoft-bookings', bookingUrl: 'https://bookings.example.com/' }),
    ).toEqual({
      bookingUrl:
        'A Microsoft Bookings booking page is on https://outlook.office365.com/ or https://outlook.office.com/, e.g. https://outlook.office365.com/owa/calendar/YourTeam@example.onmicrosoft.com/bookings/',
    })
  })

  test('a booking page over http', () => {
    expect(bookingProblems({ bookingProvider: 'calendly', bookingUrl: 'http://calendly.com/team' })).toEqual({
      bookingUrl: 'An https:// address, e.g. https://calendly.com/your-team/30min',
    })
  })

  test('no booking page', () => {
    expect(bookingProblems({ bookingProvider: 'other' })).toEqual({
      bookingUrl: 'Enter the address of the booking page, e.g. https://calendly.com/your-team/30min',
    })
  })

  test('showing another provider’s page on the site', () => {
    expect(
      bookingProblems({
        bookingProvider: 'other',
        bookingUrl: 'https://book.example.com/',
        bookingDisplay: 'embed',
      }),
    ).toEqual({
      bookingDisplay:
        'Only Calendly, Microsoft Bookings and HubSpot Meetings pages can be shown on the site: choose “Open the provider’s page” for another link',
    })
  })

  test('showing the calendar on the site without a page to show it on', () => {
    expect(bookingProblems({ ...embedded, bookingPagePath: null })).toEqual({
      bookingPage: 'Choose the page of this site that shows the calendar (a page with a Booking section)',
    })
  })
})

test('any https page of another provider is accepted as a link', () => {
  expect(bookingProblems({ bookingProvider: 'other', bookingUrl: 'https://book.example.com/x' })).toEqual({})
})

describe('where the booking buttons lead', () => {
  test('the seed’s choice: the provider’s page, in a new tab, with no frame', () => {
    expect(
      resolveBooking({ bookingProvider: 'calendly', bookingUrl: CALENDLY, bookingDisplay: 'link' }),
    ).toEqual({ url: CALENDLY, embed: null, pagePath: null })
  })

  test('shown on the site: the chosen page, whose frame loads the provider’s page', () => {
    expect(resolveBooking(embedded)).toEqual({
      url: CALENDLY,
      embed: { src: CALENDLY, frameSrc: ['https://calendly.com'] },
      pagePath: '/book',
    })
  })

  test('HubSpot’s page is framed with its embed flag', () => {
    expect(
      resolveBooking({
        ...embedded,
        bookingProvider: 'hubspot',
        bookingUrl: 'https://meetings.hubspot.com/jo',
      }).embed,
    ).toEqual({
      src: 'https://meetings.hubspot.com/jo?embed=true',
      frameSrc: ['https://meetings.hubspot.com'],
    })
  })

  test('settings with a problem frame nothing and keep the link', () => {
    expect(resolveBooking({ ...embedded, bookingUrl: 'https://evil.example/30min' })).toEqual({
      url: 'https://evil.example/30min',
      embed: null,
      pagePath: null,
    })
    expect(resolveBooking({ ...embedded, bookingProvider: 'other' }).embed).toBeNull()
  })
})

describe('the CSP', () => {
  const frameSrc = (sources: string[]) => {
    const csp = securityHeaderValues([], undefined, { ...NO_CSP_SOURCES, frameSrc: sources })
    return csp['Content-Security-Policy'].split('; ').find((part) => part.startsWith('frame-src'))
  }

  test('names exactly the chosen provider’s host while the calendar is on the site', () => {
    expect(frameSrc(bookingFrameSources(embedded))).toBe("frame-src 'self' https://calendly.com")
  })

  test('has no frame-src of its own otherwise (default-src self)', () => {
    expect(bookingFrameSources({ ...embedded, bookingDisplay: 'link' })).toEqual([])
    expect(frameSrc([])).toBeUndefined()
  })
})
