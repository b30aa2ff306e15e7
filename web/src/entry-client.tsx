// The browser entry: once the prerendered HTML has painted, preloads every chunk the page listed and starts the app.
// No script download or evaluation competes with the first contentful paint, and start-up is cut into short tasks
// so the page stays responsive to input while it hydrates. The HTML works by itself (forms post, menus are popovers,
// the FAQ is <details>); the only clicks that need the app are recorded here, first thing, and replayed after hydration.
import { nextTask } from '#web/hydration/next-task.ts'
import { recordIntents } from '#web/hydration/intents.ts'

recordIntents()

const CHUNKS_ELEMENT_ID = 'app-chunks'
/** Each modulepreload link costs the main thread most of a millisecond (more on slow phones): a few per task. */
const LINKS_PER_TASK = 2

async function preloadListedChunks() {
  const listed = document.getElementById(CHUNKS_ELEMENT_ID)?.textContent
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

requestAnimationFrame(() => {
  setTimeout(async () => {
    // The page lists the app's own chunks first, so they are requested first.
    await preloadListedChunks()
    // React DOM is the largest library: evaluated in a task of its own.
    await import('react-dom/client')
    await nextTask()
    const { start } = await import('./app/start.tsx')
    await start()
  }, 0)
})
