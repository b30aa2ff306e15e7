// Wires the live pages to the embedded lake: every committed transaction that touches a published, public document
// (no dot in its id: drafts and leads never show on a page) marks the pages out of date, with the sync tags of what
// it changed (the Live Content API's): only the pages whose queries depend on one of them are checked. Transactions
// arrive in process from the lake's store, the same feed its listen endpoint streams.
import type { ContentLake } from './content-lake/index.ts'
import type { DocumentChange } from './content-lake/store.ts'
import { LivePages } from '../render/live-pages.ts'
import { RenderThread } from '../render/render-thread.ts'
import { ROUTE_TABLE_TYPES } from '../render/route-table.ts'
import { changeDependencies, isAddressDependency, syncTags } from './content-lake/sync-tags.ts'

/** The published documents of a commit that are, or were, of a type the route table reads. */
export const routeChangeIds = (changes: DocumentChange[]): string[] =>
  changes
    .filter(({ id, previous, next }) =>
      [previous?._type, next?._type].some((type) => type && ROUTE_TABLE_TYPES.has(type) && !id.includes('.')),
    )
    .map(({ id }) => id)

export interface LiveSite {
  pages: LivePages
  /** Starts following the lake; call once the server listens (a page's links name its origin). */
  start(): void
  close(): Promise<void>
}

export async function followLake(options: {
  lake: ContentLake
  clientDir: string
  distDir: string
  lakeOrigin: () => string
  log?: (line: string) => void
}): Promise<LiveSite> {
  const renderer = new RenderThread({
    distDir: options.distDir,
    lakeOrigin: options.lakeOrigin,
    lake: (query, params) => options.lake.queryBytes(query, params),
  })
  const pages = await LivePages.open({ clientDir: options.clientDir, renderer, log: options.log })
  let unsubscribe = () => {}
  return {
    pages,
    start() {
      unsubscribe = options.lake.store.subscribe((transaction) => {
        const published = transaction.changes.filter((change) => !change.id.includes('.'))
        if (published.length === 0) return
        // The route table is updated by the documents whose routes may have changed (route-index.ts).
        const ids = routeChangeIds(published)
        const dependencies = published.flatMap(({ id, previous, next }) =>
          changeDependencies(id, previous, next),
        )
        // The tags of the changed documents' addresses: their own pages are checked first, before the thousands
        // that read only their type (a blog's related articles, its listing).
        const named = dependencies.filter(isAddressDependency)
        pages.invalidate({
          routes: ids.length > 0,
          ids,
          tags: syncTags(dependencies),
          named: syncTags(named),
        })
      })
      // Whatever changed while no server was following (or since the build) is caught up with now.
      pages.invalidate()
    },
    async close() {
      unsubscribe()
      await pages.close()
      await renderer.close()
    },
  }
}
