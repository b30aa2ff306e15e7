// The documents of one query worker, with the indexes the query planner reads (query-planner.ts): by `_id` (the map
// itself), `_type`, `slug.current`, `path` and every `_ref` a document holds. Kept current by each committed change,
// one document at a time, so no write ever rebuilds them. A document is its JSON in the shared arena
// (document-arena.ts) as a record (`serializeDocument`), parsed when a query reads it; recently read ones stay
// parsed, up to a budget. Documents
// keep the order they were first stored in (an update keeps its place, as in a Map): the order of a query without
// `order()`, the same in every worker.
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { ArenaReader, ArenaWriter, type Span } from './document-arena.ts'
import type { SanityDocument } from './store.ts'

/** The fields an equality or `in` filter can be answered from an index for. */
export type IndexedField = 'type' | 'slug' | 'path'

/**
 * What a worker knows of a document without parsing it: what it is indexed by, and where its large fields are.
 * Computed when the document is written and kept in SQLite beside it.
 */
export interface Outline {
  type?: string
  slug?: string
  path?: string
  /** Every `_ref` string anywhere in the document, once each. */
  refs: string[]
  /** Top-level fields with a large value: the field, and where its compressed JSON is in the record (bytes). */
  large?: [field: string, start: number, end: number][]
}

/**
 * A top-level value this long (characters of JSON) is kept compressed and parsed only when a query reads it: an
 * article's body, a page's sections. Queries over many documents (lists, sitemaps) read the small fields only,
 * and the bodies take a third of the memory.
 */
const LARGE_VALUE = 512

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function collectRefs(value: unknown, refs: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, refs)
  } else if (isRecord(value)) {
    if (typeof value._ref === 'string') refs.add(value._ref)
    for (const key in value) collectRefs(value[key], refs)
  }
}

/**
 * A document as the store writes it: its JSON (for SQLite's `body`), its record (what the arena holds: the JSON
 * with each large value replaced by `null`, then each large value's JSON, compressed), and its outline as JSON (the
 * store and every worker keep one short string per document, not an object).
 */
export function serializeDocument(doc: SanityDocument): {
  json: string
  record: Uint8Array
  outline: string
} {
  let json = '{'
  let head = '{'
  const values: [string, Buffer][] = []
  for (const [field, value] of Object.entries(doc)) {
    const text = JSON.stringify(value) as string | undefined
    if (text === undefined) continue
    const prefix = `${json.length > 1 ? ',' : ''}${JSON.stringify(field)}:`
    json += prefix + text
    if (text.length < LARGE_VALUE) head += prefix + text
    else {
      head += `${prefix}null`
      values.push([field, deflateRawSync(text)])
    }
  }
  json += '}'
  head += '}'
  const headBytes = Buffer.from(head)
  const large: [string, number, number][] = []
  let end = headBytes.length
  for (const [field, compressed] of values) large.push([field, end, (end += compressed.length)])
  const refs = new Set<string>()
  collectRefs(doc, refs)
  const slug = isRecord(doc.slug) ? doc.slug.current : undefined
  const outline: Outline = {
    type: typeof doc._type === 'string' ? doc._type : undefined,
    slug: typeof slug === 'string' ? slug : undefined,
    path: typeof doc.path === 'string' ? doc.path : undefined,
    refs: [...refs],
    large: large.length > 0 ? large : undefined,
  }
  return {
    json,
    record: Buffer.concat([headBytes, ...values.map(([, compressed]) => compressed)]),
    outline: JSON.stringify(outline),
  }
}

/** A large value's JSON, from its compressed bytes in a record. */
const largeText = (bytes: Uint8Array) => inflateRawSync(bytes).toString('utf8')

/** Reads a whole document back from its record (the main thread's reads: the API, mutations). */
export function readRecord(reader: Pick<ArenaReader, 'text' | 'bytes'>, entry: Span & { outline: string }) {
  const { large } = JSON.parse(entry.outline) as Outline
  if (!large) return JSON.parse(reader.text(entry)) as SanityDocument
  const doc = JSON.parse(reader.text({ at: entry.at, length: large[0]![1] })) as Record<string, unknown>
  // Each large value was written as `null` in its place: setting it keeps the fields' order.
  for (const [field, start, end] of large)
    doc[field] = JSON.parse(largeText(reader.bytes({ at: entry.at + start, length: end - start })))
  return doc as SanityDocument
}

/** A stored document as the main thread tells a worker of it: where its JSON is, and its outline (as JSON). */
export interface StoredEntry extends Span {
  id: string
  outline: string
}

