import type { Context, Hono } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import chat from '../functions/chat.ts'
import sendContactEmail from '../functions/send-contact-email.ts'
import type { FunctionContext } from '../functions/lib/context.ts'
import { clientAddress, parseTrustProxy, type ProxyTrust } from './client-ip.ts'

type Handler = (request: Request, context: FunctionContext) => Promise<Response>

const FUNCTIONS: Record<string, Handler> = {
  '/api/chat': chat,
  '/api/send-contact-email': sendContactEmail,
}

/** The client's address as the functions' rate limits see it (client-ip.ts: only trusted proxy hops count). */
export function clientIp(c: Context, trust: ProxyTrust): string {
  return clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trust)
}

/** Mounts the serverless functions at /api/*, exactly as Netlify or Vercel would call them. */
export function mountFunctions(app: Hono, env: NodeJS.ProcessEnv = process.env): void {
  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  for (const [path, handler] of Object.entries(FUNCTIONS)) {
    app.all(path, (c) => handler(c.req.raw, { clientIp: clientIp(c, trustProxy), env }))
  }
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found' }, 404))
}
