// Short-lived, read-only tokens for draft previews: the Studio asks for one (with the editor token) when it opens
// a page of the site in preview; the site sends it with its queries to see drafts. They read drafts of public
// documents and nothing else (no writes, no leads), and live only in this process's memory.
import { randomBytes } from 'node:crypto'

export const PREVIEW_TOKEN_TTL_MS = 8 * 60 * 60 * 1000

export class PreviewTokens {
  private readonly tokens = new Map<string, number>()

  private readonly ttlMs: number

  constructor(ttlMs = PREVIEW_TOKEN_TTL_MS) {
    this.ttlMs = ttlMs
  }

  issue(now = Date.now()): { token: string; expiresAt: string } {
    for (const [token, expires] of this.tokens) if (expires <= now) this.tokens.delete(token)
    const token = `preview-${randomBytes(24).toString('hex')}`
    const expires = now + this.ttlMs
    this.tokens.set(token, expires)
    return { token, expiresAt: new Date(expires).toISOString() }
  }

  isValid(token: string | undefined, now = Date.now()): boolean {
    if (!token) return false
    const expires = this.tokens.get(token)
    return expires !== undefined && expires > now
  }
}
