// Backups of the local server's data folder, taken while the server runs and writes, and their restore (`npm run
// backup`, `npm run restore`, and the server's own schedule, backup-schedule.ts). A backup is one gzipped tar:
//
//   manifest.json  what it holds (each file's size and SHA-256), the counts, the app version, the time
//   data/…         the data folder: each SQLite database as SQLite's online backup API copies it (a consistent
//                  snapshot, whatever is being written meanwhile), the image originals, the contact outbox, the
//                  editor token and the Studio's certificate. Resized variants (image-cache/) are left out: they
//                  are rebuilt as pages ask for them.
//
// A restore checks everything (checksums, `PRAGMA integrity_check`, the counts) before it replaces anything, and
// keeps the folder it replaces.
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, rmSync } from 'node:fs'
import { chmod, copyFile, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, sep } from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { setTimeout as sleep } from 'node:timers/promises'
import * as tar from 'tar'
import { rootDir } from '#shared/paths.ts'
import { acquireDataLock, lockFile, type DataLock } from './data-lock.ts'

export const BACKUP_FORMAT = 1
/** The lake's documents: backed up after every other database, so those never name a change the documents lack. */
const DOCUMENTS = 'content-lake.sqlite'
const HISTORY = 'content-lake-history.sqlite'
/** Folders of the data folder a backup holds; every other folder is listed in the manifest as left out. */
const FOLDERS = ['assets', 'outbox']
const LEFT_OUT: Record<string, string> = { 'image-cache': 'resized images, rebuilt on demand' }

export interface BackupFile {
  /** Inside the data folder, with forward slashes. */
  path: string
  kind: 'sqlite' | 'file'
  bytes: number
  sha256: string
}

export interface BackupCounts {
  documents: number
  leads: number
  imageAssets: number
  imageOriginals: number
  historyRevisions: number
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  app: { name: string; version: string }
  node: string
  dataset: string
  createdAt: string
  /** The data folder it was taken from. */
  source: string
  counts: BackupCounts
  files: BackupFile[]
  /** What the data folder had that the backup leaves out, and why. */
  leftOut: string[]
}

export class BackupUnusable extends Error {
  constructor(archive: string, reason: string) {
    super(`${archive} is not a usable backup: ${reason}. Nothing was replaced.`)
    this.name = 'BackupUnusable'
  }
}

const stampOf = (at: Date) => `${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`
/** `production-2026-11-27T13-45-00Z.tar.gz`, with `-2`, `-3`… for a second backup in the same second. */
const ARCHIVE_NAME = /^(.+)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?:-(\d+))?\.tar\.gz$/

/** The archives of a dataset in a folder, newest first. */
export async function listBackups(backupDir: string, dataset: string): Promise<string[]> {
  const names = await readdir(backupDir).catch(() => [] as string[])
  return names
    .map((name) => ({ name, match: ARCHIVE_NAME.exec(name) }))
    .filter(({ match }) => match?.[1] === dataset)
    .sort((a, b) => {
      const [, , stampA, nA] = a.match!
      const [, , stampB, nB] = b.match!
      return stampA !== stampB ? (stampA! < stampB! ? 1 : -1) : Number(nB ?? 1) - Number(nA ?? 1)
    })
    .map(({ name }) => join(backupDir, name))
}

/** The time a backup archive's name gives, or undefined for a name this module did not write. */
export function backupTime(file: string): Date | undefined {
  const stamp = ARCHIVE_NAME.exec(basename(file))?.[2]
  return stamp ? new Date(`${stamp.slice(0, 13)}:${stamp.slice(14, 16)}:${stamp.slice(17)}`) : undefined
}

