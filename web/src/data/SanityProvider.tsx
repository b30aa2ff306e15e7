import { createContext, useContext, type ReactNode } from 'react'
import type { SanityClient } from '@sanity/client'

/**
 * How queries get their @sanity/client. A loader rather than a client so the browser can fetch the client's code
 * after hydration (prerendered pages already hold their data; the client is needed only to revalidate and navigate).
 */
export type SanityClientLoader = () => Promise<SanityClient>

const SanityContext = createContext<SanityClientLoader | null>(null)

export function SanityProvider({
  loadClient,
  children,
}: {
  loadClient: SanityClientLoader
  children: ReactNode
}) {
  return <SanityContext.Provider value={loadClient}>{children}</SanityContext.Provider>
}

export function useSanityClientLoader(): SanityClientLoader {
  const loadClient = useContext(SanityContext)
  if (!loadClient) throw new Error('useSanityClientLoader must be used inside <SanityProvider>')
  return loadClient
}

/** Memoises a loader so the client is created once. */
export function once(load: SanityClientLoader): SanityClientLoader {
  let client: Promise<SanityClient> | undefined
  return () => (client ??= load())
}
