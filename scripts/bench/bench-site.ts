// What a bench's server serves: copies of the build's lake (lake-copy.ts) and of the build itself (SITE_DIST_DIR),
// so the bench's publishes, leads and attacks reach neither the developer's lake nor the dist/ that `npm start` and
// the tests serve (a bench that added 10,000 articles once left their pages there).
import { join } from 'node:path'
import { copyBuildToServe } from '../../build/served-copy.ts'
import { dataDir, rootDir } from '#shared/paths.ts'
import { copyBuildLake } from './lake-copy.ts'

/** The bench `name`'s copies, made afresh, and the server environment that serves them. */
export async function benchSite(name: string, lakeDir = join(rootDir, `.data/bench-${name}`)) {
  await copyBuildLake(dataDir(), lakeDir)
  const distDir = `.data/bench-${name}-dist`
  await copyBuildToServe({ SITE_DIST_DIR: distDir })
  return { lakeDir, env: { CONTENT_LAKE_DATA_DIR: lakeDir, SITE_DIST_DIR: distDir } }
}
