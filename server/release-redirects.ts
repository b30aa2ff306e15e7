// A release that moves a page, service, article or case study keeps the old address working, as the Studio's publish
// button does (studio/actions/redirect-on-move.ts): the release's publish commits the permanent redirect from the old
// address in the same transaction as the page at its new one, so no moment exists where either answers 404.
import type { SanityMutation } from './content-lake/mutations.ts'
import type { ReleasePublishHook } from './content-lake/releases.ts'
import { publishedIdOf } from './content-lake/source-ids.ts'
import { routePathOf, type RoutableFields } from '../schemas/lib/document-path.ts'
import { moveRedirectMutations } from '../schemas/lib/move-redirects.ts'
import { movedPageRedirectsQuery } from '../schemas/lib/queries.ts'
import type { MovedPageRedirectsQueryResult } from '../shared/sanity.types.ts'

export const releaseMoveRedirects: ReleasePublishHook = async (versions, dataset) => {
  const mutations: SanityMutation[] = []
  for (const version of versions) {
    const id = publishedIdOf(version._id)
    const from = routePathOf(dataset.get(id) as RoutableFields | null)
    const to = routePathOf(version as RoutableFields)
    if (!from || !to || from === to) continue
    const existing = (await dataset.fetch(movedPageRedirectsQuery, {
      old: from,
      new: to,
    })) as MovedPageRedirectsQueryResult
    mutations.push(...(moveRedirectMutations({ id, from, to, existing }) as SanityMutation[]))
  }
  return mutations
}
