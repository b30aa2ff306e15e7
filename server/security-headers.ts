import type { Context, MiddlewareHandler } from 'hono'

/** Where the browser fetches content from besides its own origin: hosted Sanity's API when a project is set. */
export function contentConnectSources(env: Record<string, string | undefined> = process.env): string[] {
  const projectId = env.SANITY_PROJECT_ID
  return projectId ? [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`] : []
}

/**
 * The security headers of every answer, in one place for the local server and the `_headers` file a static host
 * reads. `script-src 'self'` holds because the site ships no inline executable script (query state travels in a
 * JSON data block). Styles are inline (styled-components), hence 'unsafe-inline' there.
 */
export function securityHeaderValues(
  connectSources: string[] = [],
  /** A page in preview mode: the Studio's origins may frame it (the Presentation tool). Otherwise nobody may. */
  frameAncestors?: string[],
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://cdn.sanity.io",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
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
    /** Who may frame this answer: the Studio for a browser in preview mode (server/preview/), else nobody. */
    frameAncestors?: (c: Context) => string[] | undefined
  } = {},
): MiddlewareHandler {
  const headers = Object.entries(securityHeaderValues(options.connectSources))
  return async (c, next) => {
    await next()
    const ancestors = options.frameAncestors?.(c)
    if (!ancestors) {
      for (const [name, value] of headers) c.header(name, value)
      return
    }
    for (const [name, value] of Object.entries(securityHeaderValues(options.connectSources, ancestors)))
      c.header(name, value)
    // Drafts: never kept by a cache, never served to anyone else.
    c.header('Cache-Control', 'private, no-store')
  }
}
