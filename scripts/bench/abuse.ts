// `npm run bench:abuse`: what one hostile client does to everybody else. Starts the built site in a child process on
// a copy of the build's lake, measures `GET /` at rest, then again during each attack, and reports the p95 during
// the attack as a ratio to the idle p95, how many of those answers were wrong (not the home page), what the attack
// itself was answered, whether the server survived, and its memory at rest, at its peak and after the attacks.
// Run as root, the data folder is a small tmpfs of its own, so the last attack can fill its disk for real.
// Only ever run against 127.0.0.1. Writes bench-results/abuse.json.
import { spawn, spawnSync } from 'node:child_process'
import { request as httpRequest, type ClientRequest } from 'node:http'
import { mkdir, readdir, readFile, rm, statfs, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isBuildFresh } from '../../build/build-stamp.ts'
import { rootDir } from '#shared/paths.ts'
import { serverEnv } from '../supervise.ts'
import { benchSite } from './bench-site.ts'
import { percentile } from './stats.ts'

const API = '/content-lake/v2025-02-19'
/** GET / is asked for every PACE_MS while an attack runs (one request at a time, as a visitor's browser would). */
const PACE_MS = 25
const IDLE_SAMPLES = 200
const MIN_SAMPLES = 60

if (!(await isBuildFresh())) {
  const result = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
/** A disk of its own for the data folder (root only: a tmpfs mount), so that filling it harms nothing else. */
const DISK_MB = 64
const diskMount = join('/tmp', `bench-abuse-disk-${process.pid}`)
async function mountSmallDisk(): Promise<boolean> {
  if (process.getuid?.() !== 0) return false
  await mkdir(diskMount, { recursive: true })
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', diskMount])
  return mounted.status === 0
}
const ownDisk = await mountSmallDisk()
if (ownDisk) {
  // Interrupted (Ctrl+C): the server goes, and so does the mount.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      server.kill('SIGKILL')
      server.once('exit', () => {
        spawnSync('umount', [diskMount])
        process.exit(130)
      })
    })
}
const site = await benchSite('abuse', ownDisk ? diskMount : undefined)
const benchDataDir = site.lakeDir
const EDITOR_TOKEN = `bench-abuse-editor-${process.pid}`

const port = 4300 + Math.floor(Math.random() * 500)
const origin = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['server/index.ts'], {
  cwd: rootDir,
  // The environment `npm start` gives the server (MALLOC_ARENA_MAX among it).
  env: {
    ...serverEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    ...site.env,
    CONTENT_LAKE_TOKEN: EDITOR_TOKEN,
    // Node's own figures (the main thread's heap) beside /proc's, to say where what stays after the attacks is.
    METRICS: '1',
    METRICS_TOKEN: EDITOR_TOKEN,
  },
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

/** What GET / answers at rest: its title. Any answer during an attack without it is wrong. */
let homeTitle = ''
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

interface Sample {
  ms: number
  /** Not the home page: an error, a time-out, or another page. */
  wrong: boolean
}

/** Times one GET / (30 s at most: a server that does not answer by then counts as 30 s, and as wrong). */
async function timeHome(): Promise<Sample> {
  const started = performance.now()
  let wrong = true
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(30_000) })
    const html = await response.text()
    wrong = response.status !== 200 || (homeTitle !== '' && titleOf(html) !== homeTitle)
  } catch {
    // a time-out or a refused connection: the visitor waited this long for nothing
  }
  return { ms: performance.now() - started, wrong }
}

/** GET / one after another until `done` settles. */
async function sampleHomeUntil(done: Promise<unknown>) {
  let finished = false
  void done.finally(() => (finished = true))
  const samples: Sample[] = []
  // At least MIN_SAMPLES (about 2 s), so that a quick attack's p95 is not one sample's time.
  while (!finished || samples.length < MIN_SAMPLES) {
    samples.push(await timeHome())
    await new Promise((resolve) => setTimeout(resolve, PACE_MS))
  }
  return samples
}

/** The server's memory from /proc: VmRSS (now) or VmHWM (the most it has held so far), in MB. */
async function memoryMb(field: 'VmRSS' | 'VmHWM'): Promise<number | null> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8').catch(() => null)
  const match = status?.match(new RegExp(`${field}:\\s+(\\d+) kB`))
  return match ? Math.round(Number(match[1]) / 1024) : null
}

/** The main thread's V8 heap (total) and memory outside it (Buffers and the shared arena), from /metrics, in MB. */
async function nodeMemoryMb(): Promise<{ heapMb: number; externalMb: number } | null> {
  const text = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } })
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '')
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)
  const heap = value('nodejs_heap_size_total_bytes')
  const external = value('nodejs_external_memory_bytes')
  if (Number.isNaN(heap)) return null
  return { heapMb: Math.round(heap / 2 ** 20), externalMb: Math.round(external / 2 ** 20) }
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

/** Event streams each client opens in the flood, and how many clients (local addresses 127.0.0.11, .12, ...). */
const FLOOD_PER_CLIENT = 50
const FLOOD_CLIENTS = 20
const FLOOD_HOLD_MS = 5000
/** How long the full disk is kept full under write attempts (GET / is timed throughout). */
const FULL_HOLD_MS = 10_000

