import type { Context, MiddlewareHandler } from 'hono'
import { NO_CSP_SOURCES, type CspSources } from '#shared/analytics-providers.ts'
import { hostedApiOrigins } from '#shared/hosted-sanity.ts'

/** Where the browser fetches content from besides its own origin: hosted Sanity's API when a project is set. */
export function contentConnectSources(env: Record<string, string | undefined> = process.env): string[] {
  return hostedApiOrigins(env)
}

/**
 * The security headers of every answer, in one place for the local server and the `_headers` file a static host
 * reads. `script-src 'self'` holds because the site ships no inline executable script (query state travels in a
 * JSON data block). Styles are inline (styled-components), hence 'unsafe-inline' there. The analytics provider the
 * Site Settings choose adds exactly its own hosts (shared/analytics-providers.ts), and a booking calendar shown on
 * the site its provider's host to `frame-src` (shared/booking-providers.ts); without them the policy is the site's
 * alone.
 */
export function securityHeaderValues(
  connectSources: string[] = [],
  /** A page in preview mode: the Studio's origins may frame it (the Presentation tool). Otherwise nobody may. */
  frameAncestors?: string[],
  analytics: CspSources = NO_CSP_SOURCES,
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src ${["'self'", ...analytics.scriptSrc].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', 'https://cdn.sanity.io', ...analytics.imgSrc].join(' ')}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources, ...analytics.connectSrc].join(' ')}`,
    // Only with a booking calendar shown on the site; otherwise default-src 'self' governs frames.
    ...(analytics.frameSrc?.length ? [`frame-src ${["'self'", ...analytics.frameSrc].join(' ')}`] : []),
    frameAncestors ? `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}` : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // X-Frame-Options cannot name another origin: a preview leaves framing to frame-ancestors alone.
    ...(frameAncestors ? {} : { 'X-Frame-Options': 'DENY' }),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

export function securityHeaders(
  options: {
    connectSources?: string[]
    /** Who may frame this answer: the Studio for a browser in preview mode (render/preview/), else nobody. */
    frameAncestors?: (c: Context) => string[] | undefined
    /** The current analytics provider's hosts (render/analytics-settings.ts), read for every answer. */
    analytics?: () => CspSources
  } = {},
): MiddlewareHandler {
  // The headers are built again only when the provider's hosts change (a publish of the settings).
  let built: { analytics: CspSources; headers: [string, string][] } | null = null
  const headersFor = (analytics: CspSources) => {
    if (built?.analytics !== analytics)
      built = {
        analytics,
        headers: Object.entries(securityHeaderValues(options.connectSources, undefined, analytics)),
      }
    return built.headers
  }
  return async (c, next) => {
    await next()
    const analytics = options.analytics?.() ?? NO_CSP_SOURCES
    const ancestors = options.frameAncestors?.(c)
    if (!ancestors) {
      for (const [name, value] of headersFor(analytics)) c.header(name, value)
      return
    }
    for (const [name, value] of Object.entries(
      securityHeaderValues(options.connectSources, ancestors, analytics),
    ))
      c.header(name, value)
    // Drafts: never kept by a cache, never served to anyone else.
    c.header('Cache-Control', 'private, no-store')
  }
}
