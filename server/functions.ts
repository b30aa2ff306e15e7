import type { Context, Hono } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { FUNCTIONS } from '../functions/registry.ts'
import type { FunctionDeclaration } from '../functions/lib/define-function.ts'
import { clientAddress, parseTrustProxy, type ProxyTrust } from './client-ip.ts'

/** The functions the local server mounts; the others' work it does itself (each declaration's `local` says how). */
export const MOUNTED_FUNCTIONS: readonly FunctionDeclaration[] = FUNCTIONS.filter(
  (declaration) => declaration.local === 'mounted',
)

/** The client's address as the functions' rate limits see it (client-ip.ts: only trusted proxy hops count). */
export function clientIp(c: Context, trust: ProxyTrust): string {
  return clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trust)
}

/**
 * Mounts the serverless functions at their paths, exactly as Netlify or Vercel would call them: every method reaches
 * the function, whose declaration answers one it does not take with 405 (functions/lib/define-function.ts), as it
 * does on the platforms.
 */
export function mountFunctions(app: Hono, env: NodeJS.ProcessEnv = process.env): void {
  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  for (const { path, handler } of MOUNTED_FUNCTIONS) {
    app.all(path, (c) => handler(c.req.raw, { clientIp: clientIp(c, trustProxy), env }))
  }
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found' }, 404))
}