/** Opens one event stream from a local address; settles with its status once the answer's headers arrive. */
function openStream(
  path: string,
  localAddress: string,
  open: ClientRequest[],
  headers: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, localAddress, agent: false, headers },
      (response) => {
        // An open stream's events are left unread; a refusal's body is drained.
        if (response.statusCode !== 200) response.resume()
        resolve(String(response.statusCode))
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => resolve(`failed (${error.code ?? error.message})`))
    request.end()
    open.push(request)
  })
}

/** "256 × 200, 744 × 429" */
function tally(answers: string[]): string {
  const counts = new Map<string, number>()
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1)
  return [...counts].map(([answer, count]) => `${count} × ${answer}`).join(', ')
}

async function streamFlood(): Promise<AttackOutcome> {
  const open: ClientRequest[] = []
  const listen = `${API}/data/listen/production?query=${encodeURIComponent('*[_type == "stat"]')}`
  const live = `${API}/data/live/events/production`
  try {
    // Visitors may open live-event streams only (listening needs the editor's token).
    const answers = await Promise.all(
      Array.from({ length: FLOOD_CLIENTS * FLOOD_PER_CLIENT }, (_, index) =>
        openStream(live, `127.0.0.${11 + (index % FLOOD_CLIENTS)}`, open, { accept: 'text/event-stream' }),
      ),
    )
    // The Studio has streams of its own: visitors filling theirs must not lock the editor out.
    const editor = await openStream(listen, '127.0.0.1', open, { authorization: `Bearer ${EDITOR_TOKEN}` })
    await new Promise((resolve) => setTimeout(resolve, FLOOD_HOLD_MS))
    return { answers: [`streams: ${tally(answers)}`, `the editor's stream meanwhile: ${editor}`] }
  } finally {
    for (const request of open) request.destroy()
  }
}

/** Where the lead sent while the disk was full was kept: a thank-you must mean it is somewhere. */
async function whereIsTheLead(): Promise<string> {
  const query = encodeURIComponent(
    'count(*[_type == "contactSubmission" && email == "disk.full@example.com"])',
  )
  const { result } = (await (await editorFetch(`/data/query/production?query=${query}`)).json()) as {
    result: number
  }
  const outbox = join(benchDataDir, 'outbox')
  const mails = await readdir(outbox).catch(() => [] as string[])
  let mailed = 0
  for (const file of mails)
    if ((await readFile(join(outbox, file), 'utf8')).includes('disk.full@example.com')) mailed++
  return `kept: ${result} in the lake, ${mailed} in the outbox`
}

const editorFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}${API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${EDITOR_TOKEN}` },
    signal: AbortSignal.timeout(30_000),
  })
const createDocument = (id: string, text: string) =>
  editorFetch('/data/mutate/production', {
    method: 'POST',
    body: JSON.stringify({ mutations: [{ create: { _id: id, _type: 'benchFiller', text } }] }),
  })

/**
 * Leaves half a megabyte free on the data folder's disk, then writes 32 KB documents until the lake refuses them and
 * for FULL_HOLD_MS more, and sends a contact form; then checks that every write answered as saved is there and every refused one is not, what the health
 * check says, and that writing works again once the ballast is gone.
 */
async function fillTheDisk(): Promise<AttackOutcome> {
  const ballast = join(benchDataDir, 'ballast.bin')
  const { bavail, bsize } = await statfs(benchDataDir)
  await writeFile(ballast, Buffer.alloc(Math.max(0, bavail * bsize - 512 * 1024)))
  const text = 'x'.repeat(32 * 1024)
  const saved: string[] = []
  const refused: string[] = []
  const otherAnswers: string[] = []
  let health = ''
  let contact = ''
  try {
    // Writes until the disk is full, then goes on trying for FULL_HOLD_MS as a busy editor would.
    let fullSince = 0
    for (let index = 0; index < 5000; index++) {
      if (fullSince && performance.now() - fullSince > FULL_HOLD_MS) break
      const id = `bench-disk-${process.pid}-${index}`
      const answer = await answerOf(createDocument(id, text))
      if (answer.startsWith('200')) saved.push(id)
      else {
        if (answer.startsWith('507')) refused.push(id)
        else otherAnswers.push(answer)
        fullSince ||= performance.now()
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // A visitor's message meanwhile: neither the lake nor the outbox (same disk) can keep it, so the visitor hears
    // it was not sent (503) rather than a thank-you for a lost message. With SMTP_URL it would be mailed instead.
    contact = await answerOf(
      fetch(`${origin}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          name: 'Disk Full',
          email: 'disk.full@example.com',
          company: 'Bench',
          service: 'sap',
          message: 'Sent while the data folder disk is full.',
          elapsedMs: 5000,
        }),
      }),
    )
    const check = await fetch(`${origin}/api/health`, {
      headers: { authorization: `Bearer ${EDITOR_TOKEN}` },
    })
    const body = (await check.json()) as { status: string; checks: { lake: { ok: boolean } } }
    health = `${check.status} ${body.status} (lake ok: ${body.checks.lake.ok})`
  } finally {
    await rm(ballast, { force: true })
  }
  const ids = [...saved, ...refused]
  const query = encodeURIComponent('*[_id in $ids]._id')
  const found = (await (
    await editorFetch(`/data/query/production?query=${query}&$ids=${encodeURIComponent(JSON.stringify(ids))}`)
  ).json()) as { result: string[] }
  const present = new Set(found.result)
  const lies = saved.filter((id) => !present.has(id)).length + refused.filter((id) => present.has(id)).length
  const afterwards = await answerOf(createDocument(`bench-disk-${process.pid}-after`, 'space again'))
  return {
    answers: [
      `${saved.length} writes saved, then ${refused.length} answered 507${otherAnswers.length ? `, other: ${tally(otherAnswers)}` : ''}`,
      `a contact form sent while full: ${contact}${contact.startsWith('200') ? ` (${await whereIsTheLead()})` : ''}`,
      `health while full: ${health}`,
      `${lies} lies (a write answered saved and missing, or refused and present)`,
      `once space is freed: ${afterwards}`,
    ],
  }
}

