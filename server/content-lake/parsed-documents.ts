// A worker's parsed documents: each parsed when a query first reads it, its large values only when that field is
// read, and the recently read ones kept parsed up to a budget of JSON bytes.
import type { ArenaReader } from './document-arena.ts'
import { readOutline, type Place } from './document-places.ts'
import { largeText } from './document-record.ts'
import type { SanityDocument } from './sanity-document.ts'

/** JSON bytes of documents kept parsed per worker: the site's pages and what they join, many times over. */
export const PARSED_BUDGET_BYTES = 64 * 1024 * 1024

/** Where the documents are now: the arena (a compaction replaces it) and each stored document's place in it. */
export interface StoredRecords {
  reader(): ArenaReader
  placeOf(id: string): Place | undefined
}

interface Parsed {
  doc: SanityDocument
  bytes: number
  read: boolean
}

/** The stored id of a parsed document, for its large fields' getters (not enumerable: never copied or shown). */
const STORED_ID = Symbol('stored id')

export class ParsedDocuments {
  private readonly records: StoredRecords
  private readonly budget: number
  /**
   * Parsed documents, the bytes of JSON parsed for each, and whether one was read since eviction last passed it
   * (a clock: a read only sets the flag, where moving the document in the map, as a least-recently-used list does,
   * costs more than the read when one query reads the same document fifty thousand times; for the same reason this
   * is not lru-cache, whose every hit moves the entry).
   */
  private readonly parsed = new Map<string, Parsed>()
  private parsedBytes = 0
  private readonly getters = new Map<string, () => unknown>()

  constructor(records: StoredRecords, budget = PARSED_BUDGET_BYTES) {
    this.records = records
    this.budget = budget
  }

  /** The stored document `id`, parsed (or undefined when none is stored). */
  get(id: string): SanityDocument | undefined {
    const cached = this.parsed.get(id)
    if (cached) {
      cached.read = true
      return cached.doc
    }
    const place = this.records.placeOf(id)
    if (place === undefined) return undefined
    const parsed = this.parse(id, place)
    this.parsed.set(id, parsed)
    this.charge(parsed.bytes, id)
    return parsed.doc
  }

  /** Lets go of a document's parsed form: it changed or was deleted. */
  forget(id: string) {
    const cached = this.parsed.get(id)
    if (!cached) return
    this.parsed.delete(id)
    this.parsedBytes -= cached.bytes
  }

  /**
   * Parses a document but its large values, which are read when first read: in their place (so the fields keep
   * their order) each is a property whose getter parses it (and then counts it against the budget). The getters
   * are one function per field name, shared by every document, and the document is a new object given its fields
   * in order: a getter of its own per document, or redefining a parsed field as a getter, would turn each document
   * into a hash table of properties with two closures (about 1.1 KB more per article: a third of what a
   * parsed article takes at 50,000 articles).
   */
  private parse(id: string, place: Place): Parsed {
    const reader = this.records.reader()
    const { large } = readOutline(reader, place)
    const recordLength = place.length - place.outline
    if (!large) {
      const doc = JSON.parse(reader.text({ at: place.at, length: recordLength })) as SanityDocument
      return { doc, bytes: recordLength, read: false }
    }
    const headLength = large[0]![1]
    const head = JSON.parse(reader.text({ at: place.at, length: headLength })) as Record<string, unknown>
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
    const place = this.records.placeOf(id)
    const reader = this.records.reader()
    const large = place && readOutline(reader, place).large?.find(([name]) => name === field)
    if (!place || !large) throw new Error(`document ${id} has no large value ${field} stored`)
    const [, start, end] = large
    const text = largeText(reader.bytes({ at: place.at + start, length: end - start }))
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
}
