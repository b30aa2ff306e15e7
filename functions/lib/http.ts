// Request and response plumbing shared by every function: method, media type and size checks, JSON answers, and an
// error boundary that never lets a stack trace reach the client.
import type { FunctionContext, FunctionHandler } from './context.ts'

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

/**
 * Reads a JSON body: 405 for any method but POST, 415 unless the body is JSON, 413 beyond `maxBytes` (counted on
 * the bytes actually received, whatever Content-Length claims), 400 for malformed JSON.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown } | { response: Response }> {
  if (request.method !== 'POST')
    return { response: failure(405, 'Method not allowed', {}, { Allow: 'POST' }) }
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type))
    return { response: failure(415, 'Content-Type must be application/json') }
  const text = await readBoundedText(request, maxBytes)
  if (text === null) return { response: failure(413, `Request body must be at most ${maxBytes} bytes`) }
  try {
    return { body: JSON.parse(text) }
  } catch {
    return { response: failure(400, 'Request body is not valid JSON') }
  }
}

/**
 * The body as text, or null when it is larger than `maxBytes`: counted on the bytes received, whatever
 * Content-Length claims, and reading stops at the limit.
 */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string | null> {
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
  return Buffer.concat(chunks).toString('utf8')
}

/** Any unexpected error becomes a 500 with a generic message; the details go to the server log only. */
export function withErrorBoundary(name: string, handler: FunctionHandler): FunctionHandler {
  return async (request: Request, context: FunctionContext) => {
    try {
      return await handler(request, context)
    } catch (error) {
      console.error(`[${name}] unexpected error:`, error)
      return failure(500, 'An unexpected error occurred')
    }
  }
}

/** Reads a positive integer setting from the environment, or the default. */
export function intSetting(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
