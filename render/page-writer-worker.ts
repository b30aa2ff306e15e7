// The build's page writer (page-writer-thread.ts): each page's HTML and its compressed copies, written in place.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parentPort } from 'node:worker_threads'
import { ENCODINGS, pageCopies } from './page-files.ts'

export interface PageWrite {
  id: number
  file: string
  html: string
}

/** Folders made so far: each once. */
const folders = new Set<string>()

// Synchronous writes: a page's few tens of kilobytes land in the page cache in microseconds, and nothing else waits
// for this thread.
parentPort!.on('message', ({ id, file, html }: PageWrite) => {
  try {
    const folder = dirname(file)
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    const copies = pageCopies(html)
    for (const { name, suffix } of ENCODINGS) writeFileSync(file + suffix, copies[name])
    writeFileSync(file, html)
    parentPort!.postMessage({ id })
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message })
  }
})
