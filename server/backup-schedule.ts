// Scheduled backups, run by the server process itself (README, "Operating it"): with BACKUP_EVERY_HOURS set, one
// archive every that many hours into BACKUP_DIR, keeping the newest BACKUP_KEEP. The next one is due that long after
// the newest archive already there, so restarts neither skip backups nor take one each time. The timer never keeps
// the process alive.
import { resolve } from 'node:path'
import { dataDir as defaultDataDir, rootDir } from '#shared/paths.ts'
import { backupTime, createBackup, listBackups, pruneBackups } from './backup.ts'

export const DEFAULT_BACKUP_KEEP = 14
/** setTimeout's longest delay (about 24.8 days); a longer wait is taken in several. */
const MAX_DELAY_MS = 0x7fffffff

export interface BackupSettings {
  backupDir: string
  /** Undefined: no scheduled backups. */
  everyMs?: number
  /** How many archives to keep; undefined: all. */
  keep?: number
}

/**
 * The backup settings of the environment. `scheduled`: for the server's schedule, where BACKUP_KEEP defaults to
 * DEFAULT_BACKUP_KEEP; by hand (`npm run backup`), nothing is deleted unless BACKUP_KEEP says so.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env, scheduled = false): BackupSettings {
  const backupDir = resolve(rootDir, env.BACKUP_DIR || 'backups')
  let everyMs: number | undefined
  if (env.BACKUP_EVERY_HOURS) {
    const hours = Number(env.BACKUP_EVERY_HOURS)
    if (!Number.isFinite(hours) || hours <= 0)
      throw new Error(`BACKUP_EVERY_HOURS must be a number of hours over 0, got "${env.BACKUP_EVERY_HOURS}"`)
    everyMs = hours * 3_600_000
  }
  let keep = scheduled ? DEFAULT_BACKUP_KEEP : undefined
  if (env.BACKUP_KEEP) {
    keep = Number(env.BACKUP_KEEP)
    if (!Number.isInteger(keep) || keep < 1)
      throw new Error(`BACKUP_KEEP must be a whole number of archives, 1 or more, got "${env.BACKUP_KEEP}"`)
  }
  return { backupDir, everyMs, keep }
}

export interface BackupStatus {
  lastBackup?: { at: string; file: string; bytes: number }
  lastError?: { at: string; message: string }
  nextAt?: string
}

export interface BackupSchedule {
  /** Takes a backup now unless one is under way; resolves when the one under way ends. */
  runNow(): Promise<void>
  /** What a health check may show: the last backup, the last failure, the next time. */
  status(): BackupStatus
  /** Stops the schedule; resolves once a backup under way has ended (so the lake can close after it). */
  stop(): Promise<void>
}

export interface BackupScheduleOptions {
  dataDir?: string
  dataset?: string
  log?: (line: string) => void
  logError?: (line: string, error: unknown) => void
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

/** Starts the schedule when BACKUP_EVERY_HOURS is set; otherwise a schedule that does nothing by itself. */
export function startBackupSchedule(
  env: NodeJS.ProcessEnv = process.env,
  {
    dataDir = defaultDataDir(env),
    dataset = 'production',
    log = (line) => console.log(line),
    logError = (line, error) => console.error(line, error),
  }: BackupScheduleOptions = {},
): BackupSchedule {
  const { backupDir, everyMs, keep } = backupSettings(env, true)
  const state: BackupStatus = {}
  let running: Promise<void> | null = null
  let stopped = false
  let timer: NodeJS.Timeout | undefined

  function runNow(): Promise<void> {
    if (stopped) return Promise.resolve()
    running ??= (async () => {
      try {
        const { file, bytes, manifest } = await createBackup({ dataDir, backupDir, dataset })
        const removed = keep ? await pruneBackups(backupDir, dataset, keep) : []
        state.lastBackup = { at: manifest.createdAt, file, bytes }
        log(
          `backup: wrote ${file} (${manifest.counts.documents} documents, ${manifest.counts.leads} leads, ${megabytes(bytes)})${removed.length ? `; removed ${removed.length} older archive(s)` : ''}`,
        )
      } catch (error) {
        state.lastError = { at: new Date().toISOString(), message: (error as Error).message }
        logError('backup: the scheduled backup failed; the next is tried at its time:', error)
      } finally {
        running = null
      }
    })()
    return running
  }

  function arm(after: number) {
    if (stopped || everyMs === undefined) return
    const due = after + everyMs
    state.nextAt = new Date(due).toISOString()
    const wait = () => {
      const left = due - Date.now()
      if (left > 0) {
        timer = setTimeout(wait, Math.min(left, MAX_DELAY_MS))
        timer.unref()
        return
      }
      void runNow().then(() => arm(Date.now()))
    }
    wait()
  }

  if (everyMs !== undefined)
    void listBackups(backupDir, dataset).then((archives) => {
      const newest = archives.map(backupTime).find((time) => time !== undefined)
      return arm(newest ? newest.getTime() : Date.now() - everyMs)
    })

  return {
    runNow,
    status: () => ({ ...state }),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
