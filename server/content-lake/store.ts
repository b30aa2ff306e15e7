// The documents of one dataset: durable in SQLite, and in memory as JSON in a buffer shared with the GROQ workers
// (document-arena.ts), parsed when read. Transactions are applied one at a time (runTransaction in mutations.ts
// queues them, so two writes never interleave between validation and commit), all or nothing, and are committed to disk (WAL, synchronous=FULL)
// before they are acknowledged or broadcast. Beside each document's JSON SQLite keeps its record and outline
// (document-record.ts: what the arena holds, with large values compressed; what the query planner indexes it by), so
// opening the store, and starting a worker, never parses or compresses the documents.
import { DatabaseSync } from 'node:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DiskFullError, DiskState, isDiskFull, limitGrowth, probeWrite, rollbackIfOpen } from './disk.ts'
import { ArenaWriter } from './document-arena.ts'
import {
  appendDocument,
  compactEntries,
  readOutline,
  readRecord,
  type Place,
  type StoredEntries,
  type StoredEntry,
} from './document-places.ts'
import { serializeDocument } from './document-record.ts'
import type { SanityDocument } from './sanity-document.ts'

// Defined apart (sanity-document.ts) so that the record codec needs nothing of the store; most of the lake imports it here.
export type { SanityDocument }

/** One document's change within a committed transaction. */
export interface DocumentChange {
  id: string
  previous: SanityDocument | null
  next: SanityDocument | null
  /** The mutations of the transaction that touched this document, as the client sent them. */
  mutations: unknown[]
}

export interface CommittedTransaction {
  transactionId: string
  timestamp: string
  changes: DocumentChange[]
}

export type TransactionListener = (transaction: CommittedTransaction) => void

