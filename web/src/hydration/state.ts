import type { DehydratedState } from '@tanstack/react-query'
import { STATE_ELEMENT_ID } from '#shared/prerender.ts'

/** What the prerender hands to the browser: the path it rendered and the query cache. */
export interface PrerenderState {
  path: string
  queries: DehydratedState
  /** Code-split modules the page rendered, whose chunks the browser loads as it hydrates. */
  modules: string[]
  /** The Suspense boundaries the page rendered (hydration/Boundary.tsx), by `useId`. */
  boundaries: string[]
}

export { STATE_ELEMENT_ID }

/**
 * A JSON data block, not a script: `script-src 'self'` holds. `<` is escaped so content can never close the element.
 */
export function serializeState(state: PrerenderState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`
}

export function readState(doc: Document = document): PrerenderState | null {
  const element = doc.getElementById(STATE_ELEMENT_ID)
  if (!element?.textContent) return null
  return JSON.parse(element.textContent) as PrerenderState
}

/** The page's own ETag, written into the data block by the server's renderer (see `withOwnEtag`). */
export function readEtag(doc: Document = document): string | null {
  return doc.getElementById(STATE_ELEMENT_ID)?.dataset.etag ?? null
}

/** The data block of a page's HTML as text, without parsing the document (`<` is escaped inside it). */
export function stateFromHtml(html: string): PrerenderState | null {
  const start = html.indexOf(`id="${STATE_ELEMENT_ID}"`)
  if (start < 0) return null
  const open = html.indexOf('>', start) + 1
  const close = html.indexOf('</script>', open)
  if (open <= 0 || close < 0) return null
  return JSON.parse(html.slice(open, close)) as PrerenderState
}
