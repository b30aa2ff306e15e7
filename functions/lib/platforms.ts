// Thin adapters from each platform's calling convention to the handlers' own `(request, context)`: the handlers are
// written once; only where the client address and background work come from differs.
import type { FunctionContext, FunctionHandler } from './context.ts'
import { retryPendingEmails } from '../retry-pending-emails.ts'

/** The part of Netlify's function context the handlers need (Functions API v2). */
export interface NetlifyContext {
  ip: string
  waitUntil?: (promise: Promise<unknown>) => void
}

export function forNetlify(handler: FunctionHandler) {
  return (request: Request, context: NetlifyContext) =>
    handler(request, { clientIp: context.ip, waitUntil: context.waitUntil?.bind(context) })
}

/** Vercel replaces any client-sent `x-real-ip` with the connection's address, so it can be trusted there. */
export function forVercel(handler: FunctionHandler) {
  return {
    fetch(request: Request) {
      const context: FunctionContext = { clientIp: request.headers.get('x-real-ip') ?? 'unknown' }
      return handler(request, context)
    },
  }
}

/** The scheduled retry of failed lead e-mails, logged the same way on every platform. */
export async function runScheduledRetry(): Promise<Awaited<ReturnType<typeof retryPendingEmails>>> {
  const outcome = await retryPendingEmails()
  console.log(`retry-pending-emails: ${JSON.stringify(outcome)}`)
  return outcome
}
