// Files served from memory: the pages and assets visitors ask for most are read from disk once, then answered from
// a bounded, least-recently-used cache (lru-cache, counting bytes). Keys name a version (a page's ETag, an asset's
// hashed name), so a re-rendered page is a new entry and the old one simply ages out.
import { readFile } from 'node:fs/promises'
import { LRUCache } from 'lru-cache'

export class FileCache {
  private readonly entries: LRUCache<string, Buffer>

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      // One large file may not push out the many small ones that most requests ask for.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      // lru-cache counts sizes as positive integers: an empty file counts one byte.
      sizeCalculation: (content) => Math.max(1, content.length),
    })
  }

  /** The file's content; `key` names the version (defaults to the path, for files that never change). */
  async read(path: string, key = path): Promise<Buffer> {
    const cached = this.entries.get(key)
    if (cached) return cached
    const content = await readFile(path)
    this.entries.set(key, content)
    return content
  }

  get size(): number {
    return this.entries.calculatedSize
  }
}
