// `npm run build:studio`: builds Sanity Studio (studio/) into studio/dist with `sanity build`, offline, and stamps
// the result with a hash of its inputs so `npm run studio` rebuilds only when the Studio, the schemas, the
// installed packages or the SANITY_STUDIO_* settings changed.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { rootDir } from '../../shared/paths.ts'

export const studioDir = join(rootDir, 'studio')
export const studioDistDir = join(studioDir, 'dist')
const stampFile = join(studioDistDir, '.studio-stamp')
const INPUTS = ['studio', 'schemas', 'package-lock.json']
const SKIP = new Set([
  'studio/dist',
  // The Studio's Node server is not part of the bundle.
  'studio/server',
  'studio/.sanity',
  'studio/node_modules',
  'studio/README.md',
  'studio/docs',
  'schemas/schema.json',
])

/** What the bundle inlines from the environment: only SANITY_STUDIO_* variables reach the browser. */
export function studioEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const settings: Record<string, string> = {}
  const projectId = env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID
  const dataset = env.SANITY_STUDIO_DATASET || env.SANITY_DATASET
  if (projectId) settings.SANITY_STUDIO_PROJECT_ID = projectId
  if (dataset) settings.SANITY_STUDIO_DATASET = dataset
  for (const [key, value] of Object.entries(env))
    if (key.startsWith('SANITY_STUDIO_') && value && !(key in settings)) settings[key] = value
  return settings
}

async function* files(path: string): AsyncGenerator<string> {
  if (SKIP.has(relative(rootDir, path))) return
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null)
  if (!entries) {
    yield path
    return
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name)))
    yield* files(join(path, entry.name))
}

export async function studioInputsHash(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const hash = createHash('sha256')
  hash.update(JSON.stringify(Object.entries(studioEnv(env)).sort()))
  for (const input of INPUTS) {
    for await (const file of files(join(rootDir, input))) {
      hash.update(relative(rootDir, file))
      hash.update(await readFile(file).catch(() => Buffer.alloc(0)))
    }
  }
  return hash.digest('hex')
}

export async function isStudioBuildFresh(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const stamp = await readFile(stampFile, 'utf8').catch(() => '')
  return stamp !== '' && stamp === (await studioInputsHash(env))
}

/** Runs `sanity build` in studio/ (no network: telemetry and update checks off) and writes the stamp. */
export async function buildStudio(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const started = Date.now()
  const settings = studioEnv(env)
  const childEnv: NodeJS.ProcessEnv = { ...env, DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1', ...settings }
  // A hosted project id only when one is configured; an inherited empty one would mean "hosted" to the bundle.
  if (!settings.SANITY_STUDIO_PROJECT_ID) delete childEnv.SANITY_STUDIO_PROJECT_ID
  const cli = join(rootDir, 'node_modules/sanity/bin/sanity')
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', '--yes'], {
      cwd: studioDir,
      env: childEnv,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (code !== 0) throw new Error(`sanity build exited with ${code}`)
  await writeFile(stampFile, await studioInputsHash(env))
  console.log(
    `Studio built into ${relative(rootDir, studioDistDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

if (import.meta.main) {
  await buildStudio().catch((error: unknown) => {
    console.error((error as Error).message)
    process.exit(1)
  })
}
