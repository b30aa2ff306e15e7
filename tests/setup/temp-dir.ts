// Vitest's global setup for every project: the run's temporary files (lakes, data folders, exports, backups, made
// under os.tmpdir() by the tests and the servers they start) go in one folder of the run's own, removed when the run
// ends, so a run leaves nothing in /tmp however a test ends. Before it, a run of the suite left about 175 folders
// there (docs/testing.md, "Rules that keep the suite trustworthy").
// Workers and the processes tests start inherit TMPDIR, which os.tmpdir() reads at each call. Projects that extend
// the root config run this setup again: the first call makes the folder, the others find it set.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const MARK = 'VITEST_RUN_TMPDIR'

export default function setup() {
  if (process.env[MARK]) return
  const previous = process.env.TMPDIR
  const dir = mkdtempSync(join(tmpdir(), 'vitest-run-'))
  process.env.TMPDIR = dir
  process.env[MARK] = dir
  return () => {
    rmSync(dir, { recursive: true, force: true })
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
    delete process.env[MARK]
  }
}
