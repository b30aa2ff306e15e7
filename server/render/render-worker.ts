// The page renderer on a thread of its own: rendering a page is seconds of CPU at scale and React's server renderer
// runs synchronously between data loads, so on the main thread it would hold up every visitor's request.
import { parentPort, workerData } from 'node:worker_threads'
import { loadPageRenderer, type PageRenderer } from './renderer.ts'
import { lowerThreadPriority } from './thread-priority.ts'

export interface RenderRequest {
  id: number
  method: keyof PageRenderer
  args: unknown[]
}

const { distDir, lakeOrigin } = workerData as { distDir: string; lakeOrigin: string }
// A re-render may wait; a visitor's request should not (two cores are shared with the server's own thread).
lowerThreadPriority(15)
const renderer = await loadPageRenderer(distDir, { lakeOrigin })

parentPort!.on('message', async ({ id, method, args }: RenderRequest) => {
  try {
    const result = await (renderer[method] as (...values: unknown[]) => Promise<unknown>)(...args)
    parentPort!.postMessage({ id, result })
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message ?? String(error) })
  }
})
parentPort!.postMessage({ ready: true })
