// Where things live and what the environment says, in one place for the server and the scripts.
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'

export const rootDir = resolve(fileURLToPath(new URL('..', import.meta.url)))
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
