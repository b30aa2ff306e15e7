// The documents of one query worker, with the indexes the query planner reads (query-planner.ts): by `_id` (the map
// itself), `_type`, `slug.current`, `path` and every `_ref` a document holds. Kept current by each committed change,
// one document at a time, so no write ever rebuilds them. A document is its JSON in the shared arena
// (document-arena.ts) as a record (`serializeDocument`) followed by its outline, parsed when a query reads it;
// recently read ones stay parsed, up to a budget. Documents keep the order they were first stored in (an update
// keeps its place, as in a Map): the order of a query without `order()`, the same in every worker.
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

/**
 * Where a stored document is in the arena: its record, then its outline's JSON (the last `outline` bytes of the
 * span). The outline lives in the shared buffer too, read when a document is indexed or parsed, so that no thread
 * keeps one string per document (with its object, 13-15 MB of each thread's heap at 50,000 articles).
 */
export interface Place extends Span {
  outline: number
}

/** A stored document as the main thread tells a worker of it. */
export interface StoredEntry extends Place {
  id: string
}

/**
 * Every stored document's place, in the stored order, as a new worker is given them: the ids, and three numbers
 * per document (at, length, outline), not an object per document to copy between threads.
 */
export interface StoredEntries {
  ids: string[]
  places: Float64Array
}

/** Appends a document's record and outline (as `serializeDocument` gives them) to an arena. */
export function appendDocument(arena: ArenaWriter, record: Uint8Array, outline: string): Place {
  const outlineBytes = Buffer.from(outline)
  return { ...arena.append(record, outlineBytes), outline: outlineBytes.length }
}

/** The stored entries one at a time, as objects that live no longer than it takes to index each. */
export function* entriesOf({ ids, places }: StoredEntries): Generator<StoredEntry> {
  for (let i = 0; i < ids.length; i++)
    yield { id: ids[i]!, at: places[3 * i]!, length: places[3 * i + 1]!, outline: places[3 * i + 2]! }
}

/** The entries in their compact form (the inverse of `entriesOf`). */
export function compactEntries(entries: Iterable<StoredEntry>): StoredEntries {
  const ids: string[] = []
  const numbers: number[] = []
  for (const { id, at, length, outline } of entries) {
    ids.push(id)
    numbers.push(at, length, outline)
  }
  return { ids, places: Float64Array.from(numbers) }
}

/** A stored document's outline, read from the arena. */
export function readOutline(reader: Pick<ArenaReader, 'text'>, { at, length, outline }: Place): Outline {
  return JSON.parse(reader.text({ at: at + length - outline, length: outline })) as Outline
}

