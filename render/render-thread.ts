// The main thread's handle on render-worker.ts: the same PageRenderer interface, each call a message. A worker that
// dies (out of memory, a crash in a page) fails the calls under way and is started again for the next one.
import { join } from 'node:path'
import { MessageChannel, Worker } from 'node:worker_threads'
import { serveLake, type LakeBytesQuery } from './lake-channel.ts'
import type { PageRenderer, RenderedFile, RenderedPage } from './renderer.ts'
import type { RouteTable } from './route-table.ts'
import type { RouteSources } from './route-index.ts'
import type { RenderRequest, RenderWorkerData } from './render-worker.ts'

export interface RenderThreadOptions {
  distDir: string
  /** Read when the thread starts: the server's own origin is known only once it listens. */
  lakeOrigin: () => string
  /** The embedded lake of this process: the thread's queries reach it through a channel, not HTTP (lake-channel.ts). */
  lake?: LakeBytesQuery
  /** Heap limit of the render thread. */
  memoryMb?: number
}

export class RenderThread implements PageRenderer {
  private worker: Worker | null = null
  private ready: Promise<Worker> | null = null
  private nextId = 0
  private readonly calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()

  private readonly options: RenderThreadOptions

  constructor(options: RenderThreadOptions) {
    this.options = options
  }

  routes(): Promise<RouteTable> {
    return this.call('routes', []) as Promise<RouteTable>
  }

  routeSources(ids?: string[]): Promise<RouteSources> {
    return this.call('routeSources', [ids]) as Promise<RouteSources>
  }

  /** `batch`: renders of one refresh share the answers to the queries they have in common (settings, navigation). */
  render(path: string, batch?: number): Promise<RenderedPage> {
    return this.call('render', [path, batch]) as Promise<RenderedPage>
  }

  renderFile(path: string, file: string, batch?: number): Promise<RenderedFile> {
    return this.call('renderFile', [path, file, batch]) as Promise<RenderedFile>
  }

  hashes(queries: { query: string; params: Record<string, unknown> }[]): Promise<string[]> {
    return this.call('hashes', [queries]) as Promise<string[]>
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    this.ready = null
    await worker?.terminate()
  }

  private start(): Promise<Worker> {
    this.ready ??= new Promise((resolve, reject) => {
      const channel = this.options.lake ? new MessageChannel() : undefined
      if (channel) serveLake(channel.port1, this.options.lake!)
      const workerData: RenderWorkerData = {
        distDir: this.options.distDir,
        lakeOrigin: this.options.lakeOrigin(),
        lakePort: channel?.port2,
      }
      const worker = new Worker(join(import.meta.dirname, 'render-worker.ts'), {
        workerData,
        transferList: channel ? [channel.port2] : [],
        resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb ?? 1024 },
      })
      worker.unref()
      worker.on('exit', () => channel?.port1.close())
      worker.on('message', (message: { ready?: boolean; id?: number; result?: unknown; error?: string }) => {
        if (message.ready) return resolve(worker)
        const call = this.calls.get(message.id!)
        if (!call) return
        this.calls.delete(message.id!)
        if (message.error !== undefined) call.reject(new Error(message.error))
        else call.resolve(message.result)
      })
      const fail = (error: Error) => {
        if (this.worker === worker || this.worker === null) {
          this.worker = null
          this.ready = null
        }
        reject(error)
        for (const [id, call] of this.calls) {
          this.calls.delete(id)
          call.reject(new Error(`The render thread stopped: ${error.message}`))
        }
      }
      worker.on('error', fail)
      worker.on('exit', (code) => fail(new Error(`exit code ${code}`)))
      this.worker = worker
    })
    return this.ready
  }

  private async call(method: RenderRequest['method'], args: unknown[]): Promise<unknown> {
    const worker = await this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject })
      worker.postMessage({ id, method, args } satisfies RenderRequest)
    })
  }
}
