// The content client of a page in preview: drafts or a release (with the token of the preview link), stega-encoded
// strings that visual editing turns into click-to-edit overlays, and the sync tags of every answer, so live events
// (live-updates.ts) refetch exactly the queries a change concerns. Loaded only in preview mode (app/start.tsx).
import type { QueryParams, SanityClient } from '@sanity/client'
import { sanityConfig } from '#web/data/config.ts'
import { releaseTitleQuery } from '#web/queries/preview.ts'
import { stegaFilter } from './stega-filter.ts'
import { SyncTagIndex } from './sync-tag-index.ts'

export const syncTags = new SyncTagIndex()

/** The title of a release (`_.releases.<id>`), for the banner; null when the release is gone. */
export async function releaseTitle(client: SanityClient, releaseId: string): Promise<string | null> {
  // Releases are system documents outside the schema: TypeGen cannot type the title.
  const title = await client.fetch<unknown>(
    releaseTitleQuery,
    { id: `_.releases.${releaseId}` },
    // Read as stored, and not encoded for visual editing: the banner is the site's own text.
    { perspective: 'raw', stega: false },
  )
  return typeof title === 'string' && title.trim() ? title.trim() : null
}

/** The Studio the edit links open: SANITY_STUDIO_URL, else `npm run studio` on this machine. */
const studioUrl = () =>
  sanityConfig.studioUrl || `https://${globalThis.location?.hostname ?? 'localhost'}:3333`

export function previewClient(base: SanityClient): SanityClient {
  const client = base.withConfig({
    stega: { enabled: true, studioUrl: studioUrl(), filter: stegaFilter },
    resultSourceMap: 'withKeyArraySelector',
  })
  // useSanityQuery asks for results only; the full answer's sync tags are recorded on the way.
  const fetchAnswer = client.fetch.bind(client) as (
    query: string,
    params: QueryParams,
    options: object,
  ) => Promise<{ result: unknown; syncTags?: string[] }>
  client.fetch = (async (query: string, params: QueryParams = {}, options: object = {}) => {
    const answer = await fetchAnswer(query, params, { ...options, filterResponse: false })
    syncTags.record(query, params, answer.syncTags)
    return answer.result
  }) as SanityClient['fetch']
  return client
}
