import type { MiddlewareHandler } from 'hono'

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
export function securityHeaderValues(connectSources: string[] = []): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://cdn.sanity.io",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

export function securityHeaders(options: { connectSources?: string[] } = {}): MiddlewareHandler {
  const headers = Object.entries(securityHeaderValues(options.connectSources))
  return async (c, next) => {
    await next()
    for (const [name, value] of headers) c.header(name, value)
  }
}
