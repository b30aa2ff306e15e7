import { useSuspenseQuery } from '@tanstack/react-query'
import type { QueryParams } from '@sanity/client'
import { useSanityClientLoader } from './SanityProvider.tsx'

/** The cache key of a GROQ query: the same on the server (prerender) and in the browser (hydration). */
export function sanityQueryKey(query: string, params: QueryParams = {}) {
  return ['sanity', query, params] as const
}

/**
 * Runs a `defineQuery` GROQ query through @sanity/client and suspends until it answers. Prerendering waits for it;
 * in the browser the prerendered result is already in the cache and is revalidated in the background, so content
 * published after the build shows without a rebuild. `Result` is the query's TypeGen type, imported by name from
 * shared/sanity.types.ts (`useSanityQuery<PageByPathQueryResult>(pageByPathQuery, …)`); left out, it is `unknown`.
 */
export function useSanityQuery<Result = unknown>(query: string, params: QueryParams = {}): Result {
  const loadClient = useSanityClientLoader()
  const { data } = useSuspenseQuery({
    queryKey: sanityQueryKey(query, params),
    queryFn: async ({ signal }) => (await loadClient()).fetch<Result>(query, params, { signal }),
  })
  return data
}
