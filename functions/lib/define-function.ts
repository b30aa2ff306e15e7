// One declaration per function, the single place its address, methods and limits are written. The local server
// mounts the declarations of registry.ts; the Netlify entries (functions/netlify/) and Vercel entries (api/) are
// generated from them by build/generate-function-entries.ts (docs/architecture.md, "Functions").
import type { ZodMiniType } from 'zod/mini'
import type { FunctionHandler } from './context.ts'
import type { RateLimitRule } from './rate-limit.ts'

export type HttpMethod = 'GET' | 'HEAD' | 'POST'

/** Where the page function answers on Netlify: every page, except what stays a static file or another function. */
export interface NetlifyRoute {
  path: string
  excludedPath: string[]
  /** false: the function answers before a static file of the same path (the build's prerendered HTML). */
  preferStatic: boolean
}

export interface FunctionDeclaration {
  /** Its folder `functions/<name>/` and its Netlify entry `functions/netlify/<name>.ts`. */
  name: string
  /**
   * Its address: where the local server mounts it, where Netlify routes it (unless `netlifyRoute` says otherwise),
   * and the file of its Vercel entry (`/api/chat` is `api/chat.ts`: Vercel routes by file).
   */
  path: `/api/${string}`
  /** The methods it answers; any other gets 405 with these in `Allow`. */
  methods: readonly HttpMethod[]
  /** The largest request body it reads, in bytes. */
  bodyLimit?: number
  /** Its limit per client IP. */
  rateLimit?: RateLimitRule
  /** The shape of the body it accepts (validation/). */
  schema?: ZodMiniType
  handler: FunctionHandler
  /**
   * `mounted`: the local server mounts it at `path` (server/functions.ts). Otherwise the reason it does not: the
   * local server does that work itself.
   */
  local: 'mounted' | { instead: string }
  /** The page function's route on Netlify, where it answers every page rather than its own `path`. */
  netlifyRoute?: NetlifyRoute
  /**
   * A scheduled function: Netlify runs `run` on the cron `cron` (a scheduled function has no address there), Vercel's
   * cron (vercel.json) requests `path`.
   */
  schedule?: { cron: string; run: () => Promise<unknown> }
}

/** Declares a function; `const` keeps the literal path and methods in its type. */
export function defineFunction<const T extends FunctionDeclaration>(declaration: T): T {
  return declaration
}
