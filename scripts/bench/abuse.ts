// `npm run bench:abuse`: what one hostile client does to everybody else. Starts the built site in a child process on
// a copy of the build's lake, measures `GET /` at rest, then again during each attack, and reports the p95 during
// the attack as a ratio to the idle p95, what the attack itself was answered, and whether the server survived.
// Only ever run against 127.0.0.1. Writes bench-results/abuse.json.
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isBuildFresh } from '../../build/build-stamp.ts'
import { dataDir, rootDir } from '#shared/paths.ts'
import { copyBuildLake } from './lake-copy.ts'
import { percentile } from './stats.ts'

const API = '/content-lake/v2025-02-19'
/** GET / is asked for every PACE_MS while an attack runs (one request at a time, as a visitor's browser would). */
const PACE_MS = 25
const IDLE_SAMPLES = 200

if (!(await isBuildFresh())) {
  const result = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const benchDataDir = join(rootDir, '.data/bench-abuse')
await copyBuildLake(dataDir(), benchDataDir)

const port = 4300 + Math.floor(Math.random() * 500)
const origin = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['server/index.ts'], {
  cwd: rootDir,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONTENT_LAKE_DATA_DIR: benchDataDir },
  stdio: ['ignore', 'ignore', 'pipe'],
})
let serverExit: string | null = null
server.on('exit', (code, signal) => (serverExit = signal ?? `exit code ${code}`))
const serverErrors: string[] = []
server.stderr.on('data', (chunk: Buffer) => serverErrors.push(chunk.toString()))

async function waitUntilUp() {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (serverExit)
      throw new Error(`The server stopped at start-up (${serverExit}): ${serverErrors.join('')}`)
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The server did not come up within 30 s')
}

/** Times one GET / (30 s at most: a server that does not answer by then counts as 30 s). */
async function timeHome(): Promise<number> {
  const started = performance.now()
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(30_000) })
    await response.arrayBuffer()
  } catch {
    // a time-out or a refused connection: the visitor waited this long for nothing
  }
  return performance.now() - started
}

/** GET / one after another until `done` settles. */
async function sampleHomeUntil(done: Promise<unknown>) {
  let finished = false
  void done.finally(() => (finished = true))
  const times: number[] = []
  while (!finished || times.length < 5) {
    times.push(await timeHome())
    await new Promise((resolve) => setTimeout(resolve, PACE_MS))
  }
  return times
}

/** VmHWM: the most memory the server process has held so far. */
async function peakMemoryMb(): Promise<number | null> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8').catch(() => null)
  const match = status?.match(/VmHWM:\s+(\d+) kB/)
  return match ? Math.round(Number(match[1]) / 1024) : null
}

interface AttackOutcome {
  /** What the attacker got back, e.g. "408 queryTimeoutError in 5012 ms". */
  answers: string[]
}

async function answerOf(request: Promise<Response>): Promise<string> {
  const started = performance.now()
  try {
    const response = await request
    const body = await response.text()
    let type = ''
    try {
      type = (JSON.parse(body) as { error?: { type?: string } }).error?.type ?? ''
    } catch {
      // not JSON (an image)
    }
    return `${response.status}${type ? ` ${type}` : ''} in ${Math.round(performance.now() - started)} ms`
  } catch (error) {
    return `failed (${(error as Error).message}) after ${Math.round(performance.now() - started)} ms`
  }
}

const query = (groq: string) =>
  fetch(`${origin}${API}/data/query/production?query=${encodeURIComponent(groq)}`, {
    signal: AbortSignal.timeout(120_000),
  })

async function imageUrl(): Promise<string> {
  const response = await query('*[_type == "sanity.imageAsset"][0].url')
  const { result } = (await response.json()) as { result: string }
  return new URL(result, origin).pathname
}

const ATTACKS: { name: string; run: () => Promise<AttackOutcome> }[] = [
  {
    name: 'nested query: count(*[]{x: *[]{y: *[]{z: *[]}}}[].x[].y[].z[])',
    run: async () => ({
      answers: [await answerOf(query('count(*[]{ "x": *[]{ "y": *[]{ "z": *[] } } }[].x[].y[].z[])'))],
    }),
  },
  {
    name: 'four parallel *[]{x: *[]{y: *[]}}',
    run: async () => ({
      answers: await Promise.all(
        Array.from({ length: 4 }, () => answerOf(query('*[]{ "x": *[]{ "y": *[] } }'))),
      ),
    }),
  },
  {
    name: 'six parallel ?w=20000&h=20000&dpr=3&fm=png&fit=crop',
    run: async () => {
      const url = await imageUrl()
      const nonce = Date.now()
      return {
        answers: await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            // An enlarging fit, and a rect of its own each (wider than the image, cut to it by the server), so no
            // two requests share a cached or in-flight variant.
            answerOf(
              fetch(
                `${origin}${url}?w=20000&h=20000&dpr=3&fm=png&fit=crop&rect=0,0,${(nonce % 100_000) * 10 + index + 100_000},1000000`,
                { signal: AbortSignal.timeout(120_000) },
              ),
            ),
          ),
        ),
      }
    },
  },
  {
    name: '200 MB JSON body to the query endpoint',
    run: async () => {
      const chunk = new TextEncoder().encode(' '.repeat(1024 * 1024))
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 200) controller.enqueue(chunk)
          else controller.close()
        },
      })
      return {
        answers: [
          await answerOf(
            fetch(`${origin}${API}/data/query/production`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
              duplex: 'half',
              signal: AbortSignal.timeout(120_000),
            } as RequestInit),
          ),
        ],
      }
    },
  },
]

try {
  await waitUntilUp()
  for (let i = 0; i < 20; i++) await timeHome() // warm up
  const idle: number[] = []
  for (let i = 0; i < IDLE_SAMPLES; i++) {
    idle.push(await timeHome())
    await new Promise((resolve) => setTimeout(resolve, PACE_MS))
  }
  const idleP95 = percentile(idle, 0.95)
  const rows: Record<string, unknown>[] = [
    {
      attack: 'none (idle)',
      'GET / p50 ms': percentile(idle, 0.5),
      'GET / p95 ms': idleP95,
      'p95 / idle': 1,
    },
  ]
  for (const attack of ATTACKS) {
    const outcome = attack.run()
    const during = await sampleHomeUntil(outcome)
    const { answers } = await outcome
    const p95 = percentile(during, 0.95)
    const up =
      !serverExit &&
      (await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      ))
    rows.push({
      attack: attack.name,
      'GET / p50 ms': percentile(during, 0.5),
      'GET / p95 ms': p95,
      'p95 / idle': Number((p95 / idleP95).toFixed(2)),
      'attacker got': [...new Set(answers)].join('; '),
      'server up after': up,
    })
    if (!up) {
      await waitUntilUp().catch(() => {})
      if (serverExit) break
    }
  }
  const peak = await peakMemoryMb()
  console.table(rows)
  console.log(`Server peak memory (VmHWM): ${peak ?? '?'} MB; still running: ${!serverExit}`)
  await mkdir(join(rootDir, 'bench-results'), { recursive: true })
  await writeFile(
    join(rootDir, 'bench-results/abuse.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), rows, peakMemoryMb: peak }, null, 2),
  )
} finally {
  server.kill('SIGKILL')
}
