import type { MiddlewareHandler } from 'hono'

/**
 * Security headers on every answer. `script-src 'self'` holds because the site ships no inline executable script
 * (query state travels in a JSON data block). Styles are inline (styled-components), hence 'unsafe-inline' there.
 */
export function securityHeaders(options: { connectSources?: string[] } = {}): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://cdn.sanity.io",
    "font-src 'self'",
    `connect-src ${["'self'", ...(options.connectSources ?? [])].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return async (c, next) => {
    await next()
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('X-Frame-Options', 'DENY')
    c.header(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    )
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
  }
}
