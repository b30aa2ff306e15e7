// Request and response plumbing shared by every function: reading a body within its limit (JSON, an HTML form's
// post, or bytes), telling a form posted from another site, and JSON or plain-text answers. The declaration
// (define-function.ts) applies them before a handler runs.

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

/** A plain-text answer that nothing keeps, for functions that do not answer JSON. */
export const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })

export const failure = (
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
) => json(status, { success: false, error, ...extra }, headers)

/** Why a body could not be taken, as the declaration's refusal (lib/define-function.ts). */
interface BodyRefusal {
  status: number
  error: string
}

const tooLarge = (maxBytes: number): BodyRefusal => ({
  status: 413,
  error: `Request body must be at most ${maxBytes} bytes`,
})

/** Reads a JSON body: 415 unless the body is JSON, 413 beyond `maxBytes`, 400 for malformed JSON. */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown } | { refusal: BodyRefusal }> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type))
    return { refusal: { status: 415, error: 'Content-Type must be application/json' } }
  const bytes = await readBoundedBytes(request, maxBytes)
  if (bytes === null) return { refusal: tooLarge(maxBytes) }
  try {
    return { body: JSON.parse(bytes.toString('utf8')) }
  } catch {
    return { refusal: { status: 400, error: 'Request body is not valid JSON' } }
  }
}

/**
 * The body's bytes, or null when there are more than `maxBytes`: counted on the bytes received, whatever
 * Content-Length claims, and reading stops at the limit.
 */
export async function readBoundedBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return null
      }
      chunks.push(value)
    }
  }
  return Buffer.concat(chunks)
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i

/** A POST of an HTML form (the contact forms before hydration, or without scripts). */
export const isFormPost = (request: Request) =>
  request.method === 'POST' && FORM_TYPE.test(request.headers.get('content-type') ?? '')

/** Whether the client asked for JSON answers; a browser submitting a form asks for pages. */
export const acceptsJson = (request: Request) =>
  /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '')

/**
 * Reads an urlencoded body of at most `maxBytes` (counted on the bytes received, whatever Content-Length claims):
 * the last value of each field.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number,
): Promise<{ fields: Record<string, string> } | { refusal: BodyRefusal }> {
  const bytes = await readBoundedBytes(request, maxBytes)
  if (bytes === null) return { refusal: tooLarge(maxBytes) }
  return { fields: Object.fromEntries(new URLSearchParams(bytes.toString('utf8'))) }
}

/**
 * A form posted from another site: the forms only post to their own origin, and a page elsewhere must not make
 * visitors' browsers send leads. A browser says so in Sec-Fetch-Site (`cross-site`) and, for every form post, in
 * `Origin`; browsers that send no Sec-Fetch-Site still send `Origin`, so both are read. The own host is the one the
 * request was made to, or the one a proxy in front says it was (X-Forwarded-Host): a page cannot make a browser
 * send that header with a form, so it cannot widen what is accepted. `Origin: null` (a sandboxed frame, a `data:`
 * page) is nobody's own. A post with neither header (an API client, an old browser) is taken as before.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  if (!host) return true
  return !ownHosts(request).some((candidate) => candidate.toLowerCase() === host)
}

/** The host the request was made to, and those a proxy in front says it was (see isCrossSite). */
export function ownHosts(request: Request): string[] {
  return [
    new URL(request.url).host,
    ...(request.headers.get('x-forwarded-host') ?? '').split(',').map((part) => part.trim()),
  ].filter((host) => host !== '')
}

/** Reads a positive integer setting from the environment, or the default. */
export function intSetting(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
