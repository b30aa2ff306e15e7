// The local editor's session in this browser: what the Studio server hands out, the token kept after signing in,
// and signing in and out. Apart from the lake's auth store (local-lake.ts) so the login screen can use it too.

/** What /local-studio.json (studio/server/index.ts) tells the page. */
export interface LocalStudioSession {
  token?: string
  /** The public site, for "Open on site" and draft previews. */
  siteUrl?: string
}

const TOKEN_KEY = 'local-content-lake-token'
const SIGNED_OUT_KEY = 'local-content-lake-signed-out'

let session: Promise<LocalStudioSession> | undefined
/** The session the Studio server hands out (fetched once). */
export function localSession(): Promise<LocalStudioSession> {
  session ??= fetch('/local-studio.json', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<LocalStudioSession>) : {}))
    .catch(() => ({}))
  return session
}

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

export async function resolveToken(): Promise<string | undefined> {
  if (storage('session')?.getItem(SIGNED_OUT_KEY)) return undefined
  return (await localSession()).token || storage('local')?.getItem(TOKEN_KEY) || undefined
}

/** Forgets the kept token and stays signed out for this tab until the editor signs in again. */
export function clearSignIn(): void {
  storage('local')?.removeItem(TOKEN_KEY)
  storage('session')?.setItem(SIGNED_OUT_KEY, '1')
}

/** Signs in with a token (the login screen's form), or as the local editor the Studio server knows. */
export function signIn(token?: string): void {
  storage('session')?.removeItem(SIGNED_OUT_KEY)
  if (token) storage('local')?.setItem(TOKEN_KEY, token.trim())
  window.location.reload()
}
