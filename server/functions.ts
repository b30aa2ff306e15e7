import type { Context, Hono } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import chat from '../functions/chat.ts'
import sendContactEmail from '../functions/send-contact-email.ts'
import type { FunctionContext } from '../functions/lib/context.ts'

type Handler = (request: Request, context: FunctionContext) => Promise<Response>

const FUNCTIONS: Record<string, Handler> = {
  '/api/chat': chat,
  '/api/send-contact-email': sendContactEmail,
}

/**
 * The client's address as the functions' rate limits see it: the socket's, unless TRUST_PROXY=true says a reverse
 * proxy in front of this server sets X-Forwarded-For (a visitor could forge it otherwise).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return getConnInfo(c).remote.address ?? 'unknown'
}

/** Mounts the serverless functions at /api/*, exactly as Netlify or Vercel would call them. */
export function mountFunctions(app: Hono, env: NodeJS.ProcessEnv = process.env): void {
  const trustProxy = env.TRUST_PROXY === 'true'
  for (const [path, handler] of Object.entries(FUNCTIONS)) {
    app.all(path, (c) => handler(c.req.raw, { clientIp: clientIp(c, trustProxy), env }))
  }
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found' }, 404))
}
