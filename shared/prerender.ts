// The contract between the app's server entry (web/src/entry-server.tsx, built to dist/server/entry-server.js) and
// the renderer that loads it (render/). Types and a few constants only, so the Node side compiles without the
// browser app and its DOM types, and the app without Node's.
import type { SanityClient } from '@sanity/client'

/** The id of the JSON data block the prerender hands the browser (the renderer adds the page's ETag to it). */
export const STATE_ELEMENT_ID = 'prerender-state'

/** The JSON blocks listing a page's chunks: the app's shell, preloaded first, and the route's and sections' own. */
export const CHUNKS_ELEMENT_ID = 'app-chunks'
export const LATER_CHUNKS_ELEMENT_ID = 'app-chunks-later'

export interface RenderResult {
  html: string
  head: string
  /** The page's language, its `<html lang>`. */
  lang: string
  styles: string
  state: string
  status: number
  /** Code-split modules (Vite manifest keys) the page rendered, whose chunks it preloads. */
  modules: string[]
  /**
   * Every query the page ran, its result, and the sync tags of what the result depends on (when the lake said: a
   * render in a batch): a publish's tags select the pages to check, and the server re-runs those pages' queries to
   * learn whether the publish changed them.
   */
  queries: { query: string; params: Record<string, unknown>; data: unknown; tags?: string[] }[]
}

/**
 * Query answers shared by the pages of one batch of renders (a build, or one refresh after a publish): the site's
 * settings and navigation are the same on every page, so they are asked once per batch, not once per page. A batch
 * reads the content as it was when each query was first asked: the caller starts a new batch after every change.
 */
export interface RenderBatch {
  answer(key: string, ask: () => Promise<unknown>): Promise<unknown>
  /**
   * The embedded lake without HTTP, when there is one (the build's in process, the live server's through a channel to
   * its main thread): a visitor's query with no HTTP round trip. The app asks it only when it reads the embedded lake, never instead of hosted Sanity.
   */
  query?: LakeQuery
}

/** A query's answer: its result and the sync tags of what the result depends on. */
export interface TaggedAnswer {
  result: unknown
  syncTags?: string[]
}

/** A GROQ query as a visitor asks it (published documents, public ones only), answered with its result and tags. */
export type LakeQuery = (query: string, params: Record<string, unknown>) => Promise<TaggedAnswer>

/** What the server entry exports. */
export interface RenderEntry {
  /** `lakeOrigin` is where the prerender reaches the content lake (the build's own, on a local port). */
  render(url: string, lakeOrigin: string, batch?: RenderBatch): Promise<RenderResult>
  /** The build discovers routes with the same client configuration as the pages. */
  createSanityClient(options: { origin?: string }): SanityClient
}
