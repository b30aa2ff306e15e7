import { useSuspenseQuery } from '@tanstack/react-query'
import type { ClientReturn, QueryParams } from '@sanity/client'
import { useSanityClientLoader } from './SanityProvider.tsx'

/** The cache key of a GROQ query: the same on the server (prerender) and in the browser (hydration). */
export function sanityQueryKey(query: string, params: QueryParams = {}) {
  return ['sanity', query, params] as const
}

/**
 * Runs a `defineQuery` GROQ query through @sanity/client and suspends until it answers. Prerendering waits for it;
 * in the browser the prerendered result is already in the cache and is revalidated in the background, so content
 * published after the build shows without a rebuild. Typed by TypeGen through the query string.
 */
export function useSanityQuery<const Q extends string>(
  query: Q,
  params: QueryParams = {},
): ClientReturn<Q, unknown> {
  const loadClient = useSanityClientLoader()
  const { data } = useSuspenseQuery({
    queryKey: sanityQueryKey(query, params),
    queryFn: async ({ signal }) =>
      (await loadClient()).fetch(query, params, { signal }) as Promise<ClientReturn<Q, unknown>>,
  })
  return data
}
