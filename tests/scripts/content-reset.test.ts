// `npm run content:reset` replaces the store under a running server's feet, so it refuses while one holds the data
// folder (server/data-lock.ts), and changes nothing.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { rootDir } from '#shared/paths.ts'
import { acquireDataLock } from '../../server/data-lock.ts'

test('content:reset refuses while a server holds the data folder, and changes nothing', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'content-reset-'))
  await writeFile(join(dataDir, 'content-lake.sqlite'), 'the current store')
  const lock = acquireDataLock(dataDir, 'npm start')
  try {
    const reset = spawnSync(process.execPath, ['scripts/content-reset.ts'], {
      cwd: rootDir,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_LAKE_DATA_DIR: dataDir },
    })
    expect(reset.status).toBe(1)
    expect(reset.stderr).toBe(
      `npm run content:reset refused: ${dataDir} is in use by npm start (pid ${process.pid}, since ${lock.holder.startedAt}). Stop it, then reset again. Nothing was changed.\n`,
    )
    expect(await readFile(join(dataDir, 'content-lake.sqlite'), 'utf8')).toBe('the current store')
  } finally {
    lock.release()
    await rm(dataDir, { recursive: true, force: true })
  }
})
