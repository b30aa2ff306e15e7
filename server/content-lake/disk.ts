// A full disk is an error, never a lie: a write SQLite could not save is answered 507 and applied nowhere, and the
// state is kept (and logged once, not per request) so the server's health can say so until space is freed.
import { DatabaseSync } from 'node:sqlite'
import { LakeError } from './errors.ts'

/** SQLite's "database or disk is full" (the primary code; extended codes keep it in their low byte). */
const SQLITE_FULL = 13

/** Whether an error is a full disk: SQLite's SQLITE_FULL (its own max_page_count too), or the system's ENOSPC. */
export function isDiskFull(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { errcode, code } = error as { errcode?: unknown; code?: unknown }
  return (typeof errcode === 'number' && (errcode & 0xff) === SQLITE_FULL) || code === 'ENOSPC'
}

/** 507 Insufficient Storage, in Sanity's error shape, naming the disk so the operator knows what to do. */
export class DiskFullError extends LakeError {
  constructor(dir: string) {
    super(
      507,
      'diskFullError',
      `The content lake's disk is full: the change was not saved. Free space on ${dir} and try again.`,
    )
  }
}

export type LakeDatabase = 'documents' | 'history'

/** Which of the lake's databases last failed for want of space, and since when (ISO); cleared by a write that works. */
export class DiskState {
  readonly dir: string
  private readonly full = new Map<LakeDatabase, string>()
  private readonly log: { error(line: string): void; info(line: string): void }

  constructor(
    dir: string,
    log = { error: (line: string) => console.error(line), info: (line: string) => console.log(line) },
  ) {
    this.dir = dir
    this.log = log
  }

  markFull(database: LakeDatabase, error: unknown): void {
    if (this.full.has(database)) return
    this.full.set(database, new Date().toISOString())
    const effect =
      database === 'documents'
        ? 'writes are refused (507) until space is freed'
        : 'document history is not recorded until space is freed (writes are saved)'
    this.log.error(
      `content lake: the disk of ${this.dir} is full: ${effect} (${(error as Error).message ?? String(error)})`,
    )
  }

  markWritable(database: LakeDatabase): void {
    if (!this.full.delete(database)) return
    this.log.info(`content lake: the ${database} database can write again`)
  }

  /** Since when each full database has been full. */
  get fullSince(): Partial<Record<LakeDatabase, string>> {
    return Object.fromEntries(this.full)
  }

  get isFull(): boolean {
    return this.full.size > 0
  }
}

/** Rolls back what a failed statement left open: a failed COMMIT may have rolled back already (SQLITE_FULL does). */
export function rollbackIfOpen(db: DatabaseSync): void {
  if (!db.isOpen || !db.isTransaction) return
  try {
    db.exec('ROLLBACK')
  } catch (error) {
    console.error('content lake: ROLLBACK failed:', error)
  }
}

/** A page's worth and more: a row this size needs new pages, which a database that cannot grow refuses. */
const PROBE_BYTES = 8192

/**
 * Whether a write could be made now: takes the write lock and writes a row that needs new pages, then rolls it
 * back, so nothing reaches the file (no document, no history, no revision). Catches a closed or read-only database,
 * a lock held elsewhere and a database that cannot grow; a disk with no space left shows in its free space.
 */
export function probeWrite(db: DatabaseSync, sql: string): { ok: true } | { ok: false; error: string } {
  if (!db.isOpen) return { ok: false, error: 'the database is closed' }
  // Transactions never span an await, so one open now was left by a failure.
  if (db.isTransaction) return { ok: false, error: 'a transaction was left open' }
  try {
    db.exec('BEGIN IMMEDIATE')
    db.prepare(sql).run('x'.repeat(PROBE_BYTES))
    return { ok: true }
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  } finally {
    rollbackIfOpen(db)
  }
}

/**
 * Tests only: lets a database grow by at most `pages` more pages (SQLite's max_page_count, which holds for the
 * connection that sets it), as a full disk would; undefined lifts the limit.
 */
export function limitGrowth(db: DatabaseSync, pages?: number): void {
  const { page_count: count } = db.prepare('PRAGMA page_count').get() as { page_count: number }
  db.exec(
    `PRAGMA max_page_count = ${pages === undefined ? 4294967294 : count + Math.max(0, Math.floor(pages))}`,
  )
}
