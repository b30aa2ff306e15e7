// The resized variants on disk, bounded in size: least recently used first out. Sizes and the order of use are kept
// in memory by lru-cache (read from the directory on first use); a hit also touches the file's mtime so the order
// survives a restart. Every file is written under a temporary name and renamed, so a half-written variant is never
// served.
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { LRUCache } from 'lru-cache'

const TEMP_SUFFIX = '.tmp'
/** Files occupy whole filesystem blocks: counting them so keeps thousands of tiny variants from passing the bound. */
const BLOCK = 4096
const onDisk = (bytes: number) => Math.max(1, Math.ceil(bytes / BLOCK)) * BLOCK
/** A temporary file this old belongs to a write that crashed, not to one in progress. */
const STALE_TEMP_MS = 60_000

export class ImageCache {
  readonly dir: string
  readonly maxBytes: number
  /** File name → bytes it counts for, in the order of use. */
  private readonly entries: LRUCache<string, number>
  /** Files the bookkeeping let go of, not yet unlinked. */
  private victims: string[] = []
  private loaded: Promise<void> | undefined

  constructor(dir: string, maxBytes: number) {
    this.dir = dir
    this.maxBytes = maxBytes
    this.entries = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (bytes) => bytes,
      // Eviction happens within `set`, so concurrent writers never pick the same victim twice.
      dispose: (_bytes, name, reason) => {
        if (reason === 'evict') this.victims.push(name)
      },
    })
  }

  /** Bytes the cached variants count for (whole blocks); never above maxBytes once a write or scan completes. */
  get size(): number {
    return this.entries.calculatedSize
  }

  async get(name: string): Promise<Buffer | null> {
    await this.load()
    if (!this.entries.has(name)) return null
    const file = join(this.dir, name)
    const body = await readFile(file).catch(() => null)
    if (!body) {
      // Removed behind our back (content:reset): forget it and render again.
      this.entries.delete(name)
      return null
    }
    this.record(name, body.length)
    void this.evict()
    const now = new Date()
    utimes(file, now, now).catch(() => {})
    return body
  }

  async put(name: string, body: Buffer): Promise<void> {
    await this.load()
    if (onDisk(body.length) > this.maxBytes) return
    await mkdir(this.dir, { recursive: true })
    const temp = join(this.dir, `${name}.${randomUUID()}${TEMP_SUFFIX}`)
    try {
      await writeFile(temp, body)
      await rename(temp, join(this.dir, name))
    } catch (error) {
      await unlink(temp).catch(() => {})
      throw error
    }
    this.record(name, body.length)
    await this.evict()
  }

  private load(): Promise<void> {
    this.loaded ??= this.scan()
    return this.loaded
  }

  /** Reads what earlier runs left (oldest use first), clears crashed writes, and trims to the bound. */
  private async scan() {
    const names = await readdir(this.dir).catch(() => [] as string[])
    const files: { name: string; bytes: number; used: number }[] = []
    for (const name of names) {
      const info = await stat(join(this.dir, name)).catch(() => null)
      if (!info?.isFile()) continue
      if (name.endsWith(TEMP_SUFFIX)) {
        if (Date.now() - info.mtimeMs > STALE_TEMP_MS) await unlink(join(this.dir, name)).catch(() => {})
        continue
      }
      files.push({ name, bytes: info.size, used: info.mtimeMs })
    }
    files.sort((a, b) => a.used - b.used)
    for (const file of files) this.record(file.name, file.bytes)
    await this.evict()
  }

  /** Adds or refreshes an entry as the most recently used. */
  private record(name: string, bytes: number) {
    this.entries.set(name, onDisk(bytes))
  }

  private async evict() {
    const victims = this.victims
    this.victims = []
    await Promise.all(victims.map((name) => unlink(join(this.dir, name)).catch(() => {})))
  }
}
