// The server the Studio tests run against: `npm run studio` (studio/server/index.ts) on a content lake reset to the
// seed, serving the built site beside it. Builds the site first when the build is missing or stale, as npm start
// does (the draft preview needs the site's current code).
import { spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { dataDir, rootDir } from '#shared/paths.ts'
import { isBuildFresh } from '../../build/build-stamp.ts'

// These tests are about the offline Studio, whatever hosted project the environment names.
for (const name of ['SANITY_PROJECT_ID', 'SANITY_STUDIO_PROJECT_ID']) delete process.env[name]
await rm(dataDir(), { recursive: true, force: true })
if (!(await isBuildFresh())) {
  const build = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import('../../studio/server/index.ts')
