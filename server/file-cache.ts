// Files served from memory: the pages and assets visitors ask for most are read from disk once, then answered from
// a bounded, least-recently-used cache. Keys name a version (a page's ETag, an asset's hashed name), so a re-rendered
// page is a new entry and the old one simply ages out.
import { readFile } from 'node:fs/promises'

export class FileCache {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0
  private readonly maxBytes: number

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes
  }

  /** The file's content; `key` names the version (defaults to the path, for files that never change). */
  async read(path: string, key = path): Promise<Buffer> {
    const cached = this.entries.get(key)
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached
    }
    const content = await readFile(path)
    if (content.length <= this.maxBytes / 8) {
      this.entries.set(key, content)
      this.bytes += content.length
      for (const [oldest, value] of this.entries) {
        if (this.bytes <= this.maxBytes) break
        this.entries.delete(oldest)
        this.bytes -= value.length
      }
    }
    return content
  }

  get size(): number {
    return this.bytes
  }
}
