// The documents of one query worker, with the indexes the query planner reads (query-planner.ts): by `_id` (the map
// itself), `_type`, `slug.current`, `path` and every `_ref` a document holds. Kept current by each committed change,
// one document at a time, so no write ever rebuilds them. A document is its record in the shared arena
// (document-arena.ts, document-record.ts) followed by its outline, parsed when a query reads it
// (parsed-documents.ts). Documents keep the order they were first stored in (an update keeps its place, as in a
// Map): the order of a query without `order()`, the same in every worker.
import { ArenaReader, ArenaWriter } from './document-arena.ts'
import { appendDocument, readOutline, type Place, type StoredEntry } from './document-places.ts'
import { serializeDocument, type Outline } from './document-record.ts'
import { ParsedDocuments } from './parsed-documents.ts'
import { add, lookup, remove, type Postings } from './postings.ts'
import type { SanityDocument } from './sanity-document.ts'

/** The fields an equality or `in` filter can be answered from an index for. */
export type IndexedField = 'type' | 'slug' | 'path'

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
  private readonly parsed: ParsedDocuments

  constructor(buffer: SharedArrayBuffer, entries: Iterable<StoredEntry>, budget?: number) {
    this.reader = new ArenaReader(buffer)
    this.parsed = new ParsedDocuments(
      {
        reader: () => this.reader,
        placeOf: (id) => {
          const slot = this.slots.get(id)
          return slot === undefined ? undefined : this.placeOf(slot)
        },
      },
      budget,
    )
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
    return this.parsed.get(id)
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

  private unindex(id: string, slot: number) {
    this.parsed.forget(id)
    const keys = this.outlineOf(slot)
    for (const field of ['type', 'slug', 'path'] as const) {
      const value = keys[field]
      if (value !== undefined) remove(this.byField[field], value, id)
    }
    for (const ref of keys.refs) remove(this.byRef, ref, id)
  }
}
