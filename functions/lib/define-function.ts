// One declaration per function, the single place its address, methods and limits are written, and the one place
// they are enforced: `defineFunction` wraps the handler in them, so the local server (server/functions.ts), the
// Netlify entries (functions/netlify/) and the Vercel entries (api/), which all call the declaration's `handler`,
// answer the same refusals. The entries are generated from the declarations by build/generate-function-entries.ts
// (docs/architecture.md, "Functions").
import type { ZodMiniType } from 'zod/mini'
import type { FunctionContext, FunctionHandler } from './context.ts'
import {
  failure,
  isCrossSite,
  isFormPost,
  plainText,
  readBoundedBytes,
  readFormBody,
  readJsonBody,
} from './http.ts'
import { limiterFor, type RateLimitRule } from './rate-limit.ts'

export type HttpMethod = 'GET' | 'HEAD' | 'POST'

/** Where the page function answers on Netlify: every page, except what stays a static file or another function. */
export interface NetlifyRoute {
  path: string
  excludedPath: string[]
  /** false: the function answers before a static file of the same path (the build's prerendered HTML). */
  preferStatic: boolean
}

/** A request the declaration turns away before the handler runs, and why (its answer's `error`). */
export interface Refusal {
  status: number
  error: string
  /** A failed schema: the message of each field (the contact forms show them beside the fields). */
  fieldErrors?: Record<string, string>
  headers?: Record<string, string>
}

/** What the handler gets besides the request: the body as read and checked by the declaration. */
export interface FunctionInput<Data> {
  /** The JSON body, a form post's fields, or the raw bytes (`bodyFormat: 'raw'`); undefined when no body is read. */
  body: unknown
  /** The body as the schema parsed it; undefined without a schema. */
  data: Data
}

