import { createContext, useContext, type ReactNode } from 'react'
import type { SanityClient } from '@sanity/client'

const SanityContext = createContext<SanityClient | null>(null)

/** Gives every query the client of this render: the browser's own-origin client, or the prerender's. */
export function SanityProvider({ client, children }: { client: SanityClient; children: ReactNode }) {
  return <SanityContext.Provider value={client}>{children}</SanityContext.Provider>
}

export function useSanityClient(): SanityClient {
  const client = useContext(SanityContext)
  if (!client) throw new Error('useSanityClient must be used inside <SanityProvider>')
  return client
}
