// The server's scheduled backups (server/backup-schedule.ts): off unless BACKUP_EVERY_HOURS is set; the next one is
// due that long after the newest archive (at once when there is none), and only the newest BACKUP_KEEP are kept.
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, expect, test } from 'vitest'
import { backupSettings, startBackupSchedule } from '../../server/backup-schedule.ts'

let root: string
let dataDir: string
let backupDir: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-schedule-'))
  dataDir = join(root, 'data')
  backupDir = join(root, 'backups')
  await mkdir(dataDir)
  await writeFile(join(dataDir, 'editor-token'), 'token')
})

const quiet = { log: () => {}, logError: () => {} }
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20))
}

test('without BACKUP_EVERY_HOURS nothing is scheduled', async () => {
  const schedule = startBackupSchedule({ BACKUP_DIR: backupDir }, { dataDir, ...quiet })
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(schedule.status()).toEqual({})
  await schedule.stop()
})

test('with no archive yet, the first backup is taken at once and the next is due that many hours later', async () => {
  const schedule = startBackupSchedule(
    { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '6' },
    { dataDir, ...quiet },
  )
  await until(() => Boolean(schedule.status().lastBackup))
  await until(
    () => schedule.status().nextAt !== undefined && schedule.status().nextAt! > new Date().toISOString(),
  )
  const { lastBackup, nextAt } = schedule.status()
  expect(Date.parse(nextAt!) - Date.now()).toBeGreaterThan(6 * 3_600_000 - 60_000)
  expect(await readdir(backupDir)).toEqual([lastBackup!.file.split('/').pop()])
  await schedule.stop()
})

test('the next backup is due BACKUP_EVERY_HOURS after the newest archive already there', async () => {
  await mkdir(backupDir)
  const newest = new Date(Date.now() - 3_600_000)
  const name = `production-${newest.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`
  await writeFile(join(backupDir, name), '')
  const schedule = startBackupSchedule(
    { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '2' },
    { dataDir, ...quiet },
  )
  await until(() => schedule.status().nextAt !== undefined)
  expect(schedule.status().nextAt).toBe(
    new Date(Math.floor(newest.getTime() / 1000) * 1000 + 7_200_000).toISOString(),
  )
  await schedule.stop()
})

test('only the newest BACKUP_KEEP archives are kept', async () => {
  await mkdir(backupDir)
  const old = ['2026-01-01T00-00-00Z', '2026-01-02T00-00-00Z', '2026-01-03T00-00-00Z']
  for (const stamp of old) await writeFile(join(backupDir, `production-${stamp}.tar.gz`), '')
  const schedule = startBackupSchedule({ BACKUP_DIR: backupDir, BACKUP_KEEP: '2' }, { dataDir, ...quiet })
  await schedule.runNow()
  expect((await readdir(backupDir)).sort()).toEqual([
    'production-2026-01-03T00-00-00Z.tar.gz',
    schedule.status().lastBackup!.file.split('/').pop(),
  ])
  await schedule.stop()
})

test('settings that are not numbers are refused with the variable named', () => {
  expect(() => backupSettings({ BACKUP_EVERY_HOURS: 'daily' })).toThrow(
    'BACKUP_EVERY_HOURS must be a number of hours over 0, got "daily"',
  )
  expect(() => backupSettings({ BACKUP_KEEP: '0' })).toThrow(
    'BACKUP_KEEP must be a whole number of archives, 1 or more, got "0"',
  )
})
