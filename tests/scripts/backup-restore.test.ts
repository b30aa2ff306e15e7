// `npm run backup` and `npm run restore`, run for real as an operator would, against a real lake on a free port: a
// backup taken during a burst of writes holds every write acknowledged before it began, and a lake opened on its
// restore serves them (and the images). A restore refuses while the folder is in use, and an archive that is not
// whole replaces nothing.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { rootDir } from '#shared/paths.ts'
import { acquireDataLock } from '../../server/data-lock.ts'
import { lastBackupFile } from '../../server/backup.ts'
import { startLake, type TestLake } from '../content-lake/harness.ts'

const run = promisify(execFile)

/** Runs a script as `npm run` does, on `dataDir`; resolves with its exit code and output, whatever the code. */
async function script(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.ts`, ...args], {
      cwd: rootDir,
      env: { ...process.env, ...env },
    })
    return { status: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

let root: string
let lake: TestLake
let archive: string
let uploadedUrl: string
/** Every write the lake acknowledged before the backup began: document ids. */
let acknowledgedBefore: string[]
let leadsBefore: string[]
let writtenDuring = 0

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-restore-'))
  lake = await startLake()
  const red = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dc2626' } })
    .png()
    .toBuffer()
  const asset = await lake.editor.assets.upload('image', red, { filename: 'red.png' })
  uploadedUrl = asset.url
  const acknowledged: string[] = [asset._id]
  const leads: string[] = []
  let writing = true
  // Four writers in a loop: documents, and every fifth write of the first one a lead.
  const writers = [0, 1, 2, 3].map(async (writer) => {
    for (let n = 0; writing; n++) {
      if (writer === 0 && n % 5 === 0) {
        const id = `contactSubmission.burst-${n}`
        await lake.editor.createOrReplace({ _id: id, _type: 'contactSubmission', name: `Lead ${n}` })
        leads.push(id)
        acknowledged.push(id)
      } else {
        const id = `burst-${writer}-${n}`
        await lake.editor.create({ _id: id, _type: 'stat', value: `${n}`, label: `Writer ${writer}` })
        acknowledged.push(id)
      }
    }
  })
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10))
  acknowledgedBefore = [...acknowledged]
  leadsBefore = [...leads]
  const backupDir = join(root, 'backups')
  const backedUp = await script('backup', [], { CONTENT_LAKE_DATA_DIR: lake.dataDir, BACKUP_DIR: backupDir })
  writtenDuring = acknowledged.length - acknowledgedBefore.length
  writing = false
  await Promise.all(writers)
  expect(backedUp.stderr).toBe('')
  archive = join(backupDir, (await readdir(backupDir))[0]!)
}, 60_000)

afterAll(async () => {
  await lake?.close()
  await rm(root, { recursive: true, force: true })
})

test('the backup is taken while the lake keeps acknowledging writes', () => {
  expect(archive).toMatch(/\/production-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
  expect(writtenDuring).toBeGreaterThan(0)
})

test('the data folder says when the last backup was taken and where it went (the health check reads it)', async () => {
  const last = JSON.parse(await readFile(lastBackupFile(lake.dataDir), 'utf8')) as {
    at: string
    file: string
  }
  expect(last.file).toBe(archive)
  expect(Date.now() - Date.parse(last.at)).toBeLessThan(60_000)
})

test('a lake opened on the restored folder has every write acknowledged before the backup began', async () => {
  const dataDir = join(root, 'restored')
  const restored = await script('restore', [archive], { CONTENT_LAKE_DATA_DIR: dataDir })
  expect(restored.stderr).toBe('')
  expect(restored.stdout).toContain(`Restored ${dataDir} from ${archive}`)
  expect(restored.stdout).toContain('There was no data folder before.')
  const reopened = await startLake({ dataDir })
  try {
    const ids = await reopened.editor.fetch<string[]>('*[_id in $ids]._id', { ids: acknowledgedBefore })
    expect(ids.sort()).toEqual([...acknowledgedBefore].sort())
    const leads = await reopened.editor.fetch<string[]>('*[_type == "contactSubmission"]._id')
    expect(leads).toEqual(expect.arrayContaining(leadsBefore))
    const image = await fetch(`${new URL(reopened.url).origin}${uploadedUrl}?w=32`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  } finally {
    await reopened.close()
  }
})

/** A data folder with one file in it, to show that a refused restore leaves it as it was. */
async function existingFolder(name: string) {
  const dataDir = join(root, name, 'data')
  await mkdir(dataDir, { recursive: true })
  await writeFile(join(dataDir, 'content-lake.sqlite'), 'the current store')
  return dataDir
}

async function unchanged(dataDir: string) {
  expect(await readFile(join(dataDir, 'content-lake.sqlite'), 'utf8')).toBe('the current store')
  expect(await readdir(join(dataDir, '..'))).toEqual(['data'])
}

test('a restore refuses while a server holds the data folder', async () => {
  const dataDir = await existingFolder('in-use')
  const lock = acquireDataLock(dataDir, 'npm start')
  try {
    const restored = await script('restore', [archive], { CONTENT_LAKE_DATA_DIR: dataDir })
    expect(restored.status).toBe(1)
    expect(restored.stderr).toBe(
      `npm run restore refused: ${dataDir} is in use by npm start (pid ${process.pid}, since ${lock.holder.startedAt}). Stop it, then restore again. Nothing was replaced.\n`,
    )
    await unchanged(dataDir)
  } finally {
    lock.release()
  }
})

test('an archive whose file does not match its checksum is refused, and nothing is replaced', async () => {
  const dataDir = await existingFolder('tampered')
  const unpacked = join(root, 'unpacked')
  await mkdir(unpacked)
  await tar.x({ file: archive, cwd: unpacked })
  const store = join(unpacked, 'data/content-lake.sqlite')
  const bytes = await readFile(store)
  bytes[bytes.length - 100] ^= 0xff
  await writeFile(store, bytes)
  const tampered = join(root, 'tampered.tar.gz')
  await tar.c({ gzip: true, file: tampered, cwd: unpacked }, ['manifest.json', 'data'])
  const restored = await script('restore', [tampered], { CONTENT_LAKE_DATA_DIR: dataDir })
  expect(restored.status).toBe(1)
  expect(restored.stderr).toBe(
    `${tampered} is not a usable backup: data/content-lake.sqlite does not match its checksum in the manifest. Nothing was replaced.\n`,
  )
  await unchanged(dataDir)
})

test('an archive cut short is refused, and nothing is replaced', async () => {
  const dataDir = await existingFolder('truncated')
  const truncated = join(root, 'truncated.tar.gz')
  const whole = await readFile(archive)
  await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)))
  const restored = await script('restore', [truncated], { CONTENT_LAKE_DATA_DIR: dataDir })
  expect(restored.status).toBe(1)
  expect(restored.stderr).toBe(
    `${truncated} is not a usable backup: the archive cannot be read (zlib: unexpected end of file). Nothing was replaced.\n`,
  )
  await unchanged(dataDir)
})

test('a restore over an existing folder keeps it beside the restored one', async () => {
  const dataDir = await existingFolder('replaced')
  const restored = await script('restore', [archive], { CONTENT_LAKE_DATA_DIR: dataDir })
  expect(restored.stderr).toBe('')
  const [kept] = (await readdir(join(dataDir, '..'))).filter((name) => name !== 'data')
  expect(kept).toMatch(/^data-before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
  expect(restored.stdout).toContain(
    `The folder it replaced is kept as ${join(dataDir, '..', kept!)}: delete it once the site looks right.`,
  )
  expect(await readFile(join(dataDir, '..', kept!, 'content-lake.sqlite'), 'utf8')).toBe('the current store')
  expect(existsSync(join(dataDir, '..', kept!, 'data-folder.lock'))).toBe(false)
})
