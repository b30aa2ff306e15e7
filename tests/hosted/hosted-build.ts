// A hosted-mode build for the deployment rehearsals (netlify.test.ts, vercel.test.ts): `npm run build` with the
// stand-in's project, dataset and API host, as the platform's build runs it with the site's environment. In a copy of
// the project, so the work tree's dist/ (which the local server and the site's e2e tests use) stays as it is. The build
// prerenders from the stand-in and bakes its address into the bundles, so a stand-in runs at that address first, and
// the stand-ins that serve the build later listen at the same one (hosted-build-setup.ts).
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { rootDir } from '#shared/paths.ts'
import { STAND_IN_PROJECT } from './stand-in.ts'

const run = promisify(execFile)

/** The project's files (tracked and new, not ignored) in a folder of its own, with the same node_modules. */
async function copyProject(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'hosted-build-'))
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: rootDir,
    maxBuffer: 64 * 1024 * 1024,
  })
  // The worktree's node_modules may be a symlink git does not ignore (`node_modules/` matches only a folder).
  for (const file of stdout.split('\0').filter((name) => name && name !== 'node_modules')) {
    await mkdir(dirname(join(copy, file)), { recursive: true })
    // A file deleted in the work tree but still in the index is simply not copied.
    await cp(join(rootDir, file), join(copy, file)).catch(() => {})
  }
  await symlink(join(rootDir, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

/**
 * The copy's folder, built for the stand-in's project at `apiHost` (running), and how long the copy and the build took
 * (milliseconds). Removing it is the caller's.
 */
export async function buildHostedCopy(apiHost: string): Promise<{ project: string; buildMs: number }> {
  const started = performance.now()
  const project = await copyProject()
  // As the platform runs `npm run build`: with the site's environment (only the public project id, dataset and, for
  // tests, the API host reach the bundle: the tokens are read at run time); Vitest's own variables (NODE_ENV=test
  // among them) are not a build's.
  const buildEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  )
  try {
    await run(process.execPath, ['build/index.ts'], {
      cwd: project,
      env: {
        ...buildEnv,
        SANITY_PROJECT_ID: STAND_IN_PROJECT.projectId,
        SANITY_DATASET: STAND_IN_PROJECT.dataset,
        SANITY_API_HOST: apiHost,
      },
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    // A failed build leaves no copy behind: the caller never gets its folder to remove.
    await rm(project, { recursive: true, force: true })
    throw error
  }
  const buildMs = performance.now() - started
  return { project, buildMs }
}
