// A build is stale when any input of the bundle or the prerender changed since it was made. `npm start` compares a
// hash of those inputs with the one the last build wrote.
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { distDir, rootDir } from '#shared/paths.ts'

const INPUTS = [
  'web',
  'content',
  'build/index.ts',
  'render',
  'vite.config.ts',
  'vite.plugins.ts',
  'package-lock.json',
]
const stampFile = join(distDir, '.build-stamp')

async function* files(path: string): AsyncGenerator<string> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null)
  if (!entries) {
    yield path
    return
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name)))
    yield* files(join(path, entry.name))
}

export async function inputsHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for await (const file of files(join(rootDir, input))) {
      hash.update(relative(rootDir, file))
      hash.update(await readFile(file).catch(() => Buffer.alloc(0)))
    }
  }
  return hash.digest('hex')
}

export async function writeBuildStamp(): Promise<void> {
  await writeFile(stampFile, await inputsHash())
}

export async function isBuildFresh(): Promise<boolean> {
  const stamp = await readFile(stampFile, 'utf8').catch(() => '')
  return stamp !== '' && stamp === (await inputsHash())
}
