// The Studio offline: every request goes to the embedded content lake, and the local editor is signed in with the
// lake's editor token. `npm run studio` serves the Studio together with /local-studio.json, which hands the token
// to a browser signed in with the link it prints (studio/server/sign-in.ts); a Studio served some other way asks
// for the token once (it is in .data/editor-token) and keeps it in this browser.
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import { BehaviorSubject, from, of, type Observable } from 'rxjs'
import { map, shareReplay, switchMap } from 'rxjs/operators'
import type { AuthState, AuthStore, CurrentUser } from 'sanity'
import { LocalLogin } from './components/LocalLogin.tsx'
import { clearSignIn, resolveToken } from './local-session.ts'

/** Where the Studio finds the lake: SANITY_STUDIO_CONTENT_LAKE_URL, else /content-lake on its own origin. */
export function contentLakeUrl(): string {
  const configured = process.env.SANITY_STUDIO_CONTENT_LAKE_URL
  if (configured) return configured.replace(/\/+$/, '')
  const origin = typeof window === 'undefined' ? 'https://localhost:3333' : window.location.origin
  return `${origin}/content-lake`
}

/** unstable_clientFactory: any client the Studio makes talks to the embedded lake, never to *.sanity.io. */
export function localClientFactory(options: ClientConfig): SanityClient {
  return createClient({
    ...options,
    apiHost: contentLakeUrl(),
    useProjectHostname: false,
    useCdn: false,
    // The token is the editor's own, kept on this machine: not the leak the warning is about.
    ignoreBrowserTokenWarning: true,
  })
}

async function currentUserFor(client: SanityClient): Promise<CurrentUser | null> {
  const user = await client
    .request<Partial<CurrentUser>>({ url: '/users/me', tag: 'users.get-current' })
    .catch(() => null)
  return user && user.id ? (user as CurrentUser) : null
}

/**
 * An auth store for the local editor: signed in when the lake accepts the token, shown with the identity the lake
 * answers at /users/me.
 */
export function localAuthStore(projectId: string, dataset: string): AuthStore {
  const refresh = new BehaviorSubject<void>(undefined)
  // The Studio's own auth store makes its clients in the raw perspective: the document store and the version
  // lists (which drafts and versions a document has, what "delete" removes) query without naming one, and the
  // lake, like hosted Sanity, would otherwise answer them with published documents only.
  const makeClient = (token?: string) =>
    localClientFactory({
      projectId,
      dataset,
      apiVersion: '2025-02-19',
      perspective: 'raw',
      withCredentials: false,
      token,
    })
  let lastToken: string | undefined

  const state: Observable<AuthState> = refresh.pipe(
    switchMap(() =>
      from(resolveToken()).pipe(
        switchMap((token) => {
          lastToken = token
          const client = makeClient(token)
          if (!token) return of<AuthState>({ authenticated: false, currentUser: null, client })
          return from(currentUserFor(client)).pipe(
            map((currentUser): AuthState => ({ authenticated: Boolean(currentUser), currentUser, client })),
          )
        }),
      ),
    ),
    shareReplay({ bufferSize: 1, refCount: false }),
  )

  return {
    state,
    token: state.pipe(map(() => lastToken ?? null)),
    LoginComponent: LocalLogin,
    async logout() {
      await clearSignIn()
      refresh.next()
    },
  }
}
