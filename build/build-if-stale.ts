// Builds the site when the build is missing or stale (build-stamp.ts), as `npm start` and the end-to-end runs need:
// `node build/build-if-stale.ts`, or buildIfStale() from a script. The e2e runs call it once before their servers start,
// because a server that rebuilt on its own would delete the build another test server is copying.
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { rootDir } from '#shared/paths.ts'
import { isBuildFresh } from './build-stamp.ts'

/** Exits the process with the build's status when a needed build fails. */
export async function buildIfStale(): Promise<void> {
  if (await isBuildFresh()) return
  console.log('Build missing or stale: building first')
  const result = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildIfStale()