ATTACKS.push({
  name: `stream flood: ${FLOOD_CLIENTS} clients × ${FLOOD_PER_CLIENT} event streams`,
  run: streamFlood,
})
if (ownDisk) ATTACKS.push({ name: `nearly full disk (${DISK_MB} MB tmpfs, 512 KB left)`, run: fillTheDisk })

try {
  await waitUntilUp()
  homeTitle = titleOf(await (await fetch(`${origin}/`)).text())
  for (let i = 0; i < 20; i++) await timeHome() // warm up
  const memoryAtRest = await memoryMb('VmRSS')
  const nodeAtRest = await nodeMemoryMb()
  const idle: Sample[] = []
  for (let i = 0; i < IDLE_SAMPLES; i++) {
    idle.push(await timeHome())
    await new Promise((resolve) => setTimeout(resolve, PACE_MS))
  }
  const times = (samples: Sample[]) => samples.map((sample) => sample.ms)
  const idleP95 = percentile(times(idle), 0.95)
  const rows: Record<string, unknown>[] = [
    {
      attack: 'none (idle)',
      'GET / p50 ms': percentile(times(idle), 0.5),
      'GET / p95 ms': idleP95,
      'p95 / idle': 1,
      'wrong answers': idle.filter((sample) => sample.wrong).length,
    },
  ]
  for (const attack of ATTACKS) {
    const outcome = attack.run()
    const during = await sampleHomeUntil(outcome)
    const { answers } = await outcome
    const p95 = percentile(times(during), 0.95)
    const up =
      !serverExit &&
      (await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      ))
    rows.push({
      attack: attack.name,
      'GET / p50 ms': percentile(times(during), 0.5),
      'GET / p95 ms': p95,
      'p95 / idle': Number((p95 / idleP95).toFixed(2)),
      'wrong answers': `${during.filter((sample) => sample.wrong).length} of ${during.length}`,
      'attacker got': [...new Set(answers)].join('; '),
      'server up after': up,
      'RSS after MB': await memoryMb('VmRSS'),
    })
    if (!up) {
      await waitUntilUp().catch(() => {})
      if (serverExit) break
    }
  }
  const peak = await memoryMb('VmHWM')
  const afterAttacks = await memoryMb('VmRSS')
  // What stays once the attacks are over and the server has been idle a while.
  await new Promise((resolve) => setTimeout(resolve, 30_000))
  const settled = await memoryMb('VmRSS')
  const nodeSettled = await nodeMemoryMb()
  const memory = {
    atRestMb: memoryAtRest,
    peakMb: peak,
    afterAttacksMb: afterAttacks,
    after30sIdleMb: settled,
    mainThreadAtRest: nodeAtRest,
    mainThreadAfter30sIdle: nodeSettled,
  }
  console.table(rows)
  console.log(
    `Server memory (RSS): ${memoryAtRest ?? '?'} MB at rest, peak ${peak ?? '?'} MB, ${afterAttacks ?? '?'} MB after ` +
      `the attacks, ${settled ?? '?'} MB after 30 s idle; still running: ${!serverExit}\n` +
      `Main thread (V8 heap / external): ${JSON.stringify(nodeAtRest)} at rest, ${JSON.stringify(nodeSettled)} after`,
  )
  if (!ownDisk)
    console.log('The nearly full disk was not tried: it needs root (a tmpfs mount for the data folder).')
  await mkdir(join(rootDir, 'bench-results'), { recursive: true })
  await writeFile(
    join(rootDir, 'bench-results/abuse.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), rows, memory }, null, 2),
  )
} finally {
  server.kill('SIGKILL')
  if (ownDisk) {
    if (!serverExit) await new Promise((resolve) => server.once('exit', resolve))
    spawnSync('umount', [diskMount])
    await rm(diskMount, { recursive: true, force: true })
  }
}
