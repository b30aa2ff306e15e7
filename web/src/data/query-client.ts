import { QueryClient } from '@tanstack/react-query'

// Library defaults on purpose (SPEC §9): garbage-collected after 5 minutes, 3 retries with capped exponential backoff.
// staleTime 0: pages reached by client-side navigation refetch as the defaults say; a prerendered page does not
// re-run its queries but asks the server once whether it changed (its ETag: app/start.tsx, hydration/page-check.ts).
export function createQueryClient(): QueryClient {
  return new QueryClient()
}
