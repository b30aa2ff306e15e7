// The analytics providers the site can send page views and conversions to, in one table (docs/analytics.md): each
// one's script, the hosts the Content-Security-Policy must allow for it, whether visitors are asked first, and the
// commands its documented snippet queues for a page view and an event. The Studio's rules, the server's CSP and the
// browser's loader all read this table; nothing else names a provider's host. Pure: no I/O, no window.

export const ANALYTICS_PROVIDER_IDS = ['none', 'plausible', 'ga4', 'matomo'] as const
export type AnalyticsProviderId = (typeof ANALYTICS_PROVIDER_IDS)[number]

/** The Site Settings' "Analytics" fields, as the lake holds them (any of them may be missing). */
export interface AnalyticsSettings {
  provider?: string | null
  plausibleDomain?: string | null
  plausibleHost?: string | null
  ga4MeasurementId?: string | null
  matomoUrl?: string | null
  matomoSiteId?: string | null
}

/** Settings checked and normalised: what the loader and the CSP use. */
export type AnalyticsConfig =
  | { provider: 'plausible'; domain: string; host: string }
  | { provider: 'ga4'; measurementId: string }
  | { provider: 'matomo'; url: string; siteId: string }

/** Hosts a provider needs beyond the site's own, per CSP directive. */
export interface CspSources {
  scriptSrc: string[]
  connectSrc: string[]
  imgSrc: string[]
  /** Pages the site frames: the booking provider's, while its calendar is shown on the site (booking-providers.ts). */
  frameSrc?: string[]
}
export const NO_CSP_SOURCES: CspSources = { scriptSrc: [], connectSrc: [], imgSrc: [] }

/** The function a provider's snippet defines, through which every command is queued until its script runs. */
export type ProviderQueue = 'gtag' | '_paq' | 'plausible'
/** One call of that function: its arguments. */
export type ProviderCommand = unknown[]

export interface PageViewInfo {
  /** The page's full address. */
  url: string
  path: string
  title: string
  /** The previous page of this visit, for a page view after a client-side navigation. */
  previousUrl?: string
}

/** What a conversion says besides its name: short labels, never anything a visitor typed. */
export type ConversionProps = Record<string, string>

export interface ProviderEntry<C extends AnalyticsConfig> {
  title: string
  /** Sets cookies or otherwise needs the visitor's consent: nothing of it loads before "Accept". */
  needsConsent: boolean
  queue: ProviderQueue
  /** The provider's script, added by `src` (never inline: `script-src 'self'` forbids it), with its attributes. */
  script(config: C): { src: string; attributes: Record<string, string> }
  csp(config: C): CspSources
  /** Commands queued once, before the script loads. */
  setup(config: C, now: Date): ProviderCommand[]
  pageView(config: C, page: PageViewInfo): ProviderCommand[]
  event(config: C, name: string, props: ConversionProps): ProviderCommand[]
  /** The window flag the provider reads to stop sending (a visitor who declines after accepting on this page). */
  optOutFlag?(config: C): string
}

type Entries = {
  [P in AnalyticsConfig['provider']]: ProviderEntry<Extract<AnalyticsConfig, { provider: P }>>
}

// Google's documented CSP for Google Analytics 4 (developers.google.com/tag-platform/security/guides/csp).
const GOOGLE_TAG = 'https://*.googletagmanager.com'
const GOOGLE_ANALYTICS = 'https://*.google-analytics.com'
const GOOGLE_ANALYTICS_REGIONS = 'https://*.analytics.google.com'
// Matomo Cloud serves its tracker from a CDN, under the instance's host name (its own tracking-code snippet).
const MATOMO_CLOUD = /\.matomo\.cloud$/
const MATOMO_CLOUD_CDN = 'https://cdn.matomo.cloud'

