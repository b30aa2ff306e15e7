// Where things live and what the environment says, in one place for the server and the scripts.
import { resolve } from 'node:path'

// import.meta.dirname, not a URL: Vitest rewrites import.meta.url for files it transforms.
export const rootDir = resolve(import.meta.dirname, '..')
export const distDir = resolve(rootDir, 'dist')
export const clientDir = resolve(distDir, 'client')
export const seedFile = resolve(rootDir, 'content/production.ndjson')

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(rootDir, env.CONTENT_LAKE_DATA_DIR ?? '.data')
}

export function port(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PORT ?? 3000)
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return value
}
