import type { QueryParams } from '@sanity/client'
import { hashKey } from '@tanstack/react-query'
import { sanityQueryKey } from '#web/data/query.ts'

/** The sync tags each query's last answer carried, by TanStack Query's hash of its key. */
export class SyncTagIndex {
  private readonly tags = new Map<string, string[]>()

  record(query: string, params: QueryParams, tags: string[] | undefined) {
    this.tags.set(hashKey(sanityQueryKey(query, params)), tags ?? [])
  }

  /** Whether a live event's tags concern the query with this hash (one never answered yet: yes). */
  concerns(queryHash: string, eventTags: string[]): boolean {
    const tags = this.tags.get(queryHash)
    return !tags || eventTags.some((tag) => tags.includes(tag))
  }
}
