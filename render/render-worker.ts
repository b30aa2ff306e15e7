// The page renderer on a thread of its own: rendering a page is seconds of CPU at scale and React's server renderer
// runs synchronously between data loads, so on the main thread it would hold up every visitor's request.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads'
import { lakeOverChannel } from './lake-channel.ts'
import { loadPageRenderer, type PageRenderer } from './renderer.ts'
import { lowerThreadPriority } from './thread-priority.ts'

export interface RenderRequest {
  id: number
  method: keyof PageRenderer
  args: unknown[]
}

export interface RenderWorkerData {
  distDir: string
  lakeOrigin: string
  /** The main thread's embedded lake (lake-channel.ts); without it, the lake at `lakeOrigin` is asked over HTTP. */
  lakePort?: MessagePort
}

const { distDir, lakeOrigin, lakePort } = workerData as RenderWorkerData
// A re-render may wait; a visitor's request should not (two cores are shared with the server's own thread).
lowerThreadPriority(15)
const renderer = await loadPageRenderer(distDir, {
  lakeOrigin,
  lakeQuery: lakePort && lakeOverChannel(lakePort),
})

parentPort!.on('message', async ({ id, method, args }: RenderRequest) => {
  try {
    const result = await (renderer[method] as (...values: unknown[]) => Promise<unknown>)(...args)
    parentPort!.postMessage({ id, result })
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message ?? String(error) })
  }
})
parentPort!.postMessage({ ready: true })
