// Compresses and writes the build's pages on a thread of their own. The build renders on its main thread; there a
// page's brotli and gzip copies and three file writes held up the next render, and on libuv's pool they cost two to
// three times the CPU. On this thread they overlap the next page's render (docs/scale.md, "The build"). Writes go in
// place: nothing reads dist/ while it is built.
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { PageWriter } from './live-pages.ts'
import type { PageWrite } from './page-writer-worker.ts'

export class PageWriterThread implements PageWriter {
  private readonly worker: Worker
  private nextId = 0
  private readonly calls = new Map<number, { file: string; resolve(): void; reject(error: Error): void }>()
  private failure: Error | null = null

  constructor() {
    this.worker = new Worker(join(import.meta.dirname, 'page-writer-worker.ts'))
    this.worker.on('message', ({ id, error }: { id: number; error?: string }) => {
      const call = this.calls.get(id)
      this.calls.delete(id)
      if (error === undefined) call?.resolve()
      else call?.reject(new Error(`could not write ${call.file}: ${error}`))
    })
    const fail = (error: Error) => {
      this.failure ??= error
      for (const call of this.calls.values()) call.reject(error)
      this.calls.clear()
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) => fail(new Error(`the page writer stopped (exit code ${code})`)))
  }

  /** Writes `file` (absolute) with `html`, and its `.br` and `.gz` copies beside it. */
  write(file: string, html: string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.calls.set(id, { file, resolve, reject })
      this.worker.postMessage({ id, file, html } satisfies PageWrite)
    })
  }

  async close(): Promise<void> {
    await this.worker.terminate()
  }
}