interface Entry extends Span {
  outline: string
  /** Place in the stored order: increases with every new document. */
  seq: number
}

interface Parsed {
  doc: SanityDocument
  bytes: number
  read: boolean
}

/** JSON bytes of documents kept parsed per worker: the site's pages and what they join, many times over. */
export const PARSED_BUDGET_BYTES = 64 * 1024 * 1024

const EMPTY: ReadonlySet<string> = new Set()
/** The stored id of a parsed document, for its large fields' getters (not enumerable: never copied or shown). */
const STORED_ID = Symbol('stored id')

export class DocumentIndex {
  private reader: ArenaReader
  private readonly entries = new Map<string, Entry>()
  private readonly byField: Record<IndexedField, Postings> = {
    type: new Map(),
    slug: new Map(),
    path: new Map(),
  }
  private readonly byRef: Postings = new Map()
  private nextSeq = 0
  /**
   * Parsed documents, the bytes of JSON parsed for each, and whether one was read since eviction last passed it
   * (a clock: a read only sets the flag, where moving the document in the map, as a least-recently-used list does,
   * costs more than the read when one query reads the same document fifty thousand times).
   */
  private readonly parsed = new Map<string, Parsed>()
  private parsedBytes = 0
  private readonly budget: number
  private readonly getters = new Map<string, () => unknown>()

  constructor(buffer: SharedArrayBuffer, entries: Iterable<StoredEntry>, budget = PARSED_BUDGET_BYTES) {
    this.reader = new ArenaReader(buffer)
    this.budget = budget
    for (const entry of entries) this.set(entry)
  }

  /** An index of documents given as objects, in their own arena (tests, tools). */
  static of(documents: Iterable<SanityDocument>, budget?: number): DocumentIndex {
    const arena = new ArenaWriter()
    const entries: StoredEntry[] = []
    for (const doc of documents) {
      const { record, outline } = serializeDocument(doc)
      entries.push({ id: doc._id, ...arena.append(record), outline })
    }
    return new DocumentIndex(arena.buffer, entries, budget)
  }

  get size(): number {
    return this.entries.size
  }

  get(id: string): SanityDocument | undefined {
    const cached = this.parsed.get(id)
    if (cached) {
      cached.read = true
      return cached.doc
    }
    const entry = this.entries.get(id)
    if (!entry) return undefined
    const parsed = this.parse(id, entry)
    this.parsed.set(id, parsed)
    this.charge(parsed.bytes, id)
    return parsed.doc
  }

  has(id: string): boolean {
    return this.entries.has(id)
  }

  /** Place of a stored document in the stored order (lower first). */
  seq(id: string): number | undefined {
    return this.entries.get(id)?.seq
  }

  /** Every stored id, in the stored order. */
  ids(): IterableIterator<string> {
    return this.entries.keys()
  }

  /** Ids of the stored documents whose `field` is `value`. */
  withField(field: IndexedField, value: string): ReadonlySet<string> {
    return lookup(this.byField[field], value)
  }

  /** Ids of the stored documents that hold a reference to `id`. */
  referencing(id: string): ReadonlySet<string> {
    return lookup(this.byRef, id)
  }

  set({ id, outline, at, length }: StoredEntry): void {
    const previous = this.entries.get(id)
    if (previous) this.unindex(id, previous.outline)
    this.entries.set(id, { at, length, outline, seq: previous?.seq ?? this.nextSeq++ })
    const keys = JSON.parse(outline) as Outline
    for (const field of ['type', 'slug', 'path'] as const) {
      const value = keys[field]
      if (value !== undefined) add(this.byField[field], value, id)
    }
    for (const ref of keys.refs) add(this.byRef, ref, id)
  }

  delete(id: string): void {
    const previous = this.entries.get(id)
    if (!previous) return
    this.unindex(id, previous.outline)
    this.entries.delete(id)
  }

  /** The arena was compacted: the same documents, at new places in a new buffer (parsed ones stay parsed). */
  moved(buffer: SharedArrayBuffer, entries: Iterable<StoredEntry>): void {
    this.reader = new ArenaReader(buffer)
    for (const { id, at, length } of entries) {
      const entry = this.entries.get(id)
      if (entry) [entry.at, entry.length] = [at, length]
    }
  }

