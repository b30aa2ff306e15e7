import { QueryClient } from '@tanstack/react-query'

// Library defaults on purpose (SPEC §9): garbage-collected after 5 minutes, 3 retries with capped exponential backoff.
// staleTime 0: the browser revalidates prerendered data once after hydration (app/start.tsx says when).
export function createQueryClient(): QueryClient {
  return new QueryClient()
}
