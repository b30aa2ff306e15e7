// POST /api/revalidate: Sanity's webhook after each publish. Checks Sanity's signature, then purges the pages the CDN
// keeps (see page/function.ts), so the next request renders them from the content as it is now.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FunctionContext } from '../lib/context.ts'
import { failure, json } from '../lib/http.ts'
import { defineFunction, type FunctionInput } from '../lib/define-function.ts'

/** The cache tag of every HTML answer of the page function: pages, the 404 page and redirects. */
export const PAGE_TAG = 'page'
export const SITEMAP_TAG = 'sitemap'

/** Vercel refuses longer tags; an address that long is purged with every page, by `page`. */
const MAX_TAG_LENGTH = 256

/** The tag of one address (encoded: tags are comma-separated), to purge that page alone by hand. */
export function pathTag(path: string): string | null {
  const tag = `path:${encodeURIComponent(path)}`
  return tag.length <= MAX_TAG_LENGTH ? tag : null
}

/**
 * What a change to a document makes stale. Any public document can show on any page (listings of articles and case
 * studies, referenced stats and testimonials, the navigation, the settings, the blog page's labels on every article),
 * so every page and the sitemap go: with a few dozen pages that costs one render per page at its next visit, and
 * cannot miss a page the way a hand-kept list of dependencies can. A private document (an id with a dot: leads,
 * drafts, release versions) is on no page.
 */
export function tagsToPurge(document: unknown): string[] {
  const id = (document as { _id?: unknown } | null)?._id
  if (typeof id === 'string' && id.includes('.')) return []
  return [PAGE_TAG, SITEMAP_TAG]
}

export const SIGNATURE_HEADER = 'sanity-webhook-signature'
/** A delivery signed longer ago than this is a replay (Sanity delivers within seconds, retries sign anew). */
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000
/** The projection the webhook sends is a few ids; anything this large is not from Sanity. */
export const MAX_BODY_BYTES = 64 * 1024
// Sanity's format (as its @sanity/webhook package reads it): t=<milliseconds>,v1=<signature>
const SIGNATURE_FORMAT = /^t=(\d+)[, ]+v1=([^, ]+)$/

type Verdict = 'valid' | 'missing' | 'invalid' | 'expired'

const REFUSALS: Record<Exclude<Verdict, 'valid'>, string> = {
  missing: 'Missing signature',
  invalid: 'Invalid signature',
  expired: 'Signature expired',
}

/** Sanity signs `<timestamp>.<body>` with HMAC-SHA256 and the webhook's secret, base64url-encoded. */
function verify(header: string | null, body: Buffer, secret: string, now: number): Verdict {
  if (!header) return 'missing'
  const match = SIGNATURE_FORMAT.exec(header.trim())
  if (!match) return 'invalid'
  const [, timestamp, given] = match
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('base64url'),
  )
  const received = Buffer.from(given)
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return 'invalid'
  // Checked after the signature, which covers the timestamp: only a genuine but old delivery is "expired".
  if (Math.abs(now - Number(timestamp)) > MAX_SIGNATURE_AGE_MS) return 'expired'
  return 'valid'
}

async function handler(
  request: Request,
  context: FunctionContext,
  { body }: FunctionInput<undefined>,
): Promise<Response> {
  const secret = (context.env ?? process.env).SANITY_WEBHOOK_SECRET
  if (!secret) {
    console.error('[revalidate] SANITY_WEBHOOK_SECRET is not set: every delivery is refused')
    return failure(503, 'Revalidation is not configured')
  }
  const verdict = verify(request.headers.get(SIGNATURE_HEADER), body as Buffer, secret, Date.now())
  if (verdict !== 'valid') return failure(401, REFUSALS[verdict])

  let document: unknown
  try {
    document = JSON.parse((body as Buffer).toString('utf8'))
  } catch {
    return failure(400, 'Request body is not valid JSON')
  }
  const tags = tagsToPurge(document)
  if (tags.length === 0) return json(200, { success: true, purged: [] })
  if (!context.purgeCache) return failure(501, 'There is no CDN cache to purge here')
  try {
    await context.purgeCache(tags)
  } catch (error) {
    // A failed answer lets Sanity's webhook log show it, and Sanity delivers the change again.
    console.error(`[revalidate] could not purge ${tags.join(', ')}:`, (error as Error).message)
    return failure(502, 'Cache purge failed')
  }
  console.log(`[revalidate] purged ${tags.join(', ')}`)
  return json(200, { success: true, purged: tags })
}

export default defineFunction({
  name: 'revalidate',
  path: '/api/revalidate',
  methods: ['POST'],
  bodyLimit: MAX_BODY_BYTES,
  // The signature covers the bytes as sent: parsed only once it is checked.
  bodyFormat: 'raw',
  handler,
  local: {
    instead: 'no CDN keeps its pages: the local server renders them anew (render/live-pages.ts)',
  },
})
