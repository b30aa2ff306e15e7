// `npm run bench:scale`: does the product stay fast as the content grows? Three parts, each in the same run as its
// baseline: the lake's page queries, RSS and start-up at the seed, +10,000 and (BENCH_SCALE_50K=1) +50,000 articles
// (scale-lake.ts); the build from scratch at 10, 100, 1,000 and 3,000 articles, and once more unchanged
// (scale-build.ts); `GET /` throughput against a trivial static server (scale-serving.ts). Writes
// bench-results/scale.json. Set BENCH_SCALE_ONLY=lake|build|serving to run one part.
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isBuildFresh } from '../../build/build-stamp.ts'
import { clientDir, rootDir } from '#shared/paths.ts'
import { benchSite } from './bench-site.ts'
import { buildTimes } from './scale-build.ts'
import { throughput, trivialStaticServer } from './scale-serving.ts'

const only = process.env.BENCH_SCALE_ONLY
const results: Record<string, unknown> = { measuredAt: new Date().toISOString() }

if (!only || only === 'lake') {
  console.log('## The lake as the dataset grows\n')
  const lake = spawnSync(process.execPath, ['scripts/bench/scale-lake.ts'], {
    cwd: rootDir,
    stdio: 'inherit',
  })
  if (lake.status !== 0) process.exit(lake.status ?? 1)
}

if (!only || only === 'build') {
  console.log('\n## Build time from scratch as the articles grow\n')
  const builds = await buildTimes()
  console.table(builds)
  results.builds = builds
}

if (!only || only === 'serving') {
  console.log('\n## GET / throughput against a trivial static server\n')
  if (!(await isBuildFresh())) {
    const built = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
    if (built.status !== 0) process.exit(built.status ?? 1)
  }
  const site = await benchSite('scale')
  const port = 5300 + Math.floor(Math.random() * 500)
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...site.env,
    },
    stdio: 'ignore',
  })
  try {
    const origin = `http://127.0.0.1:${port}`
    for (
      let attempt = 0;
      !(await fetch(origin).then(
        (r) => r.ok,
        () => false,
      ));
      attempt++
    ) {
      if (attempt > 300) throw new Error('the server did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // The server checks its pages against the lake once at start: measure after that.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const trivial = await trivialStaticServer(clientDir)
    const rounds = []
    // Alternating, three times each, so a busy moment of the machine hits both alike.
    for (let round = 0; round < 3; round++) {
      rounds.push({ ours: await throughput(origin), trivial: await throughput(trivial.origin) })
    }
    await trivial.close()
    const ours = rounds.map((round) => round.ours.requestsPerSecond).sort((a, b) => a - b)[1]!
    const base = rounds.map((round) => round.trivial.requestsPerSecond).sort((a, b) => a - b)[1]!
    const serving = { oursPerSecond: ours, trivialPerSecond: base, ratio: Number((ours / base).toFixed(2)) }
    console.table([serving])
    results.serving = serving
  } finally {
    server.kill('SIGKILL')
  }
}

await mkdir(join(rootDir, 'bench-results'), { recursive: true })
await writeFile(join(rootDir, 'bench-results/scale.json'), JSON.stringify(results, null, 2))
