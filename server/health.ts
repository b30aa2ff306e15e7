// GET /api/health: whether this one machine can do its work, for a monitor or a load balancer. 200 when it can
// ("ok", or "degraded": the site works but something needs an operator), 503 when it cannot ("failing"). Anonymous
// callers get each check's verdict only; a caller with the editor token or METRICS_TOKEN also gets the details
// (free bytes, counts, times, error messages), never a stack trace.
import { timingSafeEqual } from 'node:crypto'
import { readFile, statfs } from 'node:fs/promises'
import type { Context, Hono } from 'hono'
import type { ContentLake } from './content-lake/index.ts'
import { lastBackupFile } from './backup.ts'
import { leadOutboxQuery } from '../functions/lib/queries.ts'
import type { LeadOutboxQueryResult } from '#shared/sanity.types.ts'

/** A lead waiting this long for its e-mail means the mail is not getting out. */
const OUTBOX_LATE_MS = 60 * 60 * 1000
/** A backup older than this (or none) needs an operator. */
const BACKUP_LATE_MS = 48 * 60 * 60 * 1000
const MB = 1024 * 1024

export interface HealthOptions {
  /** How long an answer is reused: callers cannot make the server probe its disk on every request. Default 2 s. */
  cacheMs?: number
  now?: () => number
}

interface Check {
  ok: boolean
  [detail: string]: unknown
}

export interface Health {
  status: 'ok' | 'degraded' | 'failing'
  checks: Record<'lake' | 'disk' | 'queryWorkers' | 'leadOutbox' | 'backup', Check>
}

/** HEALTH_MIN_FREE_MB: below this much free space on the data folder's disk the server is failing (default 100). */
export function minFreeBytes(env: NodeJS.ProcessEnv): number {
  const value = env.HEALTH_MIN_FREE_MB
  if (value === undefined || value.trim() === '') return 100 * MB
  const mb = Number(value)
  if (!Number.isFinite(mb) || mb < 0)
    throw new Error(`HEALTH_MIN_FREE_MB must be a number of megabytes, got "${value}"`)
  return mb * MB
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function leadOutbox(lake: ContentLake, env: NodeJS.ProcessEnv, now: number): Promise<Check> {
  // With hosted Sanity the leads (and their retry) are there, not in this lake.
  if (env.SANITY_PROJECT_ID) return { ok: true, checked: false }
  try {
    // The leads the retry schedule (functions/retry-pending-emails/) still has to mail: not yet sent, being sent,
    // or failed and due again; those given up are flagged in the Studio and counted apart.
    const outbox = (await lake.editorQuery(leadOutboxQuery)) as LeadOutboxQueryResult
    const oldest = outbox.oldest ? Date.parse(outbox.oldest) : NaN
    return { ok: !(now - oldest > OUTBOX_LATE_MS), ...outbox }
  } catch (error) {
    return { ok: false, error: message(error) }
  }
}

async function lastBackup(dataDir: string, env: NodeJS.ProcessEnv, now: number): Promise<Check> {
  const text = await readFile(lastBackupFile(dataDir), 'utf8').catch(() => null)
  // No backup yet is a problem only where backups are scheduled (BACKUP_EVERY_HOURS); one taken by hand is checked.
  if (text === null) return { ok: !env.BACKUP_EVERY_HOURS, lastAt: null }
  try {
    const { at, file } = JSON.parse(text) as { at?: unknown; file?: unknown }
    const time = typeof at === 'string' ? Date.parse(at) : NaN
    return { ok: now - time <= BACKUP_LATE_MS, lastAt: Number.isNaN(time) ? null : at, file }
  } catch (error) {
    return { ok: false, lastAt: null, error: message(error) }
  }
}

/** Every check, with its details (what a token holder sees). */
export async function checkHealth(
  lake: ContentLake,
  env: NodeJS.ProcessEnv,
  now = Date.now(),
  minFree = minFreeBytes(env),
): Promise<Health> {
  const status = lake.status()
  const writable = status.open ? lake.probeWrites() : null
  const space = await statfs(status.dataDir).then(
    ({ bavail, bsize }) => ({ freeBytes: Number(bavail) * Number(bsize) }),
    (error: unknown) => ({ freeBytes: null, error: message(error) }),
  )
  // A database that failed for want of space is writable again once it can grow and the disk has room: the
  // state clears when the operator frees space, not only at the next write.
  for (const database of ['documents', 'history'] as const)
    if (status.diskFull[database] && writable?.[database].ok && (space.freeBytes ?? 0) >= minFree)
      lake.store.disk.markWritable(database)
  const full = lake.status().diskFull
  const workers = status.queryWorkers
  const [outbox, backup] = await Promise.all([
    leadOutbox(lake, env, now),
    lastBackup(status.dataDir, env, now),
  ])
  const checks: Health['checks'] = {
    lake: {
      ok: status.open && writable?.documents.ok === true,
      open: status.open,
      writable: writable ?? undefined,
      documents: status.documents,
      revision: status.revision,
    },
    disk: {
      ok: Object.keys(full).length === 0 && space.freeBytes !== null && space.freeBytes >= minFree,
      dataDir: status.dataDir,
      ...space,
      minFreeBytes: minFree,
      full,
    },
    // A worker being replaced is still a pool that answers; none at all is not.
    queryWorkers: { ok: workers.alive > 0, ...workers },
    leadOutbox: outbox,
    backup,
  }
  const failing = !checks.lake.ok || !checks.disk.ok || !checks.queryWorkers.ok
  const degraded = !checks.leadOutbox.ok || !checks.backup.ok
  return { status: failing ? 'failing' : degraded ? 'degraded' : 'ok', checks }
}

/** What an anonymous caller sees: the verdicts, no paths, numbers or messages. */
export function publicHealth(health: Health): Health {
  const checks = Object.fromEntries(
    Object.entries(health.checks).map(([name, check]) => [name, { ok: check.ok }]),
  ) as Health['checks']
  return { status: health.status, checks }
}

/** Compares a token in constant time. */
export const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Whether a request carries the editor token or METRICS_TOKEN (an operator's). */
export function isOperator(c: Context, lake: ContentLake, env: NodeJS.ProcessEnv): boolean {
  const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1]
  if (!given) return false
  return sameSecret(given, lake.token) || Boolean(env.METRICS_TOKEN && sameSecret(given, env.METRICS_TOKEN))
}

export function mountHealth(
  app: Hono,
  lake: ContentLake,
  env: NodeJS.ProcessEnv,
  { cacheMs = 2000, now = Date.now }: HealthOptions = {},
): void {
  // Read once, so a wrong value stops the server at start rather than failing every check.
  const minFree = minFreeBytes(env)
  let cached: { at: number; health: Promise<Health> } | undefined
  app.get('/api/health', async (c) => {
    const time = now()
    if (!cached || time - cached.at >= cacheMs)
      cached = { at: time, health: checkHealth(lake, env, time, minFree) }
    const health = await cached.health
    const body = isOperator(c, lake, env) ? health : publicHealth(health)
    c.header('Cache-Control', 'no-store')
    return c.json(body, health.status === 'failing' ? 503 : 200)
  })
}
