import { CHUNKS_ELEMENT_ID, LATER_CHUNKS_ELEMENT_ID } from '#shared/prerender.ts'
import { nextTask } from './next-task.ts'

// A prerendered page lists the chunks it needs in two JSON blocks (render/page-files.ts): the app's shell,
// which the entry preloads right after the first paint, and the route's and sections' own, which the app preloads
// once it has started to hydrate the shell (docs/hydration.md).
export { CHUNKS_ELEMENT_ID, LATER_CHUNKS_ELEMENT_ID }

/** Each modulepreload link costs the main thread most of a millisecond (more on slow phones): a few per task. */
const LINKS_PER_TASK = 2

/** Adds a modulepreload link for every chunk the page lists in the element, a few per task. */
export async function preloadChunks(elementId: string): Promise<void> {
  const listed = document.getElementById(elementId)?.textContent
  const hrefs = listed ? (JSON.parse(listed) as string[]) : []
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask()
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
  }
}
