import { hydrate, type QueryClient } from '@tanstack/react-query'
import { stateFromHtml } from './state.ts'

/**
 * Whether the content a prerendered page shows changed, asked the cheap way: a conditional GET of the page's own URL
 * with its ETag. Unchanged content costs one request answered 304 with no body (the server keeps every page's ETag
 * in memory; no query runs). Changed content comes back as the new page, whose data block replaces the cached
 * queries, so the page renders the change without loading the GROQ client or sending a query.
 */
export function createPageCheck(queryClient: QueryClient, path: string, etag: string) {
  let known = etag
  let running: Promise<boolean> | null = null
  const check = async (): Promise<boolean> => {
    const response = await fetch(path, {
      headers: { 'If-None-Match': `"${known}"`, Accept: 'text/html' },
      cache: 'no-store',
      credentials: 'same-origin',
    })
    // 304: nothing changed. Anything but a 200 (the page was deleted, the server is down) keeps what is shown.
    if (response.status !== 200) return false
    const state = stateFromHtml(await response.text())
    if (!state || state.path !== path) return false
    known = response.headers.get('ETag')?.replace(/^(W\/)?"|"$/g, '') ?? known
    hydrate(queryClient, state.queries)
    return true
  }
  /** Checks once; calls while a check runs share it. Resolves to whether new content was taken. */
  return (): Promise<boolean> => {
    running ??= check()
      .catch(() => false)
      .finally(() => {
        running = null
      })
    return running
  }
}
