// `npm start`: builds when the build is missing or stale, then serves the site in a child process that is started
// again if it dies (scripts/supervise.ts): a crash must not leave the site down until somebody notices.
import { spawnSync } from 'node:child_process'
import { isBuildFresh } from '../build/build-stamp.ts'
import { supervise } from './supervise.ts'
import { rootDir } from '#shared/paths.ts'

if (!(await isBuildFresh())) {
  console.log('Build missing or stale: building first')
  const result = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
supervise(['server/index.ts'], { cwd: rootDir })