/** Deletes all but the newest `keep` archives of the dataset; returns what it deleted. */
export async function pruneBackups(backupDir: string, dataset: string, keep: number): Promise<string[]> {
  const old = (await listBackups(backupDir, dataset)).slice(keep)
  for (const file of old) await rm(file, { force: true })
  return old
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function sha1(file: string): Promise<string> {
  const hash = createHash('sha1')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function isSqlite(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const header = Buffer.alloc(16)
    await handle.read(header, 0, 16, 0)
    return header.toString('latin1') === 'SQLite format 3\0'
  } finally {
    await handle.close()
  }
}

/** Regular files under a folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

const posix = (path: string) => path.split(sep).join('/')

function readOnly<T>(file: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

const count = (db: DatabaseSync, sql: string) => Number((db.prepare(sql).get() as { n: number }).n)

/** What the backed-up databases hold, read from the copies (so they describe the snapshot, not the live folder). */
function countsOf(dir: string): Omit<BackupCounts, 'imageOriginals'> & { originals: Set<string> } {
  const documents = join(dir, DOCUMENTS)
  const history = join(dir, HISTORY)
  const lake = existsSync(documents)
    ? readOnly(documents, (db) => ({
        documents: count(db, 'SELECT count(*) AS n FROM documents'),
        leads: count(
          db,
          "SELECT count(*) AS n FROM documents WHERE json_extract(body, '$._type') = 'contactSubmission'",
        ),
        paths: (
          db
            .prepare(
              "SELECT json_extract(body, '$.path') AS path FROM documents WHERE json_extract(body, '$._type') = 'sanity.imageAsset'",
            )
            .all() as { path: string | null }[]
        ).map(({ path }) => path),
      }))
    : { documents: 0, leads: 0, paths: [] }
  return {
    documents: lake.documents,
    leads: lake.leads,
    imageAssets: lake.paths.length,
    originals: new Set(lake.paths.filter((path) => path !== null).map((path) => path.split('/').pop()!)),
    historyRevisions: existsSync(history)
      ? readOnly(history, (db) => count(db, 'SELECT count(*) AS n FROM revisions'))
      : 0,
  }
}

const ORIGINAL_NAME = /^([0-9a-f]{40})-/

/**
 * Copies an image original, checked against the SHA-1 its name carries: an upload of the same image rewrites its
 * file in place, and a copy made meanwhile would be cut short. False when it never read whole.
 */
async function copyOriginal(from: string, to: string): Promise<boolean> {
  const expected = ORIGINAL_NAME.exec(basename(from))?.[1]
  for (let attempt = 0; attempt < 5; attempt++) {
    await copyFile(from, to)
    if (!expected || (await sha1(to)) === expected) return true
    await sleep(200)
  }
  return false
}

/** When the last backup of a data folder was taken, and where to (the health check reads it, server/health.ts). */
export const lastBackupFile = (dataDir: string) => join(dataDir, 'last-backup.json')

export interface BackupOptions {
  dataDir: string
  backupDir: string
  dataset?: string
  now?: Date
}

/** Writes one archive of the data folder into `backupDir` (created if missing) and returns it with its manifest. */
export async function createBackup({
  dataDir,
  backupDir,
  dataset = 'production',
  now = new Date(),
}: BackupOptions): Promise<{ file: string; bytes: number; manifest: BackupManifest }> {
  if (!existsSync(dataDir)) throw new Error(`${dataDir} does not exist: there is nothing to back up`)
  // It holds the leads and the editor token: for the owner's eyes only.
  await mkdir(backupDir, { recursive: true, mode: 0o700 })
  const staging = await mkdtemp(join(backupDir, `.${dataset}-${stampOf(now)}-`))
  try {
    const out = join(staging, 'data')
    await mkdir(out)
    const entries = await readdir(dataDir, { withFileTypes: true })
    const databases: string[] = []
    const files: string[] = []
    const leftOut: string[] = []
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const { name } = entry
      const path = join(dataDir, name)
      if (entry.isDirectory()) {
        if (!FOLDERS.includes(name))
          leftOut.push(
            `${name}/: ${LEFT_OUT[name] ?? 'not a folder the server keeps (another data folder?)'}`,
          )
      } else if (!entry.isFile()) leftOut.push(`${name}: not a regular file`)
      // The lock is the running server's; -wal and -shm are inside the databases' snapshots.
      else if (path === lockFile(dataDir) || /-(wal|shm|journal)$/.test(name)) continue
      else if (await isSqlite(path)) databases.push(name)
      else files.push(name)
    }
    databases.sort((a, b) => Number(a === DOCUMENTS) - Number(b === DOCUMENTS))
    for (const name of databases) {
      const source = new DatabaseSync(join(dataDir, name), { readOnly: true })
      try {
        // All pages in one step, within one read transaction: a consistent snapshot that concurrent writes cannot
        // restart (WAL lets the server keep writing meanwhile).
        await backup(source, join(out, name), { rate: 0x7fffffff })
      } finally {
        source.close()
      }
      // The copy keeps the source's WAL mode, which leaves -wal and -shm files beside it whenever it is opened: one
      // self-contained file instead (the server turns WAL on again when it opens it).
      const copy = new DatabaseSync(join(out, name))
      copy.exec('PRAGMA journal_mode = DELETE')
      copy.close()
    }
    const counts = countsOf(out)
    // Files after the databases: an original is written before the document that names it is committed.
    for (const name of files) await copyFile(join(dataDir, name), join(out, name))
    let imageOriginals = 0
    for (const folder of FOLDERS) {
      if (!existsSync(join(dataDir, folder))) continue
      for (const path of await filesUnder(join(dataDir, folder))) {
        // An upload being written (assets.ts writes `.<name>.part`, then renames it): not an original yet.
        if (folder === 'assets' && basename(path).startsWith('.')) continue
        const to = join(out, folder, path)
        await mkdir(dirname(to), { recursive: true })
        if (folder !== 'assets') {
          await copyFile(join(dataDir, folder, path), to)
          continue
        }
        if (await copyOriginal(join(dataDir, folder, path), to)) imageOriginals++
        else if (counts.originals.has(path)) throw new Error(`assets/${path} changed on every read`)
        // An upload under way, committed after the snapshot: not part of this backup.
        else await rm(to)
      }
    }
    const listed: BackupFile[] = []
    for (const path of await filesUnder(out))
      listed.push({
        path: posix(path),
        kind: databases.includes(path) ? 'sqlite' : 'file',
        bytes: (await stat(join(out, path))).size,
        sha256: await sha256(join(out, path)),
      })
    const { originals: _, ...rest } = counts
    const pkg = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as {
      name: string
      version: string
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      app: { name: pkg.name, version: pkg.version },
      node: process.version,
      dataset,
      createdAt: now.toISOString(),
      source: dataDir,
      counts: { ...rest, imageOriginals },
      files: listed,
      leftOut,
    }
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    let file = join(backupDir, `${dataset}-${stampOf(now)}.tar.gz`)
    for (let n = 2; existsSync(file); n++) file = join(backupDir, `${dataset}-${stampOf(now)}-${n}.tar.gz`)
    // Written under another name and renamed: an archive with its final name is always whole.
    const partial = join(staging, 'archive.partial')
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, ['manifest.json', 'data'])
    await chmod(partial, 0o600)
    await rename(partial, file)
    await writeFile(lastBackupFile(dataDir), `${JSON.stringify({ at: now.toISOString(), file })}\n`)
    return { file, bytes: (await stat(file)).size, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** Extracts an archive into `into` and checks it whole; throws BackupUnusable with what is wrong. */
export async function extractBackup(archive: string, into: string): Promise<BackupManifest> {
  const unusable = (reason: string) => new BackupUnusable(archive, reason)
  if (!existsSync(archive)) throw unusable('there is no such file')
  try {
    // Synchronous: on an error nothing is still being written when the caller removes what was extracted.
    tar.x({
      file: archive,
      cwd: into,
      sync: true,
      strict: true,
      // Files and folders only: a link could point outside the folder.
      filter: (_path, entry) => !('type' in entry) || entry.type === 'File' || entry.type === 'Directory',
    })
  } catch (error) {
    throw unusable(`the archive cannot be read (${(error as Error).message})`)
  }
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(readFileSync(join(into, 'manifest.json'), 'utf8')) as BackupManifest
  } catch {
    throw unusable('it has no readable manifest.json')
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw unusable(`its format is ${String(manifest.format)}, this version reads ${BACKUP_FORMAT}`)
  const data = join(into, 'data')
  const present = existsSync(data) ? (await filesUnder(data)).map(posix) : []
  const listed = new Set(manifest.files.map(({ path }) => path))
  const extra = present.filter((path) => !listed.has(path))
  if (extra.length) throw unusable(`data/${extra[0]} is not in the manifest`)
  for (const file of manifest.files) {
    const path = join(data, file.path)
    if (!existsSync(path)) throw unusable(`data/${file.path} is missing`)
    if ((await stat(path)).size !== file.bytes || (await sha256(path)) !== file.sha256)
      throw unusable(`data/${file.path} does not match its checksum in the manifest`)
    if (file.kind !== 'sqlite') continue
    let problems: string[]
    try {
      problems = readOnly(path, (db) =>
        (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map(
          (row) => row.integrity_check,
        ),
      )
    } catch (error) {
      problems = [(error as Error).message]
    }
    if (problems.join() !== 'ok')
      throw unusable(`data/${file.path} fails SQLite's integrity check: ${problems[0]}`)
  }
  const { originals: _, ...held } = countsOf(data)
  const counts = { ...held, imageOriginals: present.filter((path) => path.startsWith('assets/')).length }
  for (const [key, value] of Object.entries(counts))
    if (manifest.counts[key as keyof BackupCounts] !== value)
      throw unusable(
        `its databases hold ${value} ${key}, the manifest says ${manifest.counts[key as keyof BackupCounts]}`,
      )
  return manifest
}

export interface RestoreResult {
  manifest: BackupManifest
  dataDir: string
  /** Where the folder it replaced now is; undefined when there was none. */
  kept?: string
}

/**
 * Replaces the data folder with an archive's: refuses while a process holds the folder (DataFolderInUse), checks
 * the whole archive before anything is replaced (BackupUnusable), and keeps the replaced folder beside it, renamed
 * `<folder>-before-restore-<time>`.
 */
export async function restoreBackup({
  archive,
  dataDir,
  now = new Date(),
}: {
  archive: string
  dataDir: string
  now?: Date
}): Promise<RestoreResult> {
  const purpose = 'npm run restore'
  let lock: DataLock | undefined = existsSync(dataDir) ? acquireDataLock(dataDir, purpose) : undefined
  // Beside the folder, so both renames stay on one file system (and are atomic).
  const staging = `${dataDir}-restoring-${stampOf(now)}`
  try {
    await rm(staging, { recursive: true, force: true })
    await mkdir(staging, { recursive: true })
    const manifest = await extractBackup(archive, staging)
    // A server that created the folder meanwhile holds it now.
    lock ??= existsSync(dataDir) ? acquireDataLock(dataDir, purpose) : undefined
    const kept = lock ? `${dataDir}-before-restore-${stampOf(now)}` : undefined
    if (kept) await rename(dataDir, kept)
    try {
      await rename(join(staging, 'data'), dataDir)
    } catch (error) {
      if (kept) await rename(kept, dataDir)
      throw error
    }
    if (kept) rmSync(lockFile(kept), { force: true })
    return { manifest, dataDir, kept }
  } finally {
    lock?.release()
    await rm(staging, { recursive: true, force: true })
  }
}
