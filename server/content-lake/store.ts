// The documents of one dataset: durable in SQLite, mirrored in memory for GROQ. Transactions are applied one at a
// time (the event loop serialises them: each runs synchronously from validation to commit), all or nothing, and
// are committed to disk (WAL, synchronous=FULL) before they are acknowledged or broadcast.
import { DatabaseSync } from 'node:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export interface SanityDocument {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [key: string]: unknown
}

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
  readonly documents = new Map<string, SanityDocument>()
  private readonly db: DatabaseSync
  private readonly listeners = new Set<TransactionListener>()
  private version = 0

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true })
    this.db = new DatabaseSync(file)
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      CREATE TABLE IF NOT EXISTS documents (id TEXT PRIMARY KEY, body TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `)
    for (const row of this.db.prepare('SELECT body FROM documents').all() as { body: string }[]) {
      const doc = JSON.parse(row.body) as SanityDocument
      this.documents.set(doc._id, doc)
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

  /** Increases with every commit: lets callers cache what they derive from the documents. */
  get revision(): number {
    return this.version
  }

  get(id: string): SanityDocument | null {
    return this.documents.get(id) ?? null
  }

  all(): SanityDocument[] {
    return [...this.documents.values()]
  }

  /** Writes a set of changes atomically, then updates memory and tells listeners. */
  commit(transactionId: string, timestamp: string, changes: DocumentChange[]): CommittedTransaction {
    const upsert = this.db.prepare('INSERT OR REPLACE INTO documents (id, body) VALUES (?, ?)')
    const remove = this.db.prepare('DELETE FROM documents WHERE id = ?')
    this.db.exec('BEGIN IMMEDIATE')
    try {
      for (const change of changes) {
        if (change.next) upsert.run(change.id, JSON.stringify(change.next))
        else remove.run(change.id)
      }
      this.db.exec('COMMIT')
    } catch (error) {
      this.db.exec('ROLLBACK')
      throw error
    }
    for (const change of changes) {
      if (change.next) this.documents.set(change.id, change.next)
      else this.documents.delete(change.id)
    }
    this.version++
    const committed = { transactionId, timestamp, changes }
    for (const listener of this.listeners) listener(committed)
    return committed
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
