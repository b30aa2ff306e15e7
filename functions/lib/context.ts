/** What a function gets besides the request; the platform wrappers (Netlify, Vercel, local server) fill it. */
export interface FunctionContext {
  /** The client's address as the platform's trusted source reports it (rate limits key on it). */
  clientIp: string
  env?: Record<string, string | undefined>
  /** Keeps background work alive after the response on platforms that stop early. */
  waitUntil?: (promise: Promise<unknown>) => void
}

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>