  /**
   * Parses a document but its large values, which are read when first read: in their place (so the fields keep
   * their order) each is a property whose getter parses it (and then counts it against the budget). The getters
   * are one function per field name, shared by every document, and the document is a new object given its fields
   * in order: a getter of its own per document, or redefining a parsed field as a getter, would turn each document
   * into a hash table of properties with two closures (about 1.1 KB more per article: a third of what a
   * parsed article takes at 50,000 articles).
   */
  private parse(id: string, entry: Entry): Parsed {
    const { large } = JSON.parse(entry.outline) as Outline
    if (!large)
      return { doc: JSON.parse(this.reader.text(entry)) as SanityDocument, bytes: entry.length, read: false }
    const headLength = large[0]![1]
    const head = JSON.parse(this.reader.text({ at: entry.at, length: headLength })) as Record<string, unknown>
    const doc: Record<string | symbol, unknown> = {}
    let next = 0
    for (const field in head) {
      if (large[next]?.[0] !== field) doc[field] = head[field]
      else {
        next++
        Object.defineProperty(doc, field, { enumerable: true, configurable: true, get: this.getter(field) })
      }
    }
    Object.defineProperty(doc, STORED_ID, { value: id })
    return { doc: doc as unknown as SanityDocument, bytes: headLength, read: false }
  }

  /** The getter of a large field, shared by every document that has one of that name (see parse). */
  private getter(field: string): () => unknown {
    let getter = this.getters.get(field)
    if (!getter) {
      const readLarge = (doc: Record<string | symbol, unknown>) => this.readLarge(doc, field)
      getter = function (this: Record<string | symbol, unknown>) {
        return readLarge(this)
      }
      this.getters.set(field, getter)
    }
    return getter
  }

  /**
   * A document's large value, parsed from where its record is now (a compaction may have moved it). A parsed
   * document is never read after a commit changes it: the worker handles one message at a time and drops its views
   * at each commit, so the stored id still names the version the document was parsed from.
   */
  private readLarge(doc: Record<string | symbol, unknown>, field: string): unknown {
    const id = doc[STORED_ID] as string
    const entry = this.entries.get(id)
    const place = entry && (JSON.parse(entry.outline) as Outline).large?.find(([name]) => name === field)
    if (!entry || !place) throw new Error(`document ${id} has no large value ${field} stored`)
    const [, start, end] = place
    const text = largeText(this.reader.bytes({ at: entry.at + start, length: end - start }))
    const value: unknown = JSON.parse(text)
    Object.defineProperty(doc, field, { value, enumerable: true, configurable: true, writable: true })
    const parsed = this.parsed.get(id)
    if (parsed && (parsed.doc as unknown) === doc) {
      parsed.bytes += text.length
      this.charge(text.length, id)
    }
    return value
  }

  /**
   * Counts parsed bytes and, past the budget, lets go of the oldest documents not read since they were last passed
   * (those read go to the back, unflagged), never of `keep`.
   */
  private charge(bytes: number, keep: string) {
    this.parsedBytes += bytes
    while (this.parsedBytes > this.budget) {
      const [oldest, cached] = this.parsed.entries().next().value!
      if (oldest === keep) break
      this.parsed.delete(oldest)
      if (cached.read) {
        cached.read = false
        this.parsed.set(oldest, cached)
      } else this.parsedBytes -= cached.bytes
    }
  }

  private forget(id: string) {
    const cached = this.parsed.get(id)
    if (!cached) return
    this.parsed.delete(id)
    this.parsedBytes -= cached.bytes
  }

  private unindex(id: string, outline: string) {
    this.forget(id)
    const keys = JSON.parse(outline) as Outline
    for (const field of ['type', 'slug', 'path'] as const) {
      const value = keys[field]
      if (value !== undefined) remove(this.byField[field], value, id)
    }
    for (const ref of keys.refs) remove(this.byRef, ref, id)
  }
}

/** The ids under each key; a key of one document (most slugs and paths) holds the id itself, not a set of one. */
type Postings = Map<string, string | Set<string>>

function lookup(index: Postings, key: string): ReadonlySet<string> {
  const ids = index.get(key)
  return ids === undefined ? EMPTY : typeof ids === 'string' ? new Set([ids]) : ids
}

function add(index: Postings, key: string, id: string) {
  const ids = index.get(key)
  if (ids === undefined) index.set(key, id)
  else if (typeof ids !== 'string') ids.add(id)
  else if (ids !== id) index.set(key, new Set([ids, id]))
}

function remove(index: Postings, key: string, id: string) {
  const ids = index.get(key)
  if (ids === id) index.delete(key)
  if (typeof ids !== 'object') return
  ids.delete(id)
  if (ids.size === 1) index.set(key, ids.values().next().value!)
}
