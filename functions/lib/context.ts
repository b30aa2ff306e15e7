/** The hosting platforms with their own adapter (lib/platforms.ts); their CDNs read different cache headers. */
export type Platform = 'netlify' | 'vercel'

/** What a function gets besides the request; the platform wrappers (Netlify, Vercel, local server) fill it. */
export interface FunctionContext {
  /** The client's address as the platform's trusted source reports it (rate limits key on it). */
  clientIp: string
  env?: Record<string, string | undefined>
  /** Keeps background work alive after the response on platforms that stop early. */
  waitUntil?: (promise: Promise<unknown>) => void
  /** The CDN in front of the function; unset on the local server, which has no CDN. */
  platform?: Platform
  /** Drops the CDN's cached responses that carry any of these cache tags; unset where there is no CDN. */
  purgeCache?: (tags: string[]) => Promise<void>
}

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>
