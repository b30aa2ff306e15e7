// The local editor's session in this browser: what the Studio server hands out, the token kept after signing in,
// and signing in and out. Apart from the lake's auth store (local-lake.ts) so the login screen can use it too.

/** What /local-studio.json (studio/server/app.ts) tells the page. */
export interface LocalStudioSession {
  /** True when this browser opened the sign-in link `npm run studio` printed (an HttpOnly session cookie). */
  signedIn?: boolean
  /** The editor token: only for a signed-in browser. */
  token?: string
  /** The public site, for "Open on site" and draft previews. */
  siteUrl?: string
}

const TOKEN_KEY = 'local-content-lake-token'

let session: Promise<LocalStudioSession> | undefined
/** The session the Studio server hands out (fetched once until the editor signs out). */
export function localSession(): Promise<LocalStudioSession> {
  session ??= fetch('/local-studio.json', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<LocalStudioSession>) : {}))
    .catch(() => ({}))
  return session
}

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export async function resolveToken(): Promise<string | undefined> {
  return (await localSession()).token || storage()?.getItem(TOKEN_KEY) || undefined
}

/** Signs this browser out: the server's session cookie and any kept token. */
export async function clearSignIn(): Promise<void> {
  storage()?.removeItem(TOKEN_KEY)
  await fetch('/sign-out', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
  session = undefined
}

/** Signs in with a token (the login screen's form, for a Studio served some other way). */
export function signIn(token: string): void {
  storage()?.setItem(TOKEN_KEY, token.trim())
  window.location.reload()
}
