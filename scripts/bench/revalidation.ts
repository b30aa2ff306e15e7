// `npm run bench:revalidation`: what a page view costs after hydration to learn whether the content changed. Serves
// the build on a copy of its lake and opens each route in chromium twice: as pages are served now (a conditional GET
// of the page's own URL with the ETag in its data block) and as before (the same HTML without the ETag, which makes
// the page load @sanity/client and re-run its queries). Counts the requests and bytes after hydration, then repeats
// each way's requests from Node to time them and to read the server's CPU time per view. Writes
// bench-results/revalidation.json. Only ever runs against 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Request } from '@playwright/test'
import { isBuildFresh } from '../../build/build-stamp.ts'
import { rootDir } from '#shared/paths.ts'
import { CHROMIUM } from '../ensure-chromium.ts'
import { benchSite } from './bench-site.ts'

const ROUTES = (process.env.BENCH_ROUTES ?? '/,/services,/blog,/contact').split(',')
const REPEAT = Number(process.env.BENCH_REVALIDATION_REPEAT ?? 100)

if (!(await isBuildFresh())) {
  const result = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const site = await benchSite('revalidation')
const port = 4800 + Math.floor(Math.random() * 500)
const origin = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['server/index.ts'], {
  cwd: rootDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...site.env,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const percentile = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))]!

/** The server process's CPU time (user + system) in milliseconds, from /proc. */
async function serverCpuMs(): Promise<number> {
  const stat = (await readFile(`/proc/${server.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')
  const ticks = Number(stat[11]) + Number(stat[12])
  return (ticks * 1000) / 100
}

interface Sent {
  url: string
  method: string
  headers: Record<string, string>
  body: string | null
}

/** Opens a route, waits for hydration and the revalidation after it; answers what was sent after hydration. */
async function view(path: string, withEtag: boolean) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage()
    if (!withEtag) {
      await page.route(`${origin}${path}`, async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(/ data-etag="[^"]*"/, '')
        await route.fulfill({ response, body })
      })
    }
    const all: { at: number; request: Request }[] = []
    page.on('request', (request) => all.push({ at: Date.now(), request }))
    await page.goto(`${origin}${path}`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const hydratedAt = await page.evaluate(
      () => performance.timeOrigin + performance.getEntriesByName('hydrated')[0]!.startTime,
    )
    // The revalidation waits for the browser to be idle (at most 2 s), then its requests finish.
    await sleep(4000)
    const after = all.filter(({ at }) => at >= hydratedAt).map(({ request }) => request)
    const sent: Sent[] = []
    const sized: { url: string; bytes: number }[] = []
    for (const request of after) {
      const sizes = await request.sizes()
      sized.push({
        url: new URL(request.url()).pathname,
        bytes:
          sizes.requestHeadersSize +
          sizes.requestBodySize +
          sizes.responseHeadersSize +
          sizes.responseBodySize,
      })
      if (!request.url().includes('/assets/'))
        sent.push({
          url: request.url(),
          method: request.method(),
          headers: await request.allHeaders(),
          body: request.postData(),
        })
    }
    return { requests: sized, sent }
  } finally {
    await browser.close()
  }
}

/** Sends one view's revalidation requests again, `REPEAT` times: time per view and server CPU per view. */
async function replay(sent: Sent[]) {
  const keep = ['if-none-match', 'accept', 'content-type']
  const times: number[] = []
  const cpuBefore = await serverCpuMs()
  for (let round = 0; round < REPEAT; round++) {
    const started = performance.now()
    await Promise.all(
      sent.map(async ({ url, method, headers, body }) => {
        const response = await fetch(url, {
          method,
          body,
          headers: Object.fromEntries(Object.entries(headers).filter(([name]) => keep.includes(name))),
        })
        await response.arrayBuffer()
      }),
    )
    times.push(performance.now() - started)
  }
  const cpuMs = (await serverCpuMs()) - cpuBefore
  return {
    p50Ms: Number(percentile(times, 0.5).toFixed(1)),
    p95Ms: Number(percentile(times, 0.95).toFixed(1)),
    serverCpuMsPerView: Number((cpuMs / REPEAT).toFixed(2)),
  }
}

try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (tries > 300) throw new Error('the server did not start')
    await sleep(100)
  }
  const results: Record<string, unknown> = {}
  for (const path of ROUTES) {
    const now = await view(path, true)
    const before = await view(path, false)
    // What only one way sends is what the revalidation costs (both load the same chunks after hydration otherwise).
    const own = (mine: { url: string; bytes: number }[], other: { url: string }[]) => {
      const theirs = new Set(other.map(({ url }) => url))
      const only = mine.filter(({ url }) => !theirs.has(url))
      const kilobytes = (list: { bytes: number }[]) =>
        Number((list.reduce((sum, { bytes }) => sum + bytes, 0) / 1024).toFixed(1))
      return {
        afterHydration: { requests: mine.length, kilobytes: kilobytes(mine) },
        revalidation: { requests: only.length, kilobytes: kilobytes(only), urls: only.map(({ url }) => url) },
      }
    }
    results[path] = {
      now: { ...own(now.requests, before.requests), ...(await replay(now.sent)) },
      before: { ...own(before.requests, now.requests), ...(await replay(before.sent)) },
    }
    console.log(path, JSON.stringify(results[path]))
  }
  await mkdir(join(rootDir, 'bench-results'), { recursive: true })
  await writeFile(join(rootDir, 'bench-results/revalidation.json'), JSON.stringify(results, null, 2))
} finally {
  server.kill('SIGKILL')
}