/** Reads a whole document back from its record (the main thread's reads: the API, mutations). */
export function readRecord(reader: Pick<ArenaReader, 'text' | 'bytes'>, place: Place) {
  const { large } = readOutline(reader, place)
  if (!large)
    return JSON.parse(reader.text({ at: place.at, length: place.length - place.outline })) as SanityDocument
  const doc = JSON.parse(reader.text({ at: place.at, length: large[0]![1] })) as Record<string, unknown>
  // Each large value was written as `null` in its place: setting it keeps the fields' order.
  for (const [field, start, end] of large)
    doc[field] = JSON.parse(largeText(reader.bytes({ at: place.at + start, length: end - start })))
  return doc as SanityDocument
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

/**
 * A worker's documents. Each stored document has a slot, its place in the stored order: the slot's id, and its
 * place in the arena as three numbers in arrays, so that 50,000 documents are a few arrays rather than 50,000
 * objects with an outline string each. A deleted document leaves its slot empty until the arena is next compacted,
 * when the slots are numbered again.
 */
export class DocumentIndex {
  private reader: ArenaReader
  /** The slot of each stored id. */
  private readonly slots = new Map<string, number>()
  /** By slot: the id (undefined once deleted) and where its record and outline are. */
  private idAt: (string | undefined)[] = []
  private at: number[] = []
  private length: number[] = []
  private outline: number[] = []
  private readonly byField: Record<IndexedField, Postings> = {
    type: new Map(),
    slug: new Map(),
    path: new Map(),
  }
  private readonly byRef: Postings = new Map()
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
      entries.push({ id: doc._id, ...appendDocument(arena, record, outline) })
    }
    return new DocumentIndex(arena.buffer, entries, budget)
  }

  get size(): number {
    return this.slots.size
  }

  get(id: string): SanityDocument | undefined {
    const cached = this.parsed.get(id)
    if (cached) {
      cached.read = true
      return cached.doc
    }
    const slot = this.slots.get(id)
    if (slot === undefined) return undefined
    const parsed = this.parse(id, slot)
    this.parsed.set(id, parsed)
    this.charge(parsed.bytes, id)
    return parsed.doc
  }

  has(id: string): boolean {
    return this.slots.has(id)
  }

  /** Place of a stored document in the stored order (lower first). */
  seq(id: string): number | undefined {
    return this.slots.get(id)
  }

  /** Every stored id, in the stored order. */
  *ids(): Generator<string> {
    for (const id of this.idAt) if (id !== undefined) yield id
  }

  /** Ids of the stored documents whose `field` is `value`. */
  withField(field: IndexedField, value: string): ReadonlySet<string> {
    return lookup(this.byField[field], value)
  }

  /** Ids of the stored documents that hold a reference to `id`. */
  referencing(id: string): ReadonlySet<string> {
    return lookup(this.byRef, id)
  }

  set(entry: StoredEntry): void {
    this.commit([{ id: entry.id, stored: entry }])
  }

  delete(id: string): void {
    this.commit([{ id, stored: null }])
  }

  /**
   * A committed transaction: each changed document's new place (null: deleted) and, when the commit compacted the
   * arena, every document's place in the new buffer. The changed documents are taken out of the indexes first, by
   * the outlines they were indexed by, which only the old places still lead to.
   */
  commit(
    changes: { id: string; stored: StoredEntry | null }[],
    moved?: { buffer: SharedArrayBuffer; entries: Iterable<StoredEntry> },
  ): void {
    for (const { id } of changes) {
      const slot = this.slots.get(id)
      if (slot !== undefined) this.unindex(id, slot)
    }
    if (moved) this.moved(moved.buffer, moved.entries)
    for (const { id, stored } of changes) {
      if (stored) this.place(stored)
      else {
        const slot = this.slots.get(id)
        if (slot === undefined) continue
        this.slots.delete(id)
        this.idAt[slot] = undefined
      }
    }
  }

  /** Puts a document (taken out of the indexes, if it was stored) in its slot and indexes it. */
  private place({ id, at, length, outline }: StoredEntry) {
    // An update keeps the document's place in the order; a new document (or one created again) goes last.
    const slot = this.slots.get(id) ?? this.idAt.length
    this.slots.set(id, slot)
    this.idAt[slot] = id
    this.at[slot] = at
    this.length[slot] = length
    this.outline[slot] = outline
    const keys = this.outlineOf(slot)
    for (const field of ['type', 'slug', 'path'] as const) {
      const value = keys[field]
      if (value !== undefined) add(this.byField[field], value, id)
    }
    for (const ref of keys.refs) add(this.byRef, ref, id)
  }

  /**
   * The arena was compacted: the same documents, in the stored order, at new places in a new buffer (parsed ones
   * stay parsed). The slots are numbered again, without the deleted documents' empty ones.
   */
  private moved(buffer: SharedArrayBuffer, entries: Iterable<StoredEntry>): void {
    this.reader = new ArenaReader(buffer)
    ;[this.idAt, this.at, this.length, this.outline] = [[], [], [], []]
    this.slots.clear()
    for (const { id, at, length, outline } of entries) {
      this.slots.set(id, this.idAt.length)
      this.idAt.push(id)
      this.at.push(at)
      this.length.push(length)
      this.outline.push(outline)
    }
  }

  private placeOf(slot: number): Place {
    return { at: this.at[slot]!, length: this.length[slot]!, outline: this.outline[slot]! }
  }

  private outlineOf(slot: number): Outline {
    return readOutline(this.reader, this.placeOf(slot))
  }

  /**
   * Parses a document but its large values, which are read when first read: in their place (so the fields keep
   * their order) each is a property whose getter parses it (and then counts it against the budget). The getters
   * are one function per field name, shared by every document, and the document is a new object given its fields
   * in order: a getter of its own per document, or redefining a parsed field as a getter, would turn each document
   * into a hash table of properties with two closures (about 1.1 KB more per article: a third of what a
   * parsed article takes at 50,000 articles).
   */
  private parse(id: string, slot: number): Parsed {
    const place = this.placeOf(slot)
    const { large } = readOutline(this.reader, place)
    const recordLength = place.length - place.outline
    if (!large) {
      const doc = JSON.parse(this.reader.text({ at: place.at, length: recordLength })) as SanityDocument
      return { doc, bytes: recordLength, read: false }
    }
    const headLength = large[0]![1]
    const head = JSON.parse(this.reader.text({ at: place.at, length: headLength })) as Record<string, unknown>
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
    const slot = this.slots.get(id)
    const place = slot === undefined ? undefined : this.placeOf(slot)
    const large = place && readOutline(this.reader, place).large?.find(([name]) => name === field)
    if (!place || !large) throw new Error(`document ${id} has no large value ${field} stored`)
    const [, start, end] = large
    const text = largeText(this.reader.bytes({ at: place.at + start, length: end - start }))
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

  private unindex(id: string, slot: number) {
    this.forget(id)
    const keys = this.outlineOf(slot)
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
