// Where the project's files live on disk, in one place for the server, the build, the Studio server, the scripts
// and the tests. Node only: the site's browser code never imports it.
import { resolve } from 'node:path'

// import.meta.dirname, not a URL: Vitest rewrites import.meta.url for files it transforms.
export const rootDir = resolve(import.meta.dirname, '..')
export const distDir = resolve(rootDir, 'dist')
export const clientDir = resolve(distDir, 'client')
export const seedFile = resolve(rootDir, 'content/production.ndjson')

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(rootDir, env.CONTENT_LAKE_DATA_DIR ?? '.data')
}
