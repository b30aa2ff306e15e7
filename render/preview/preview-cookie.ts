// The cookie that marks a browser as previewing drafts, so the server can frame its pages in the Studio: set by the
// Presentation tool's preview-mode link (preview-mode.ts), signed so that only this server can make one. It holds
// no token: it only says "this browser opened a valid preview link, until then".
//
// In the Presentation tool the site is a cross-site frame of the Studio, so the cookie is `SameSite=None; Secure;
// Partitioned`: a third-party cookie kept in the Studio's partition (CHIPS), which browsers accept where they block
// other third-party cookies. `Secure` cookies are accepted from https sites and from http://localhost.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const PREVIEW_COOKIE = 'site-preview'
/** As long as a preview token of the lake lives (server/content-lake/preview-tokens.ts). */
export const PREVIEW_TTL_SECONDS = 8 * 60 * 60

const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=None; Partitioned'

const signature = (key: string, expires: string) =>
  createHmac('sha256', key).update(`${PREVIEW_COOKIE}:${expires}`).digest('base64url')

/** `<expiry ms>.<signature>` */
export function signPreviewCookie(key: string, expiresAt: number): string {
  const expires = String(expiresAt)
  return `${expires}.${signature(key, expires)}`
}

export function isPreviewCookieValid(key: string, value: string | undefined, now = Date.now()): boolean {
  const [expires, signed] = value?.split('.') ?? []
  if (!expires || !signed || !/^\d+$/.test(expires) || Number(expires) <= now) return false
  const expected = Buffer.from(signature(key, expires))
  const given = Buffer.from(signed)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function setPreviewCookie(key: string, now = Date.now()): string {
  const value = signPreviewCookie(key, now + PREVIEW_TTL_SECONDS * 1000)
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${PREVIEW_TTL_SECONDS}; ${ATTRIBUTES}`
}

export const clearPreviewCookie = () => `${PREVIEW_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`

/** The value of a cookie in a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
