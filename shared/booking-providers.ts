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

interface ProviderEntry {
  title: string
  /** The host names its booking pages live on (https only). */
  hosts: readonly string[]
  /** An address of its booking pages, for the Studio's messages. */
  example: string
  /** The address the frame loads: some providers ask for a flag to drop their own page's header and footer. */
  embedSrc(url: URL): string
}

/** The providers whose booking pages allow being framed by another site (each documents an embed). */
export const BOOKING_PROVIDERS: Record<Exclude<BookingProviderId, 'other'>, ProviderEntry> = {
  calendly: {
    title: 'Calendly',
    hosts: ['calendly.com'],
    example: 'https://calendly.com/your-team/30min',
    embedSrc: (url) => url.href,
  },
  'microsoft-bookings': {
    title: 'Microsoft Bookings',
    // Bookings pages are served from Outlook on the web, under either of Microsoft's host names.
    hosts: ['outlook.office365.com', 'outlook.office.com'],
    example: 'https://outlook.office365.com/owa/calendar/YourTeam@example.onmicrosoft.com/bookings/',
    embedSrc: (url) => url.href,
  },
  hubspot: {
    title: 'HubSpot Meetings',
    // HubSpot's EU data centre serves meetings links from its own host.
    hosts: ['meetings.hubspot.com', 'meetings-eu1.hubspot.com'],
    example: 'https://meetings.hubspot.com/your-name',
    // HubSpot's embed code loads the page with `embed=true`: the calendar alone, without HubSpot's page around it.
    embedSrc: (url) => {
      const framed = new URL(url)
      framed.searchParams.set('embed', 'true')
      return framed.href
    },
  },
}

export const BOOKING_PROVIDER_TITLES: Record<BookingProviderId, string> = {
  calendly: BOOKING_PROVIDERS.calendly.title,
  'microsoft-bookings': BOOKING_PROVIDERS['microsoft-bookings'].title,
  hubspot: BOOKING_PROVIDERS.hubspot.title,
  other: 'Other link',
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
  else if (isProvider(provider)) {
    const entry = BOOKING_PROVIDERS[provider]
    if (!entry.hosts.includes(url.hostname))
      problems.bookingUrl = BOOKING_MESSAGES.urlWrongHost(entry.title, entry.hosts, entry.example)
  }
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
  const problems = bookingProblems(settings, true)
  if (!url || settings?.bookingDisplay !== 'embed' || !isProvider(provider) || Object.keys(problems).length)
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