export const ANALYTICS_PROVIDERS: Entries = {
  plausible: {
    title: 'Plausible',
    // No cookies, no personal data: Plausible needs no consent banner.
    needsConsent: false,
    queue: 'plausible',
    // The manual build: the app says when a page is viewed (client-side navigation included), once per view.
    script: ({ host, domain }) => ({
      src: `${host}/js/script.manual.js`,
      attributes: { 'data-domain': domain },
    }),
    csp: ({ host }) => ({ scriptSrc: [host], connectSrc: [host], imgSrc: [] }),
    setup: () => [],
    pageView: (_config, { url }) => [['pageview', { u: url }]],
    event: (_config, name, props) => [[name, Object.keys(props).length ? { props } : {}]],
  },
  ga4: {
    title: 'Google Analytics 4',
    // Sets cookies (_ga): loaded only after the visitor accepts.
    needsConsent: true,
    queue: 'gtag',
    script: ({ measurementId }) => ({
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
      attributes: {},
    }),
    csp: () => ({
      scriptSrc: [GOOGLE_TAG],
      connectSrc: [GOOGLE_ANALYTICS, GOOGLE_ANALYTICS_REGIONS, GOOGLE_TAG],
      imgSrc: [GOOGLE_ANALYTICS, GOOGLE_TAG],
    }),
    // The app sends each page view itself (client-side navigation), so the config's automatic one is off.
    setup: ({ measurementId }, now) => [
      ['js', now],
      ['config', measurementId, { send_page_view: false }],
    ],
    pageView: (_config, { url, path, title }) => [
      ['event', 'page_view', { page_location: url, page_path: path, page_title: title }],
    ],
    event: (_config, name, props) => [['event', name, props]],
    // Google's documented opt-out: gtag.js sends nothing while window['ga-disable-<ID>'] is true.
    optOutFlag: ({ measurementId }) => `ga-disable-${measurementId}`,
  },
  matomo: {
    title: 'Matomo',
    // Cookieless tracking (disableCookies): no consent banner needed.
    needsConsent: false,
    queue: '_paq',
    script: ({ url }) => {
      const host = new URL(url).host
      return {
        src: MATOMO_CLOUD.test(host) ? `${MATOMO_CLOUD_CDN}/${host}/matomo.js` : `${url}matomo.js`,
        attributes: {},
      }
    },
    csp: ({ url }) => {
      const { origin, host } = new URL(url)
      return {
        scriptSrc: MATOMO_CLOUD.test(host) ? [origin, MATOMO_CLOUD_CDN] : [origin],
        connectSrc: [origin],
        // The tracker falls back to an image request where it cannot send a beacon.
        imgSrc: [origin],
      }
    },
    setup: ({ url, siteId }) => [
      ['disableCookies'],
      ['enableLinkTracking'],
      ['setTrackerUrl', `${url}matomo.php`],
      ['setSiteId', siteId],
    ],
    // Matomo's single-page-app guide: the new address and title, the previous page as referrer, then the view.
    pageView: (_config, { url, title, previousUrl }) => [
      ...(previousUrl ? [['setReferrerUrl', previousUrl]] : []),
      ['setCustomUrl', url],
      ['setDocumentTitle', title],
      ['trackPageView'],
    ],
    // Category, action, name: "Conversions", the conversion, and its labels ("form: contact").
    event: (_config, name, props) => {
      const label = Object.entries(props)
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ')
      return [label ? ['trackEvent', 'Conversions', name, label] : ['trackEvent', 'Conversions', name]]
    },
  },
}

export const PROVIDER_TITLES: Record<AnalyticsProviderId, string> = {
  none: 'None',
  plausible: ANALYTICS_PROVIDERS.plausible.title,
  ga4: ANALYTICS_PROVIDERS.ga4.title,
  matomo: ANALYTICS_PROVIDERS.matomo.title,
}

export const DEFAULT_PLAUSIBLE_HOST = 'https://plausible.io'

/** The settings' fields that can be wrong, each with the message the Studio shows. */
export type AnalyticsField =
  'plausibleDomain' | 'plausibleHost' | 'ga4MeasurementId' | 'matomoUrl' | 'matomoSiteId'

export const ANALYTICS_MESSAGES = {
  plausibleDomainRequired: 'Enter the domain this site has in Plausible, e.g. example.com',
  plausibleDomainInvalid: 'Only the domain, without https:// or a path, e.g. example.com',
  plausibleHostInvalid: 'An https:// address without a path, e.g. https://plausible.io',
  ga4MeasurementIdRequired: 'Enter the measurement ID of the GA4 web stream, e.g. G-ABC123DEF4',
  ga4MeasurementIdInvalid: 'A measurement ID is G- followed by capital letters and digits, e.g. G-ABC123DEF4',
  matomoUrlRequired: 'Enter the address of your Matomo, e.g. https://analytics.example.com/',
  matomoUrlInvalid:
    'An https:// address of your Matomo, e.g. https://analytics.example.com/ (http:// only for localhost or 127.0.0.1)',
  matomoSiteIdRequired: 'Enter the ID Matomo gave this site, e.g. 1',
  matomoSiteIdInvalid: 'A Matomo site ID is a whole number, e.g. 1',
} as const

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/
const SITE_ID = /^[1-9][0-9]{0,9}$/
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

