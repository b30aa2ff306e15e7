// One process at a time holds a data folder (server/data-lock.ts): a second is refused while the first runs, and a
// lock left by a process that is gone (killed, or from before a reboot) is taken over.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, expect, test } from 'vitest'
import { acquireDataLock, dataLockHolder, DataFolderInUse, lockFile } from '../../server/data-lock.ts'

let dataDir: string
beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'data-lock-')), 'data')
})

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!

const staleLock = (fields: object) =>
  writeFile(
    lockFile(dataDir),
    JSON.stringify({
      purpose: 'npm start',
      host: hostname(),
      startedAt: '2026-01-01T00:00:00.000Z',
      nonce: 'x',
      ...fields,
    }),
  )

test('a second process is refused while the first holds the folder, with who holds it', () => {
  const lock = acquireDataLock(dataDir, 'npm start')
  try {
    expect(() => acquireDataLock(dataDir, 'npm run restore')).toThrow(
      new DataFolderInUse(dataDir, lock.holder),
    )
    expect(() => acquireDataLock(dataDir, 'npm run restore')).toThrow(
      `${dataDir} is in use by npm start (pid ${process.pid}, since ${lock.holder.startedAt})`,
    )
    expect(dataLockHolder(dataDir)).toEqual(lock.holder)
  } finally {
    lock.release()
  }
})

test('release removes the lock, and the folder can be taken again', () => {
  acquireDataLock(dataDir, 'npm start').release()
  expect(existsSync(lockFile(dataDir))).toBe(false)
  expect(dataLockHolder(dataDir)).toBeUndefined()
  acquireDataLock(dataDir, 'npm start').release()
})

test('a release never removes a lock taken over by another process', async () => {
  const lock = acquireDataLock(dataDir, 'npm start')
  await staleLock({ pid: process.pid, nonce: 'another' })
  lock.release()
  expect(JSON.parse(await readFile(lockFile(dataDir), 'utf8'))).toMatchObject({ nonce: 'another' })
})

test('a lock whose process has ended is taken over', async () => {
  acquireDataLock(dataDir, 'npm start').release()
  await staleLock({ pid: deadPid() })
  expect(dataLockHolder(dataDir)).toBeUndefined()
  const lock = acquireDataLock(dataDir, 'npm run restore')
  expect(dataLockHolder(dataDir)).toMatchObject({ pid: process.pid, purpose: 'npm run restore' })
  lock.release()
})

test('a lock from before a reboot is taken over, even if its pid runs again', async () => {
  acquireDataLock(dataDir, 'npm start').release()
  await staleLock({ pid: process.pid, bootId: 'an-earlier-boot' })
  const lock = acquireDataLock(dataDir, 'npm run restore')
  expect(lock.holder.purpose).toBe('npm run restore')
  lock.release()
})

test('a lock whose pid now belongs to a later process is taken over', async () => {
  acquireDataLock(dataDir, 'npm start').release()
  await staleLock({ pid: process.pid, processStart: '1' })
  acquireDataLock(dataDir, 'npm run restore').release()
})
