// One process at a time owns a data folder: the server (`npm start`, `npm run dev`, the Studio's own lake) keeps a
// lock file in it while it runs, and what replaces the folder's files (`npm run restore`, `npm run content:reset`)
// refuses while another process holds it. The file outlives a process that is killed (kill -9, a power cut), and a
// pid can be reused after a reboot, so it also names the host, the boot and the process's start time: a lock whose
// process is gone is stale, and the next one to acquire takes it over.
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

export const lockFile = (dataDir: string) => join(dataDir, 'data-folder.lock')

export interface LockHolder {
  pid: number
  /** What holds it, as a person would name it: `npm start`, `npm run restore`. */
  purpose: string
  host: string
  startedAt: string
  /** Linux only: the boot and the process's start (clock ticks after boot), which a reused pid does not share. */
  bootId?: string
  processStart?: string
  /** Tells two acquisitions by one process apart, so a release never removes another's lock. */
  nonce: string
}

export class DataFolderInUse extends Error {
  readonly dataDir: string
  readonly holder: LockHolder
  constructor(dataDir: string, holder: LockHolder) {
    const where = holder.host === hostname() ? '' : ` on ${holder.host}`
    super(`${dataDir} is in use by ${holder.purpose} (pid ${holder.pid}${where}, since ${holder.startedAt})`)
    this.name = 'DataFolderInUse'
    this.dataDir = dataDir
    this.holder = holder
  }
}

export interface DataLock {
  readonly file: string
  readonly holder: LockHolder
  /** Removes the lock file if it is still this acquisition's. */
  release(): void
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim()

/** Field 22 of /proc/<pid>/stat; the command name before it may hold spaces and parentheses. */
const processStart = (pid: number) => readText(`/proc/${pid}/stat`)?.split(') ').at(-1)?.split(' ')[19]

function isAlive(holder: LockHolder): boolean {
  // Another machine's process (a shared disk) cannot be checked from here: assume it runs.
  if (holder.host !== hostname()) return true
  if (holder.bootId && bootId() && holder.bootId !== bootId()) return false
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const start = processStart(holder.pid)
  return !(holder.processStart && start && holder.processStart !== start)
}

function readHolder(file: string): LockHolder | undefined {
  const text = readText(file)
  if (text === undefined) return undefined
  try {
    const holder = JSON.parse(text) as LockHolder
    return Number.isInteger(holder.pid) ? holder : undefined
  } catch {
    return undefined
  }
}

/** Who holds the data folder now, or undefined when no live process does (no lock file, or a stale one). */
export function dataLockHolder(dataDir: string): LockHolder | undefined {
  const holder = readHolder(lockFile(dataDir))
  return holder && isAlive(holder) ? holder : undefined
}

/**
 * Takes the data folder for this process (creating the folder if missing) and gives it back when the process
 * exits, whatever the reason, if not released before. Throws DataFolderInUse while a live process holds it.
 */
export function acquireDataLock(dataDir: string, purpose: string): DataLock {
  const file = lockFile(dataDir)
  mkdirSync(dataDir, { recursive: true })
  const holder: LockHolder = {
    pid: process.pid,
    purpose,
    host: hostname(),
    startedAt: new Date().toISOString(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    nonce: randomUUID(),
  }
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(holder, null, 2)}\n`, { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error
    }
    const current = readHolder(file)
    if (current && isAlive(current)) throw new DataFolderInUse(dataDir, current)
    // An unreadable file may be one being written this instant: a second look tells it from garbage.
    if (!current && attempt === 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100)
    else rmSync(file, { force: true })
  }
  const release = () => {
    process.off('exit', release)
    if (readHolder(file)?.nonce === holder.nonce) rmSync(file, { force: true })
  }
  process.on('exit', release)
  return { file, holder, release }
}
