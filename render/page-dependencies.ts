// Which pages ran which queries, and which sync tags each query's answer carried: a refresh finds the pages a change
// may have touched from the change's tags, without reading every page's record. At 50,000 pages, reading them all on
// each publish of a burst held the main thread, and every visitor's request behind it, for tens of milliseconds, and
// its garbage brought long collections (docs/live-html.md, "What a publish costs the main thread").
import type { RoutesManifest } from './routes-manifest.ts'

/**
 * Key → values, a lone value kept as itself: most queries are one page's (an article's own) and most tags one query's
 * (an article's slug), and a Set for each of 50,000 took megabytes of heap the main thread's collections then walk.
 */
class MultiMap {
  private readonly entries = new Map<string, string | Set<string>>()

  add(key: string, value: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) this.entries.set(key, value)
    else if (typeof entry !== 'string') entry.add(value)
    else if (entry !== value) this.entries.set(key, new Set([entry, value]))
  }

  delete(key: string, value: string): void {
    const entry = this.entries.get(key)
    if (entry === value) this.entries.delete(key)
    else if (typeof entry === 'object' && entry.delete(value) && entry.size === 1)
      this.entries.set(key, entry.values().next().value!)
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  forEach(key: string, each: (value: string) => void): void {
    const entry = this.entries.get(key)
    if (typeof entry === 'string') each(entry)
    else if (entry) for (const value of entry) each(value)
  }
}

export class PageDependencies {
  /** Query id → the pages that ran it. */
  private readonly readersOf = new MultiMap()
  /** Page → the queries it ran. */
  private readonly queriesOf = new Map<string, readonly string[]>()
  /** Sync tag → the queries whose answer carried it. */
  private readonly byTag = new MultiMap()
  /** Query id → its answer's sync tags, when known. */
  private readonly tagsOf = new Map<string, readonly string[]>()
  /** Queries some page ran whose tags are not known: any change may have touched them. */
  private readonly untagged = new Set<string>()
  /** Pages that ran no query: nothing says what they show, so any change may have touched them. */
  private readonly queryless = new Set<string>()

  static from(manifest: RoutesManifest): PageDependencies {
    const dependencies = new PageDependencies()
    for (const [id, { tags }] of Object.entries(manifest.queries)) dependencies.setQuery(id, tags)
    for (const [path, record] of Object.entries(manifest.routes))
      dependencies.setPage(path, Object.keys(record.queries))
    return dependencies
  }

  /** A query's answer carried `tags` (undefined: not known) when it was last run. */
  setQuery(id: string, tags: readonly string[] | undefined): void {
    // The same as last time, as a query every page runs is on each render: nothing to move.
    const known = this.tagsOf.get(id)
    if (known && tags && known.length === tags.length && known.every((tag, index) => tag === tags[index]))
      return
    this.unlinkTags(id)
    if (!tags) {
      if (this.readersOf.has(id)) this.untagged.add(id)
      return
    }
    this.untagged.delete(id)
    this.tagsOf.set(id, tags)
    for (const tag of tags) this.byTag.add(tag, id)
  }

  /** The query is no longer kept: a page that still ran it counts as reading anything. */
  deleteQuery(id: string): void {
    this.unlinkTags(id)
    if (this.readersOf.has(id)) this.untagged.add(id)
  }

  /** `path` was rendered and ran `ids`. */
  setPage(path: string, ids: readonly string[]): void {
    this.deletePage(path)
    this.queriesOf.set(path, ids)
    if (ids.length === 0) this.queryless.add(path)
    for (const id of ids) {
      if (!this.readersOf.has(id) && !this.tagsOf.has(id)) this.untagged.add(id)
      this.readersOf.add(id, path)
    }
  }

  deletePage(path: string): void {
    const ids = this.queriesOf.get(path)
    if (!ids) return
    this.queriesOf.delete(path)
    this.queryless.delete(path)
    for (const id of ids) {
      this.readersOf.delete(id, path)
      if (!this.readersOf.has(id)) this.untagged.delete(id)
    }
  }

  /** The queries `path` ran when it was last rendered. */
  queries(path: string): readonly string[] {
    return this.queriesOf.get(path) ?? []
  }

  /** The queries whose answer `changes` may have changed: their tags meet them, or are not known. */
  touchedQueries(changes: Iterable<string>): Set<string> {
    const ids = new Set(this.untagged)
    for (const tag of changes) this.byTag.forEach(tag, (id) => ids.add(id))
    return ids
  }

  /** The pages that ran a query whose known tags meet `tags`. */
  readers(tags: Iterable<string>): Set<string> {
    const paths = new Set<string>()
    const add = (path: string) => paths.add(path)
    for (const tag of tags) this.byTag.forEach(tag, (id) => this.readersOf.forEach(id, add))
    return paths
  }

  /**
   * The pages `changes` may have touched: those that ran a query whose tags meet them or are not known, and those
   * that ran no query.
   */
  touchedBy(changes: Iterable<string>): Set<string> {
    const paths = this.readers(changes)
    const add = (path: string) => paths.add(path)
    for (const id of this.untagged) this.readersOf.forEach(id, add)
    for (const path of this.queryless) paths.add(path)
    return paths
  }

  /** Whether some page ran query `id`. */
  used(id: string): boolean {
    return this.readersOf.has(id)
  }

  private unlinkTags(id: string) {
    for (const tag of this.tagsOf.get(id) ?? []) this.byTag.delete(tag, id)
    this.tagsOf.delete(id)
  }
}
