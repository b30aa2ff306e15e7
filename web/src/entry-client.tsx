// The browser entry: once the prerendered HTML has painted, preloads the app's chunks the page listed and starts it.
// No script download or evaluation competes with the first contentful paint, and start-up is cut into short tasks
// so the page stays responsive to input while it hydrates. The HTML works by itself (forms post, menus are popovers,
// the FAQ is <details>); the only clicks that need the app are recorded here, first thing, and replayed after hydration.
import { nextTask } from '#web/hydration/next-task.ts'
import { recordIntents } from '#web/hydration/intents.ts'
import { CHUNKS_ELEMENT_ID, preloadChunks } from '#web/hydration/chunks.ts'
import { rememberArrival } from '#web/features/contact/arrival.ts'

recordIntents()
// Before anything can take the visitor elsewhere: the landing page and its campaign, for a lead later in the visit.
rememberArrival()

requestAnimationFrame(() => {
  setTimeout(async () => {
    // The app's shell; the route's and sections' chunks are preloaded by the app as it hydrates (app/start.tsx).
    await preloadChunks(CHUNKS_ELEMENT_ID)
    // React DOM is the largest library: evaluated in a task of its own.
    await import('react-dom/client')
    await nextTask()
    const { start } = await import('./app/start.tsx')
    await start()
  }, 0)
})
