// The content client of a page in preview: drafts (with the token of the preview link), stega-encoded strings that
// visual editing turns into click-to-edit overlays, and the sync tags of every answer, so live events
// (live-updates.ts) refetch exactly the queries a change concerns. Loaded only in preview mode (app/start.tsx).
import type { ClientPerspective, QueryParams, SanityClient } from '@sanity/client'
import { sanityConfig } from '#web/data/config.ts'
import { stegaFilter } from './stega-filter.ts'
import { SyncTagIndex } from './sync-tag-index.ts'

export const syncTags = new SyncTagIndex()

/** The Presentation tool's perspectives, as the content lake answers them. */
export const sitePerspective = (perspective: ClientPerspective): 'published' | 'drafts' =>
  perspective === 'published' ? 'published' : 'drafts'

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