export class DocumentStore {
  private readonly db: DatabaseSync
  private readonly listeners = new Set<TransactionListener>()
  private version = 0
  private readonly arena = new ArenaWriter()
  /** Where each document's record and outline are (for new workers), in the order documents were first stored. */
  private readonly entries = new Map<string, Place>()
  /** Whether the lake's databases last failed for want of space (the history shares it). */
  readonly disk: DiskState

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true })
    this.disk = new DiskState(dirname(file))
    this.db = new DatabaseSync(file)
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      CREATE TABLE IF NOT EXISTS documents (id TEXT PRIMARY KEY, body TEXT NOT NULL, record BLOB, outline TEXT);
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `)
    const columns = new Set(
      (this.db.prepare('PRAGMA table_info(documents)').all() as { name: string }[]).map(({ name }) => name),
    )
    for (const column of ['record BLOB', 'outline TEXT'])
      if (!columns.has(column.split(' ')[0]!)) this.db.exec(`ALTER TABLE documents ADD COLUMN ${column}`)
    this.writeMissingRecords()
    const rows = this.db.prepare('SELECT id, record, outline FROM documents').iterate() as Iterable<{
      id: string
      record: Uint8Array
      outline: string
    }>
    // Copied into the arena as they are, never decoded.
    for (const row of rows) this.entries.set(row.id, appendDocument(this.arena, row.record, row.outline))
  }

  /** Documents written before records were kept get theirs, once, in batches that keep memory bounded. */
  private writeMissingRecords() {
    const missing = this.db
      .prepare('SELECT id FROM documents WHERE record IS NULL OR outline IS NULL')
      .all() as {
      id: string
    }[]
    const read = this.db.prepare('SELECT body FROM documents WHERE id = ?')
    const update = this.db.prepare('UPDATE documents SET record = ?, outline = ? WHERE id = ?')
    for (let first = 0; first < missing.length; first += 1000) {
      this.db.exec('BEGIN IMMEDIATE')
      for (const { id } of missing.slice(first, first + 1000)) {
        const { body } = read.get(id) as { body: string }
        const { record, outline } = serializeDocument(JSON.parse(body) as SanityDocument)
        update.run(record, outline, id)
      }
      this.db.exec('COMMIT')
    }
  }

  get isSeeded(): boolean {
    return Boolean(this.db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get())
  }

  markSeeded(): void {
    this.db
      .prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)")
      .run(new Date().toISOString())
  }

  /** How many documents are stored. */
  get size(): number {
    return this.entries.size
  }

  /** Increases with every commit: lets callers cache what they derive from the documents. */
  get revision(): number {
    return this.version
  }

  /** A fresh copy of a document (parsed from its record): callers may change it freely. */
  get(id: string): SanityDocument | null {
    const entry = this.entries.get(id)
    return entry ? readRecord(this.arena, entry) : null
  }

  /** Every document, parsed: linear in the dataset, for exports and the editor's rare whole-dataset reads. */
  all(): SanityDocument[] {
    return [...this.documents].map(([, doc]) => doc)
  }

  /**
   * The documents that hold a reference to `id` (what `references(id)` can select), parsed: found by their
   * outlines, so only those are parsed.
   */
  referencing(id: string): SanityDocument[] {
    const found: SanityDocument[] = []
    for (const place of this.entries.values())
      if (readOutline(this.arena, place).refs.includes(id)) found.push(readRecord(this.arena, place))
    return found
  }

  /** The ids that start with `prefix` (a release's versions: `versions.<release>.`), in the stored order. */
  idsWithPrefix(prefix: string): string[] {
    const ids: string[] = []
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) ids.push(id)
    return ids
  }

  /** Every document by id, parsed as it is iterated. */
  get documents(): Iterable<[string, SanityDocument]> {
    const { entries, arena } = this
    return (function* () {
      for (const [id, entry] of entries) yield [id, readRecord(arena, entry)] as [string, SanityDocument]
    })()
  }

  /** The shared buffer of the documents' records; a new one after a compaction (the workers are told). */
  get buffer(): SharedArrayBuffer {
    return this.arena.buffer
  }

  /** Where a document is, and its outline: what a worker needs to read it. */
  stored(id: string): StoredEntry | undefined {
    const entry = this.entries.get(id)
    return entry && { id, ...entry }
  }

  /** Every document's place, in the stored order: a new worker's start. */
  storedEntries(): StoredEntries {
    return compactEntries(this.storedIterator())
  }

  private *storedIterator(): Generator<StoredEntry> {
    for (const [id, place] of this.entries) yield { id, ...place }
  }

  /** Writes a set of changes atomically, then updates memory and tells listeners. */
  commit(transactionId: string, timestamp: string, changes: DocumentChange[]): CommittedTransaction {
    const upsert = this.db.prepare(
      'INSERT OR REPLACE INTO documents (id, body, record, outline) VALUES (?, ?, ?, ?)',
    )
    const remove = this.db.prepare('DELETE FROM documents WHERE id = ?')
    const written = changes.map((change) => (change.next ? serializeDocument(change.next) : null))
    try {
      // Left open only by a ROLLBACK that itself failed: it must not swallow this transaction.
      rollbackIfOpen(this.db)
      this.db.exec('BEGIN IMMEDIATE')
      changes.forEach((change, i) => {
        const next = written[i]
        if (next) upsert.run(change.id, next.json, next.record, next.outline)
        else remove.run(change.id)
      })
      this.db.exec('COMMIT')
    } catch (error) {
      // Nothing was saved, so nothing changes in memory and no listener hears of it.
      rollbackIfOpen(this.db)
      if (!isDiskFull(error)) throw error
      this.disk.markFull('documents', error)
      throw new DiskFullError(this.disk.dir)
    }
    this.disk.markWritable('documents')
    changes.forEach((change, i) => {
      const previous = this.entries.get(change.id)
      if (previous) this.arena.release(previous)
      const next = written[i]
      // An update keeps the document's place in the order (a Map keeps an existing key's).
      if (next) this.entries.set(change.id, appendDocument(this.arena, next.record, next.outline))
      else this.entries.delete(change.id)
    })
    if (this.arena.wasteful) {
      const entries = [...this.entries.values()]
      this.arena.compact(entries).forEach((span, i) => Object.assign(entries[i]!, span))
    }
    this.version++
    const committed = { transactionId, timestamp, changes }
    // The write is saved: it is answered as saved, and every listener hears of it whatever another one does (the
    // query workers must, or every later query would wait for a revision they never get).
    for (const listener of [...this.listeners]) {
      try {
        listener(committed)
      } catch (error) {
        console.error('content lake: a commit listener failed (the write is saved):', error)
      }
    }
    return committed
  }

  /** Whether a write could be made now, without writing anything (disk.ts). */
  probeWrite(): { ok: true } | { ok: false; error: string } {
    return probeWrite(this.db, "INSERT OR REPLACE INTO meta (key, value) VALUES ('health-probe', ?)")
  }

  get isOpen(): boolean {
    return this.db.isOpen
  }

  /** Tests only: caps the database's growth, as a full disk would (disk.ts). */
  limitGrowth(pages?: number): void {
    limitGrowth(this.db, pages)
  }

  subscribe(listener: TransactionListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  close(): void {
    this.listeners.clear()
    this.db.close()
  }
}
