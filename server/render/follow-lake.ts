// Wires the live pages to the embedded lake: every committed transaction that touches a published, public document
// (no dot in its id: drafts and leads never show on a page) marks the pages out of date. Transactions arrive in
// process from the lake's store, the same feed its listen endpoint streams.
import type { ContentLake } from '../content-lake/index.ts'
import { LivePages } from './live-pages.ts'
import { RenderThread } from './render-thread.ts'

export interface LiveSite {
  pages: LivePages
  /** Starts following the lake; call once the server listens (renders reach the lake over HTTP). */
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
  const renderer = new RenderThread({ distDir: options.distDir, lakeOrigin: options.lakeOrigin })
  const pages = await LivePages.open({ clientDir: options.clientDir, renderer, log: options.log })
  let unsubscribe = () => {}
  return {
    pages,
    start() {
      unsubscribe = options.lake.store.subscribe((transaction) => {
        if (transaction.changes.some((change) => !change.id.includes('.'))) pages.invalidate()
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
