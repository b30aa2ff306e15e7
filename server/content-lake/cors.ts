// Cross-origin access to the lake, as a hosted Sanity project's CORS list works: only origins on the list get CORS
// headers (credentials included), a preflight from any other origin is refused, and the page's own origin needs no
// entry. Echoing every Origin with credentials would let any web page act with a visitor's cookies.
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

/** The origins allowed by default: the local Studio (`npm run studio`) and whatever `CORS_ORIGINS` adds. */
export function corsOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const studio = `https://localhost:${env.STUDIO_PORT ?? 3333}`
  const extra = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return [...new Set([studio, `https://127.0.0.1:${env.STUDIO_PORT ?? 3333}`, ...extra])]
}

export function lakeCors(allowed: string[]): MiddlewareHandler {
  const list = new Set(allowed)
  const allow = cors({ origin: (origin) => origin, credentials: true, maxAge: 600 })
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (!origin) return next()
    const own = new URL(c.req.url).origin
    if (origin === own || list.has(origin)) return allow(c, next)
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.json(
        { error: { description: `Origin ${origin} is not allowed (CORS_ORIGINS)`, type: 'corsError' } },
        403,
      )
    }
    return next()
  }
}