const trimmed = (value: string | null | undefined) => value?.trim() || undefined

/** An address with a scheme the CSP may name: https, or http on this machine (tests and a local Matomo). */
function parseUrl(value: string, allowLocalHttp: boolean): URL | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username || url.password || url.search || url.hash) return null
  if (url.protocol === 'https:') return url
  return allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) ? url : null
}

/** What is wrong with the fields of the chosen provider (the others are ignored), as the Studio says it. */
export function analyticsProblems(
  settings: AnalyticsSettings | null | undefined,
): Partial<Record<AnalyticsField, string>> {
  const problems: Partial<Record<AnalyticsField, string>> = {}
  const provider = settings?.provider ?? 'none'
  if (provider === 'plausible') {
    const domain = trimmed(settings?.plausibleDomain)
    if (!domain) problems.plausibleDomain = ANALYTICS_MESSAGES.plausibleDomainRequired
    else if (!DOMAIN.test(domain)) problems.plausibleDomain = ANALYTICS_MESSAGES.plausibleDomainInvalid
    const host = trimmed(settings?.plausibleHost)
    if (host) {
      const url = parseUrl(host, true)
      if (!url || url.pathname !== '/') problems.plausibleHost = ANALYTICS_MESSAGES.plausibleHostInvalid
    }
  } else if (provider === 'ga4') {
    const id = trimmed(settings?.ga4MeasurementId)
    if (!id) problems.ga4MeasurementId = ANALYTICS_MESSAGES.ga4MeasurementIdRequired
    else if (!MEASUREMENT_ID.test(id)) problems.ga4MeasurementId = ANALYTICS_MESSAGES.ga4MeasurementIdInvalid
  } else if (provider === 'matomo') {
    const url = trimmed(settings?.matomoUrl)
    if (!url) problems.matomoUrl = ANALYTICS_MESSAGES.matomoUrlRequired
    else if (!parseUrl(url, true)) problems.matomoUrl = ANALYTICS_MESSAGES.matomoUrlInvalid
    const siteId = trimmed(settings?.matomoSiteId)
    if (!siteId) problems.matomoSiteId = ANALYTICS_MESSAGES.matomoSiteIdRequired
    else if (!SITE_ID.test(siteId)) problems.matomoSiteId = ANALYTICS_MESSAGES.matomoSiteIdInvalid
  }
  return problems
}

/**
 * The provider to load, or null for none. Settings with any problem count as none: a half-filled setting never
 * widens the CSP nor loads a script (the Studio refuses to publish them anyway).
 */
export function resolveAnalytics(settings: AnalyticsSettings | null | undefined): AnalyticsConfig | null {
  if (!settings || Object.keys(analyticsProblems(settings)).length) return null
  switch (settings.provider) {
    case 'plausible':
      return {
        provider: 'plausible',
        domain: settings.plausibleDomain!.trim().toLowerCase(),
        host: (trimmed(settings.plausibleHost) ?? DEFAULT_PLAUSIBLE_HOST).replace(/\/+$/, ''),
      }
    case 'ga4':
      return { provider: 'ga4', measurementId: settings.ga4MeasurementId!.trim() }
    case 'matomo': {
      const url = settings.matomoUrl!.trim()
      // Matomo's snippet appends "matomo.js" and "matomo.php" to the address: it must end in a slash.
      return {
        provider: 'matomo',
        url: url.endsWith('/') ? url : `${url}/`,
        siteId: settings.matomoSiteId!.trim(),
      }
    }
    default:
      return null
  }
}

/** The provider's table entry for a config (typed for it). */
export function providerOf<C extends AnalyticsConfig>(config: C): ProviderEntry<C> {
  return ANALYTICS_PROVIDERS[config.provider] as unknown as ProviderEntry<C>
}

/** The hosts the CSP must add for the configured provider; none without one. */
export function analyticsCspSources(config: AnalyticsConfig | null): CspSources {
  return config ? providerOf(config).csp(config) : NO_CSP_SOURCES
}

/** Whether the chosen provider asks visitors first (the consent banner's fields are then required). */
export function providerNeedsConsent(provider: string | null | undefined): boolean {
  return provider === 'plausible' || provider === 'ga4' || provider === 'matomo'
    ? ANALYTICS_PROVIDERS[provider].needsConsent
    : false
}

/** The Studio's message for a consent banner text left empty while the provider asks visitors first. */
export const consentTextRequired = (title: string) =>
  `${title} is needed: the chosen analytics provider asks visitors before it loads`
