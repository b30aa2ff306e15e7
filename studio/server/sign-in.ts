// Who may have the editor token: only a browser signed in with the link `npm run studio` prints (the pattern
// Jupyter uses). The link carries a one-time code; opening it sets an HttpOnly session cookie and the code is spent
// (a new link is printed and written to the data folder for the next browser). /local-studio.json hands the token
// to a request with that cookie only, and the presence socket takes only the Studio's own pages with it, so a local
// program (curl sends Host: localhost too) or another site gets nothing. See docs/studio-sign-in.md.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmod, readFile, writeFile } from 'node:fs/promises'
import type { IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'

/** `__Host-`: the browser keeps it only from a secure origin, for the whole host, and no other site may set it. */
export const SESSION_COOKIE = '__Host-studio-session'
const SESSION_DAYS = 30
const KEY_FILE = 'studio-session-key'
export const SIGN_IN_LINK_FILE = 'studio-sign-in-link'

export interface StudioSignIn {
  /** The link that signs one browser in (its code works once). */
  readonly link: string
  /** Spends a code: the session cookie's value, or null when the code is not the current one. */
  redeem(code: string): Promise<string | null>
  /** True for a session cookie this server made, not yet expired. */
  isSession(value: string | undefined): boolean
  /** The Set-Cookie header for a session value ('' signs the browser out). */
  cookie(value: string): string
}

export interface SignInOptions {
  dataDir: string
  /** The Studio's address as the editor opens it, e.g. https://localhost:3333 */
  origin: string
  /** Told each new link (the first one too): the terminal shows it. */
  onLink?(link: string): void
  now?: () => number
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The key that signs sessions, made once per data folder: sessions outlive a restart; deleting it signs all out. */
async function sessionKey(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, KEY_FILE)
  const kept = await readFile(file, 'utf8').catch(() => '')
  if (/^[0-9a-f]{64}$/.test(kept.trim())) return Buffer.from(kept.trim(), 'hex')
  const key = randomBytes(32)
  await writeFile(file, key.toString('hex'), { mode: 0o600 })
  return key
}

export async function createStudioSignIn(options: SignInOptions): Promise<StudioSignIn> {
  const now = options.now ?? Date.now
  const key = await sessionKey(options.dataDir)
  const linkFile = join(options.dataDir, SIGN_IN_LINK_FILE)
  const sign = (expires: string) =>
    createHmac('sha256', key).update(`studio-session.${expires}`).digest('base64url')

  let code = ''
  let link = ''
  const nextCode = async () => {
    code = randomBytes(18).toString('base64url')
    link = `${options.origin}/sign-in?code=${code}`
    // For the editor who lost the terminal, and for scripts: as private as the editor token beside it.
    await writeFile(linkFile, `${link}\n`, { mode: 0o600 })
    await chmod(linkFile, 0o600)
    options.onLink?.(link)
  }
  await nextCode()

  return {
    get link() {
      return link
    },
    async redeem(given) {
      if (!given || !sameText(given, code)) return null
      await nextCode()
      const expires = String(Math.floor(now() / 1000) + SESSION_DAYS * 24 * 3600)
      return `${expires}.${sign(expires)}`
    },
    isSession(value) {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value ?? '')
      if (!match) return false
      return sameText(match[2]!, sign(match[1]!)) && Number(match[1]) * 1000 > now()
    },
    cookie(value) {
      const age = value ? SESSION_DAYS * 24 * 3600 : 0
      return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${age}; HttpOnly; Secure; SameSite=Strict`
    },
  }
}

/** The session cookie's value in a Cookie header. */
export function sessionFromCookies(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return value.join('=')
  }
  return undefined
}

/**
 * The presence socket's door: a WebSocket is not bound by CORS, so any page could open one; only the Studio's own
 * pages (its origin, on this machine) with a signed-in session may.
 */
export function mayOpenSocket(
  headers: IncomingHttpHeaders,
  signIn: StudioSignIn,
  studioOrigin: string,
): boolean {
  const origin = headers.origin
  const own = new Set([studioOrigin, studioOrigin.replace('://localhost', '://127.0.0.1')])
  return typeof origin === 'string' && own.has(origin) && signIn.isSession(sessionFromCookies(headers.cookie))
}