/** What an author writes in `<name>/function.ts`. */
export interface FunctionSpec<Data = undefined> {
  /** Its folder `functions/<name>/` and its Netlify entry `functions/netlify/<name>.ts`. */
  name: string
  /**
   * Its address: where the local server mounts it, where Netlify routes it (unless `netlifyRoute` says otherwise),
   * and the file of its Vercel entry (`/api/chat` is `api/chat.ts`: Vercel routes by file).
   */
  path: `/api/${string}`
  /** The methods it answers; any other gets 405 with these in `Allow`. */
  methods: readonly HttpMethod[]
  /**
   * The largest request body it reads, in bytes: 413 beyond (counted on the bytes received, whatever
   * Content-Length claims). With it the body is read before the handler runs: JSON (415 for another media type,
   * 400 when malformed) unless `bodyFormat` says `raw`.
   */
  bodyLimit?: number
  /** `raw`: the bytes as received (a signed webhook: its signature covers them), parsed by the handler. */
  bodyFormat?: 'json' | 'raw'
  /**
   * An HTML form's urlencoded posts are taken too, up to this many bytes (percent-encoding makes them larger than
   * the same JSON); a form posted from another site is refused 403 (`isCrossSite`, lib/http.ts).
   */
  formBodyLimit?: number
  /** Its limit per client IP, counted after the body is read (a request refused before does not count): 429. */
  rateLimit?: RateLimitRule
  /**
   * The function's own screening after the rate limit and before the schema: the body the schema reads (cleaned,
   * reshaped), or an answer at once (the contact form's honeypot), or a refusal.
   */
  prepare?: (
    body: unknown,
    request: Request,
    context: FunctionContext,
  ) => Promise<{ body: unknown } | { response: Response } | { refusal: Refusal }>
  /** The shape of the body it accepts (validation/): 400 when it does not parse. */
  schema?: ZodMiniType<Data>
  /** The 400 of a body the schema refused; by default the first issue's message, as `error`. */
  invalid?: (issues: { path: PropertyKey[]; message: string }[]) => Omit<Refusal, 'status'>
  /**
   * How a refusal (and the error boundary's 500) is answered: `json` (`{success: false, error}`, the default) or
   * `text`. `refuse` may answer a request its own way (the contact form's pages); undefined falls back.
   */
  answers?: 'json' | 'text'
  refuse?: (
    request: Request,
    refusal: Refusal,
    input: { body: unknown; context: FunctionContext },
  ) => Promise<Response | undefined>
  handler: (request: Request, context: FunctionContext, input: FunctionInput<Data>) => Promise<Response>
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

/** A defined function: its declaration, with `handler` the one every platform calls, the declaration enforced. */
export type FunctionDeclaration = Omit<
  FunctionSpec<unknown>,
  'handler' | 'prepare' | 'invalid' | 'refuse'
> & {
  handler: FunctionHandler
}

const UNEXPECTED_ERROR = 'An unexpected error occurred'

const firstIssue = (issues: { message: string }[]) => ({ error: issues[0]?.message ?? 'Invalid request' })

/** What defineFunction returns for a spec: the declared fields as written (a `schedule` stays known), enforced. */
export type DefinedFunction<S> = Omit<S, 'handler' | 'prepare' | 'invalid' | 'refuse'> & {
  handler: FunctionHandler
}

/** Declares a function: its handler runs only for a request the declaration admits. */
export function defineFunction<Data = undefined, const S extends FunctionSpec<Data> = FunctionSpec<Data>>(
  spec: S & FunctionSpec<Data>,
): DefinedFunction<S> {
  const { prepare, invalid = firstIssue, refuse, answers = 'json', handler, ...declared } = spec
  const allow = spec.methods.join(', ')

  async function answer(request: Request, refusal: Refusal, body: unknown, context: FunctionContext) {
    const own = await refuse?.(request, refusal, { body, context }).catch((error: unknown) => {
      console.error(`[${spec.name}] could not answer a ${refusal.status} its own way:`, error)
      return undefined
    })
    if (own) return own
    return answers === 'text'
      ? plainText(refusal.status, refusal.error, refusal.headers)
      : failure(
          refusal.status,
          refusal.error,
          refusal.fieldErrors ? { fieldErrors: refusal.fieldErrors } : {},
          refusal.headers,
        )
  }

  async function admit(request: Request, context: FunctionContext): Promise<Response> {
    const refuse = (refusal: Refusal, body?: unknown) => answer(request, refusal, body, context)
    if (!(spec.methods as readonly string[]).includes(request.method))
      return refuse({ status: 405, error: 'Method not allowed', headers: { Allow: allow } })

    let body: unknown
    if (spec.formBodyLimit !== undefined && isFormPost(request)) {
      const read = await readFormBody(request, spec.formBodyLimit)
      if ('refusal' in read) return refuse(read.refusal)
      body = read.fields
      if (isCrossSite(request))
        return refuse({ status: 403, error: 'Forms may only be sent from this site' }, body)
    } else if (spec.bodyLimit !== undefined && spec.bodyFormat === 'raw') {
      const bytes = await readBoundedBytes(request, spec.bodyLimit)
      if (bytes === null)
        return refuse({ status: 413, error: `Request body must be at most ${spec.bodyLimit} bytes` })
      body = bytes
    } else if (spec.bodyLimit !== undefined) {
      const read = await readJsonBody(request, spec.bodyLimit)
      if ('refusal' in read) return refuse(read.refusal)
      body = read.body
    }

    if (spec.rateLimit) {
      const env = context.env ?? process.env
      const limit = await limiterFor(spec.rateLimit, env).hit(context.clientIp)
      if (!limit.allowed)
        return refuse(
          {
            status: 429,
            error: spec.rateLimit.message,
            headers: { 'Retry-After': String(limit.retryAfterSeconds) },
          },
          body,
        )
    }

    // Refusals show the body as received (a form page shows the visitor's values as typed).
    const received = body
    if (prepare) {
      const prepared = await prepare(body, request, context)
      if ('response' in prepared) return prepared.response
      if ('refusal' in prepared) return refuse(prepared.refusal, received)
      body = prepared.body
    }

    let data = undefined as Data
    if (spec.schema) {
      const parsed = spec.schema.safeParse(body)
      if (!parsed.success) return refuse({ status: 400, ...invalid(parsed.error.issues) }, received)
      data = parsed.data
    }
    return handler(request, context, { body, data })
  }

  return {
    ...(declared as Omit<S, 'handler' | 'prepare' | 'invalid' | 'refuse'>),
    // The error boundary: any unexpected error is a 500 with a generic message; the details go to the log only.
    handler: async (request, context) => {
      try {
        return await admit(request, context)
      } catch (error) {
        console.error(`[${spec.name}] unexpected error:`, error)
        return answer(request, { status: 500, error: UNEXPECTED_ERROR }, undefined, context)
      }
    },
  }
}
