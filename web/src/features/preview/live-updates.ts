import type { SanityClient } from '@sanity/client'
import type { QueryClient } from '@tanstack/react-query'
import { syncTags } from './preview-client.ts'

/**
 * Drafts as the editor types: the Live Content API announces each write by sync tags, and the queries whose
 * answers carried one of them are refetched (TanStack Query keeps showing the previous data meanwhile). After a
 * `restart` or a reconnection, every query is.
 */
export function followLiveUpdates(client: SanityClient, queryClient: QueryClient): () => void {
  // Drafts need the preview token; without one (a visitor who typed ?preview=drafts) only published changes come.
  const includeDrafts = Boolean(client.config().token)
  const subscription = client.live.events({ includeDrafts, tag: 'site-preview' }).subscribe({
    next: (event) => {
      if (event.type === 'message') {
        void queryClient.invalidateQueries({
          queryKey: ['sanity'],
          predicate: (query) => syncTags.concerns(query.queryHash, event.tags),
        })
      } else if (event.type === 'restart' || event.type === 'reconnect') {
        void queryClient.invalidateQueries({ queryKey: ['sanity'] })
      }
    },
    error: (error: unknown) =>
      console.warn('Live preview stopped; reload the page to see new changes.', error),
  })
  return () => subscription.unsubscribe()
}
