// GET /data/history: the document history the Studio's review-changes panel and "restore" read. Every committed
// transaction is recorded (one row per changed document, with its content before and after) in a SQLite file of
// its own beside the documents, so the Studio can list a document's events, read it at a revision and replay its
// transactions (whole-document mendoza effects, the same the listener sends). Rows older than LAKE_HISTORY_DAYS are
// removed (see prune), except what the Releases tool and restoring a deleted document read.
import { DatabaseSync } from 'node:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { isDiskFull, limitGrowth, probeWrite, rollbackIfOpen } from './disk.ts'
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
/** How long history is kept by default, in days. */
export const DEFAULT_HISTORY_DAYS = 90
/** Rows looked at per pruning transaction: each batch is short, and the event loop runs between batches. */
const PRUNE_BATCH = 500
const DAY_MS = 24 * 60 * 60 * 1000

/** LAKE_HISTORY_DAYS: how many days of history are kept (default 90). */
export function historyDays(value = process.env.LAKE_HISTORY_DAYS): number {
  if (value === undefined || value.trim() === '') return DEFAULT_HISTORY_DAYS
  const days = Number(value)
  if (!Number.isFinite(days) || days <= 0)
    throw new Error(`LAKE_HISTORY_DAYS must be a positive number of days, got "${value}"`)
  return days
}

const parse = (text: string | null) => (text ? (JSON.parse(text) as SanityDocument) : null)

export class DocumentHistory {
  private readonly db: DatabaseSync
  private readonly unsubscribe: () => void
  private readonly store: DocumentStore
  private pruneTimer?: NodeJS.Timeout
  private pruning: Promise<number> | null = null
  private closed = false

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

  /**
   * Records a committed transaction. It is already saved: a failure here (a full disk) loses its history rows, is
   * logged once and never reaches the writer or the store's other listeners.
   */
  private record(transaction: CommittedTransaction) {
    try {
      const insert = this.db.prepare(
        'INSERT INTO revisions (transaction_id, timestamp, author, doc_id, previous, next) VALUES (?, ?, ?, ?, ?, ?)',
      )
      rollbackIfOpen(this.db)
      this.db.exec('BEGIN')
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
      this.store.disk.markWritable('history')
    } catch (error) {
      rollbackIfOpen(this.db)
      if (isDiskFull(error)) this.store.disk.markFull('history', error)
      else console.error('content lake history:', error)
    }
  }

  /**
   * Removes the rows older than `days` (before `now`), a batch per transaction, and answers how many it removed.
   * Kept whatever their age, because the Studio reads them for what still exists:
   * - the last row of a deleted document (public ones and their drafts, and release versions): its last revision,
   *   which the Studio restores a deleted document from and a release's unarchive brings its versions back from;
   * - every row of a transaction that ended a release version (its publish or archive): the Releases tool reads the
   *   release's documents as they were published, and reverts it to the revision before, from those rows (a
   *   document's oldest remaining row stands for how it was before: see `transactions`).
   * Private documents (leads, preview secrets) keep nothing past the period: their content leaves with their rows.
   * SQLite reuses the freed pages, so the file stops growing rather than shrinking.
   */
  prune(days: number, now = Date.now()): Promise<number> {
    const cutoff = new Date(now - days * DAY_MS).toISOString()
    // One pruning at a time: a second waits for the first, then runs with its own cutoff.
    const run = (this.pruning ?? Promise.resolve(0)).then(() => this.pruneBatches(cutoff))
    this.pruning = run
    const done = () => {
      if (this.pruning === run) this.pruning = null
    }
    run.then(done, done)
    return run
  }

  private async pruneBatches(cutoff: string): Promise<number> {
    const batch = this.db.prepare('SELECT seq, timestamp FROM revisions WHERE seq > ? ORDER BY seq LIMIT ?')
    const remove = this.db.prepare(`
      DELETE FROM revisions AS r
      WHERE r.seq > :from AND r.seq <= :to AND r.timestamp < :cutoff
        AND NOT (
          r.next IS NULL
          AND ((r.doc_id >= 'versions.' AND r.doc_id < 'versions/')
            OR instr(CASE WHEN substr(r.doc_id, 1, 7) = 'drafts.' THEN substr(r.doc_id, 8) ELSE r.doc_id END, '.') = 0)
          AND r.seq = (SELECT max(seq) FROM revisions WHERE doc_id = r.doc_id)
        )
        AND NOT EXISTS (
          SELECT 1 FROM revisions AS v
          WHERE v.transaction_id = r.transaction_id AND v.doc_id >= 'versions.' AND v.doc_id < 'versions/'
            AND v.next IS NULL AND v.seq = (SELECT max(seq) FROM revisions WHERE doc_id = v.doc_id)
        )`)
    let from = 0
    let removed = 0
    while (!this.closed) {
      const rows = batch.all(from, PRUNE_BATCH) as { seq: number; timestamp: string }[]
      const old = rows.filter((row) => row.timestamp < cutoff)
      if (old.length === 0) break
      const to = old[old.length - 1]!.seq
      try {
        this.db.exec('BEGIN IMMEDIATE')
        removed += Number(remove.run({ from, to, cutoff }).changes)
        this.db.exec('COMMIT')
      } catch (error) {
        rollbackIfOpen(this.db)
        if (isDiskFull(error)) this.store.disk.markFull('history', error)
        else console.error('content lake history: pruning failed:', error)
        break
      }
      // Rows come in commit order, so the first recent row ends the old ones.
      if (old.length < rows.length || rows.length < PRUNE_BATCH) break
      from = to
      await new Promise((resolve) => setImmediate(resolve))
    }
    return removed
  }

  /** Days of history kept, once pruning started (the project's `maxRetentionDays` says it to the Studio). */
  keepDays?: number

  /** Prunes now and then once a day (the timer never keeps the process alive). */
  startPruning(days: number): void {
    this.keepDays = days
    const run = () =>
      void this.prune(days).then((removed) => {
        if (removed > 0) console.log(`content lake: removed ${removed} history rows older than ${days} days`)
      })
    run()
    this.pruneTimer = setInterval(run, DAY_MS)
    this.pruneTimer.unref()
  }

  /** Whether the history could record a transaction now, without recording anything (disk.ts). */
  probeWrite(): { ok: true } | { ok: false; error: string } {
    return probeWrite(
      this.db,
      "INSERT INTO revisions (transaction_id, timestamp, author, doc_id, previous, next) VALUES ('probe', '', '', 'probe', ?, NULL)",
    )
  }

  /** Tests only: caps the database's growth, as a full disk would (disk.ts). */
  limitGrowth(pages?: number): void {
    limitGrowth(this.db, pages)
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

  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.pruneTimer)
    this.unsubscribe()
    // A batch under way ends first (it stops at the next one).
    await this.pruning?.catch(() => 0)
    this.db.close()
  }
}
