import { QueryClient } from '@tanstack/react-query'

// Library defaults on purpose (SPEC §9): garbage-collected after 5 minutes, 3 retries with capped exponential backoff.
// staleTime 0 makes the browser revalidate prerendered data once after hydration.
export function createQueryClient(): QueryClient {
  return new QueryClient()
}
