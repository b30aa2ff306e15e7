// The booking providers a consultation can be booked with, in one table (README, "Site Settings: booking"): each
// one's hosts, and whether its booking page may be shown in a frame on this site. The Studio's rules, the server's
// CSP (`frame-src`), the booking buttons and the Booking section all read this table; nothing else names a
// provider's host. Pure: no I/O, no window.

export const BOOKING_PROVIDER_IDS = ['calendly', 'microsoft-bookings', 'hubspot', 'other'] as const
export type BookingProviderId = (typeof BOOKING_PROVIDER_IDS)[number]

export const BOOKING_DISPLAYS = ['link', 'embed'] as const
export type BookingDisplay = (typeof BOOKING_DISPLAYS)[number]

/** The Site Settings' booking fields, as the queries return them (any of them may be missing). */
export interface BookingSettings {
  bookingProvider?: string | null
  bookingUrl?: string | null
  bookingDisplay?: string | null
  /** The address of the page chosen to show the booking calendar (`bookingPage->path`). */
  bookingPagePath?: string | null
}

type FramingProvider = Exclude<BookingProviderId, 'other'>

/**
 * The providers whose booking pages allow being framed by another site (each documents an embed): the host names
 * their booking pages live on (https only), and the address the frame loads. Apart from their titles and examples
 * below, so the site's bundle carries only this.
 */
export const BOOKING_PROVIDERS: Record<
  FramingProvider,
  { hosts: readonly string[]; embedSrc(url: URL): string }
> = {
  calendly: { hosts: ['calendly.com'], embedSrc: (url) => url.href },
  // Bookings pages are served from Outlook on the web, under either of Microsoft's host names.
  'microsoft-bookings': {
    hosts: ['outlook.office365.com', 'outlook.office.com'],
    embedSrc: (url) => url.href,
  },
  hubspot: {
    // HubSpot's EU data centre serves meetings links from its own host.
    hosts: ['meetings.hubspot.com', 'meetings-eu1.hubspot.com'],
    // HubSpot's embed code loads the page with `embed=true`: the calendar alone, without HubSpot's page around it.
    embedSrc: (url) => {
      const framed = new URL(url)
      framed.searchParams.set('embed', 'true')
      return framed.href
    },
  },
}

export const BOOKING_PROVIDER_TITLES: Record<BookingProviderId, string> = {
  calendly: 'Calendly',
  'microsoft-bookings': 'Microsoft Bookings',
  hubspot: 'HubSpot Meetings',
  other: 'Other link',
}

/** An address of each provider's booking pages, for the Studio's messages. */
const EXAMPLES: Record<FramingProvider, string> = {
  calendly: 'https://calendly.com/your-team/30min',
  'microsoft-bookings':
    'https://outlook.office365.com/owa/calendar/YourTeam@example.onmicrosoft.com/bookings/',
  hubspot: 'https://meetings.hubspot.com/your-name',
}

export const BOOKING_DISPLAY_TITLES: Record<BookingDisplay, string> = {
  link: 'Open the provider’s page (in a new tab)',
  embed: 'Show on the site (the calendar on a page of this site)',
}

export const BOOKING_MESSAGES = {
  urlRequired: 'Enter the address of the booking page, e.g. https://calendly.com/your-team/30min',
  urlInvalid: 'An https:// address, e.g. https://calendly.com/your-team/30min',
  urlWrongHost: (provider: string, hosts: readonly string[], example: string) =>
    `A ${provider} booking page is on ${hosts.map((host) => `https://${host}/`).join(' or ')}, e.g. ${example}`,
  embedNotAllowed:
    'Only Calendly, Microsoft Bookings and HubSpot Meetings pages can be shown on the site: choose “Open the provider’s page” for another link',
  pageRequired: 'Choose the page of this site that shows the calendar (a page with a Booking section)',
} as const

export type BookingField = 'bookingUrl' | 'bookingDisplay' | 'bookingPage'

const isProvider = (value: string | null | undefined): value is keyof typeof BOOKING_PROVIDERS =>
  !!value && Object.hasOwn(BOOKING_PROVIDERS, value)

function httpsUrl(value: string | null | undefined): URL | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && !url.username && !url.password ? url : null
  } catch {
    return null
  }
}

const onHost = (provider: FramingProvider, url: URL) =>
  BOOKING_PROVIDERS[provider].hosts.includes(url.hostname)

/**
 * What is wrong with the booking fields, as the Studio says it. `hasPage`: whether a page is chosen to show the
 * calendar (the Studio checks the reference, the site its resolved path).
 */
export function bookingProblems(
  settings: BookingSettings | null | undefined,
  hasPage = !!settings?.bookingPagePath,
): Partial<Record<BookingField, string>> {
  const problems: Partial<Record<BookingField, string>> = {}
  const provider = settings?.bookingProvider ?? 'other'
  const url = httpsUrl(settings?.bookingUrl)
  if (!settings?.bookingUrl?.trim()) problems.bookingUrl = BOOKING_MESSAGES.urlRequired
  else if (!url) problems.bookingUrl = BOOKING_MESSAGES.urlInvalid
  else if (isProvider(provider) && !onHost(provider, url))
    problems.bookingUrl = BOOKING_MESSAGES.urlWrongHost(
      BOOKING_PROVIDER_TITLES[provider],
      BOOKING_PROVIDERS[provider].hosts,
      EXAMPLES[provider],
    )
  if (settings?.bookingDisplay === 'embed') {
    if (!isProvider(provider)) problems.bookingDisplay = BOOKING_MESSAGES.embedNotAllowed
    else if (!hasPage) problems.bookingPage = BOOKING_MESSAGES.pageRequired
  }
  return problems
}

/** Where the booking buttons lead and what the Booking section frames. */
export interface BookingTarget {
  /** The provider's own booking page (the link that opens it in a new tab). */
  url: string | null
  /** Set when the calendar is shown on the site: the frame's address and the hosts `frame-src` must allow. */
  embed: { src: string; frameSrc: string[] } | null
  /** The page of this site with the calendar, when the buttons lead there. */
  pagePath: string | null
}

/**
 * The booking settings checked and resolved. Settings with any problem show no frame: a half-filled choice never
 * widens the CSP, and the buttons keep opening the provider's page (the Studio refuses to publish them anyway).
 */
export function resolveBooking(settings: BookingSettings | null | undefined): BookingTarget {
  const url = httpsUrl(settings?.bookingUrl)
  const provider = settings?.bookingProvider
  // bookingProblems' rules for a frame, without its messages (the site's bundle does not need them).
  if (!url || settings?.bookingDisplay !== 'embed' || !isProvider(provider) || !onHost(provider, url))
    return { url: settings?.bookingUrl?.trim() || null, embed: null, pagePath: null }
  return {
    url: settings!.bookingUrl!.trim(),
    embed: { src: BOOKING_PROVIDERS[provider].embedSrc(url), frameSrc: [url.origin] },
    pagePath: settings?.bookingPagePath || null,
  }
}

/** The hosts the CSP's `frame-src` adds for the booking calendar; none unless it is shown on the site. */
export const bookingFrameSources = (settings: BookingSettings | null | undefined): string[] =>
  resolveBooking(settings).embed?.frameSrc ?? []
