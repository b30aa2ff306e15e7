// Build time as the content grows: the committed project is copied to a throwaway folder (so the developer's dist/
// and lake stay untouched), its seed gets N generated articles, and `npm run build`'s script runs there from scratch
// (twice, the faster kept); then once more with nothing changed, which keeps the previous pages (build/index.ts
// reusePages).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rootDir } from '#shared/paths.ts'
import { generateArticles } from './scale-content.ts'

export interface BuildTime {
  articles: number
  /** The faster of two builds from scratch (see timedBuild). */
  seconds: number
  /** Both builds' times. */
  runs: number[]
  /** Against the build of the seed alone, measured in the same run. */
  ratio: number
  /** A second build with nothing changed. */
  unchangedSeconds?: number
}

function timedBuild(dir: string): number {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['build/index.ts'], {
    cwd: dir,
    env: { ...process.env, CONTENT_LAKE_DATA_DIR: '.data-scale' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`the build failed in ${dir}`)
  return (performance.now() - started) / 1000
}

/** `extra`: generated articles added to the seed's own, one build each. */
export async function buildTimes(extra: number[] = [0, 90, 990, 2990]): Promise<BuildTime[]> {
  const dir = await mkdtemp(join(tmpdir(), 'scale-build-'))
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], {
      cwd: rootDir,
      maxBuffer: 1 << 30,
    })
    execFileSync('tar', ['-x', '-C', dir], { input: archive })
    await symlink(join(rootDir, 'node_modules'), join(dir, 'node_modules'))
    const seedFile = join(dir, 'content/production.ndjson')
    const seed = await readFile(seedFile, 'utf8')
    const seedArticles = seed.split('\n').filter((line) => line.includes('"_type":"blogPost"')).length
    // Generated articles use a seed image, uploaded once by the seed loader like the seed's own.
    const image = JSON.parse(seed.split('\n').find((line) => line.includes('"_type":"blogPost"'))!).image as {
      _sanityAsset: string
    }
    const rows: BuildTime[] = []
    for (const count of extra) {
      const articles = generateArticles(count, 'unused').map((article) => ({
        ...article,
        image: { _type: 'image', _sanityAsset: image._sanityAsset, alt: `Artwork for ${article.title}` },
      }))
      await writeFile(
        seedFile,
        `${seed.trimEnd()}\n${articles.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
      )
      // Twice from scratch, the faster kept: on a shared machine one build in a few is slowed by other work, by up to a
      // fifth, and a ratio should not depend on which build that was.
      const runs: number[] = []
      for (let run = 0; run < 2; run++) {
        await rm(join(dir, 'dist'), { recursive: true, force: true })
        await rm(join(dir, '.data-scale'), { recursive: true, force: true })
        runs.push(timedBuild(dir))
      }
      const seconds = Math.min(...runs)
      const row: BuildTime = {
        articles: seedArticles + count,
        seconds: Number(seconds.toFixed(1)),
        runs: runs.map((run) => Number(run.toFixed(1))),
        ratio: Number((seconds / (rows[0]?.seconds ?? seconds)).toFixed(2)),
      }
      if (count === extra.at(-1)) row.unchangedSeconds = Number(timedBuild(dir).toFixed(1))
      rows.push(row)
    }
    return rows
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
