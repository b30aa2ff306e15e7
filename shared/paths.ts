// Where the project's files live on disk, in one place for the server, the build, the Studio server, the scripts
// and the tests. Node only: the site's browser code never imports it.
import { resolve } from 'node:path'

// import.meta.dirname, not a URL: Vitest rewrites import.meta.url for files it transforms.
export const rootDir = resolve(import.meta.dirname, '..')
export const distDir = resolve(rootDir, 'dist')
export const clientDir = resolve(distDir, 'client')
/**
 * The build a server serves and writes its live pages into: `dist/` itself, unless SITE_DIST_DIR names a copy. The
 * test servers each take a copy (copyBuild), so the site's and the Studio's tests run side by side without writing
 * each other's pages, and neither leaves test content in the build that `npm start` serves.
 */
export function servedDist(env: NodeJS.ProcessEnv = process.env): { distDir: string; clientDir: string } {
  const dir = env.SITE_DIST_DIR ? resolve(rootDir, env.SITE_DIST_DIR) : distDir
  return { distDir: dir, clientDir: resolve(dir, 'client') }
}

export const seedFile = resolve(rootDir, 'content/production.ndjson')

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(rootDir, env.CONTENT_LAKE_DATA_DIR ?? '.data')
}
