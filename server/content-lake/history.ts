// GET /data/history: the document history the Studio's review-changes panel and "restore" read. Every committed
// transaction is recorded (one row per changed document, with its content before and after) in a SQLite file of
// its own beside the documents, so the Studio can list a document's events, read it at a revision and replay its
// transactions (whole-document mendoza effects, the same the listener sends).
import { DatabaseSync } from 'node:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { CommittedTransaction, DocumentStore, SanityDocument } from './store.ts'

export const LOCAL_EDITOR_ID = 'local-editor'

interface Row {
  seq: number
  transaction_id: string
  timestamp: string
  author: string
  doc_id: string
  previous: string | null
  next: string | null
}

interface Transaction {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  effects: Record<string, { apply: unknown[]; revert: unknown[] }>
  mutations?: unknown[]
}

const publishedIdOf = (id: string) =>
  id.startsWith('drafts.')
    ? id.slice('drafts.'.length)
    : id.startsWith('versions.')
      ? id.split('.').slice(2).join('.')
      : id
const parse = (text: string | null) => (text ? (JSON.parse(text) as SanityDocument) : null)

export class DocumentHistory {
  private readonly db: DatabaseSync
  private readonly unsubscribe: () => void
  private readonly store: DocumentStore

  constructor(file: string, store: DocumentStore) {
    this.store = store
    mkdirSync(dirname(file), { recursive: true })
    this.db = new DatabaseSync(file)
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      CREATE TABLE IF NOT EXISTS revisions (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        transaction_id TEXT NOT NULL,
        timestamp TEXT NOT NULL,
        author TEXT NOT NULL,
        doc_id TEXT NOT NULL,
        previous TEXT,
        next TEXT
      );
      CREATE INDEX IF NOT EXISTS revisions_doc ON revisions (doc_id, seq);
      CREATE INDEX IF NOT EXISTS revisions_transaction ON revisions (transaction_id);
    `)
    this.unsubscribe = store.subscribe((transaction) => this.record(transaction))
  }

  private record(transaction: CommittedTransaction) {
    const insert = this.db.prepare(
      'INSERT INTO revisions (transaction_id, timestamp, author, doc_id, previous, next) VALUES (?, ?, ?, ?, ?, ?)',
    )
    this.db.exec('BEGIN')
    try {
      for (const change of transaction.changes) {
        insert.run(
          transaction.transactionId,
          transaction.timestamp,
          LOCAL_EDITOR_ID,
          change.id,
          change.previous ? JSON.stringify(change.previous) : null,
          change.next ? JSON.stringify(change.next) : null,
        )
      }
      this.db.exec('COMMIT')
    } catch (error) {
      this.db.exec('ROLLBACK')
      console.error('content lake history:', error)
    }
  }

  private rowsOf(ids: string[]): Row[] {
    if (ids.length === 0) return []
    return this.db
      .prepare(`SELECT * FROM revisions WHERE doc_id IN (${ids.map(() => '?').join(',')}) ORDER BY seq`)
      .all(...ids) as unknown as Row[]
  }

  /** A document as it was at a revision, at a time, or its last existing revision. */
  documentAt(
    id: string,
    at: { revision?: string; time?: string; lastRevision?: boolean },
  ): SanityDocument | null {
    const current = this.store.get(id)
    const rows = this.rowsOf([id])
    if (at.revision) {
      if (current?._rev === at.revision) return current
      for (const row of rows) {
        const next = parse(row.next)
        if (next?._rev === at.revision) return next
        const previous = parse(row.previous)
        if (previous?._rev === at.revision) return previous
      }
      return null
    }
    if (at.lastRevision) {
      if (current) return current
      for (const row of [...rows].reverse()) {
        const next = parse(row.next)
        if (next) return next
        const previous = parse(row.previous)
        // A release's version ends in the transaction that published (or archived) it, as in Sanity: the Releases
        // tool reads that revision as the release's publish transaction (to revert it, from the history before).
        if (previous) return id.startsWith('versions.') ? { ...previous, _rev: row.transaction_id } : previous
      }
      return null
    }
    const time = at.time ?? new Date().toISOString()
    const before = rows.filter((row) => row.timestamp <= time)
    if (before.length > 0) return parse(before[before.length - 1]!.next)
    // No recorded change before that time: the first recorded previous state, or the document as it is now.
    if (rows.length > 0) return parse(rows[0]!.previous)
    return current
  }

  /** The transactions that touched any of the ids, oldest first (newest first with `reverse`). */
  transactions(
    ids: string[],
    options: {
      fromTransaction?: string
      toTransaction?: string
      reverse?: boolean
      limit?: number
      excludeMutations?: boolean
    },
  ): Transaction[] {
    const byId = new Map<string, Transaction>()
    const rows = this.rowsOf(ids)
    for (const row of rows) {
      let transaction = byId.get(row.transaction_id)
      if (!transaction) {
        transaction = {
          id: row.transaction_id,
          timestamp: row.timestamp,
          author: row.author,
          documentIDs: [],
          effects: {},
        }
        byId.set(row.transaction_id, transaction)
      }
      transaction.documentIDs.push(row.doc_id)
      transaction.effects[row.doc_id] = { apply: [0, parse(row.next)], revert: [0, parse(row.previous)] }
      if (!options.excludeMutations) transaction.mutations = []
    }
    // A document that existed before the history began (the seed, an import) starts with the revision it had then,
    // as one transaction that made it: the Releases tool reverts a release to "the revision before it".
    const origins = new Map<string, Transaction>()
    const firstRowOf = new Map<string, Row>()
    for (const row of rows) if (!firstRowOf.has(row.doc_id)) firstRowOf.set(row.doc_id, row)
    for (const [docId, row] of firstRowOf) {
      const before = parse(row.previous)
      if (!before?._rev || byId.has(before._rev)) continue
      let origin = origins.get(before._rev)
      if (!origin) {
        origin = {
          id: before._rev,
          timestamp: before._updatedAt ?? row.timestamp,
          author: LOCAL_EDITOR_ID,
          documentIDs: [],
          effects: {},
        }
        origins.set(before._rev, origin)
      }
      origin.documentIDs.push(docId)
      origin.effects[docId] = { apply: [0, before], revert: [0, null] }
      if (!options.excludeMutations) origin.mutations = []
    }
    let list = [...origins.values(), ...byId.values()]
    const start = options.fromTransaction ? list.findIndex((t) => t.id === options.fromTransaction) : -1
    if (start >= 0) list = list.slice(start)
    const end = options.toTransaction ? list.findIndex((t) => t.id === options.toTransaction) : -1
    if (end >= 0) list = list.slice(0, end + 1)
    if (options.reverse) list.reverse()
    return list.slice(0, options.limit ?? 100)
  }

  /** The history events of a document (publish, unpublish, draft created or discarded, deleted), newest first. */
  events(documentId: string): Record<string, unknown>[] {
    const publishedId = publishedIdOf(documentId)
    const draftId = `drafts.${publishedId}`
    const rows = this.rowsOf([publishedId, draftId, ...(documentId !== publishedId ? [documentId] : [])])
    const groups = new Map<string, Row[]>()
    for (const row of rows) groups.set(row.transaction_id, [...(groups.get(row.transaction_id) ?? []), row])
    const events: Record<string, unknown>[] = []
    for (const [transactionId, changes] of groups) {
      const first = changes[0]!
      const base = {
        id: transactionId,
        timestamp: first.timestamp,
        author: first.author,
        documentId: publishedId,
      }
      const published = changes.find((row) => row.doc_id === publishedId)
      const draft = changes.find((row) => row.doc_id === draftId)
      if (published?.next && draft && !draft.next) {
        events.push({
          ...base,
          type: 'publishDocumentVersion',
          revisionId: transactionId,
          versionId: draftId,
          versionRevisionId: parse(draft.previous)?._rev ?? transactionId,
          publishCause: 'document.publish',
        })
      } else if (published && !published.next && draft?.next) {
        events.push({
          ...base,
          type: 'unpublishDocument',
          versionId: draftId,
          versionRevisionId: transactionId,
        })
      } else if (published && !published.next) {
        events.push({ ...base, type: 'deleteDocumentGroup' })
      } else if (draft && !draft.previous && draft.next) {
        events.push({
          ...base,
          type: 'createDocumentVersion',
          versionId: draftId,
          versionRevisionId: transactionId,
        })
      } else if (draft && draft.previous && !draft.next) {
        events.push({
          ...base,
          type: 'deleteDocumentVersion',
          versionId: draftId,
          versionRevisionId: parse(draft.previous)?._rev ?? transactionId,
        })
      } else if (published?.next) {
        // Written straight to the published document (the contact function's leads, scripts, mutations).
        events.push({
          ...base,
          type: published.previous ? 'updateLiveDocument' : 'createLiveDocument',
          revisionId: transactionId,
        })
      }
    }
    return events.reverse()
  }

  close(): void {
    this.unsubscribe()
    this.db.close()
  }
}
