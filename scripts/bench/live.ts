// `npm run bench:live`: how fast a publish reaches the HTML the server sends, and what re-rendering costs visitors.
// Starts the built site in a child process on a copy of the build's lake and, like a marketer, publishes through the
// lake's HTTP API: a changed figure, a new article, a deletion, a new page (and a German page and article), a
// service moved to a new address (each timed until the served HTML, fetched without JavaScript, shows it, or the old
// address answers 301) and a release
// with a figure and an article scheduled 1.5 s ahead (timed from its time), then bursts of 20 different publishes
// (timed until every page they touched is current), then a burst of 20 publishes while `GET /` is timed, then the same again with more
// articles: 1,000 by default, BENCH_LIVE_SIZES=1000,10000 for each size in turn (articles are added up to it).
// Writes bench-results/live.json. Only ever runs against 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isBuildFresh } from '../../build/build-stamp.ts'
import { dataDir, rootDir } from '#shared/paths.ts'
import { benchSite } from './bench-site.ts'
import { percentile } from './stats.ts'

const API = '/content-lake/v2025-02-19/data'
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10)
const SIZES = (process.env.BENCH_LIVE_SIZES ?? '1000').split(',').map(Number)
const POLL_MS = 10

if (!(await isBuildFresh())) {
  const result = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const site = await benchSite('live')
const token =
  (await readFile(join(dataDir(), 'editor-token'), 'utf8').catch(() => '')).trim() || 'bench-token'

const port = 4800 + Math.floor(Math.random() * 500)
const origin = `http://127.0.0.1:${port}`
let lastPagesLine = Date.now()
const server = spawn(process.execPath, ['server/index.ts'], {
  cwd: rootDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...site.env,
    CONTENT_LAKE_TOKEN: token,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const serverStarted = Date.now()
const elapsed = () => `${((Date.now() - serverStarted) / 1000).toFixed(0)} s`
// Says how the server ended: a run that stops early tells whether the bench stopped it (an error below) or not.
let stopping = false
server.on('exit', (code, signal) => {
  if (!stopping)
    console.log(`bench: the server exited by itself after ${elapsed()} (code ${code}, signal ${signal})`)
})
server.stdout.on('data', (chunk: Buffer) => {
  const text = chunk.toString()
  if (text.includes('pages:')) lastPagesLine = Date.now()
  // The server's other messages (a release published or not, a failed refresh) are worth seeing.
  for (const line of text.split('\n'))
    if (line.trim() && !line.includes('pages: rendered')) console.log(`server: ${line}`)
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function mutate(mutations: unknown[]) {
  const response = await fetch(`${origin}${API}/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
  if (!response.ok) throw new Error(`mutate answered ${response.status}: ${await response.text()}`)
}

async function act(actions: unknown[]) {
  const response = await fetch(`${origin}${API}/actions/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  })
  if (!response.ok) throw new Error(`actions answered ${response.status}: ${await response.text()}`)
}

/** GETs that failed without an answer and were asked again (reported at the end: none is expected). */
const failedGets: string[] = []

async function served(path: string) {
  // A browser asks a GET again when the kept-alive connection it reused was closed under it; so does the bench, once,
  // and reports it: a server whose main thread stalls for seconds closes such connections as it wakes.
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' }).catch((error: Error) => {
    failedGets.push(
      `${new Date().toISOString()} ${path}: ${String((error.cause as Error | undefined)?.message ?? error.message)}`,
    )
    return fetch(`${origin}${path}`, { redirect: 'manual' })
  })
  return { status: response.status, html: await response.text() }
}

/** Milliseconds from the publish until the served HTML passes `check`. */
async function timeUntil(
  publish: () => Promise<void>,
  path: string,
  check: (page: { status: number; html: string }) => boolean,
) {
  const started = performance.now()
  await publish()
  for (;;) {
    if (check(await served(path))) return performance.now() - started
    if (performance.now() - started > 60_000)
      throw new Error(`${path} did not follow the publish within 60 s`)
    await sleep(POLL_MS)
  }
}

/** Waits until the server has reported a refresh since `since` and then rendered nothing for a while. */
async function settle(quietMs = 3000, since = 0) {
  while (lastPagesLine <= since || Date.now() - lastPagesLine < quietMs) await sleep(100)
}

const article = (slug: string, title: string) => ({
  _id: `blogPost-${slug}`,
  _type: 'blogPost',
  title,
  slug: { _type: 'slug', current: slug },
  excerpt: `${title}, a bench article.`,
  category: 'SAP',
  publishedAt: '2026-11-20',
  body: [],
})

const SERVICE_ID = 'service-sap-btp'
const SERVICE_PATH = '/sap-btp'
const MOVED_PATH = '/sap-business-technology-platform'

/** A page with one section, as a marketer's landing page is published. */
const landingPage = (path: string) => ({
  _id: `page-bench-${path.slice(1).replaceAll('/', '-')}`,
  _type: 'page',
  title: `Bench page ${path}`,
  path,
  seo: { _type: 'seo', noIndex: true },
  sections: [{ _type: 'heroSection', _key: 'hero', heading: `Bench page ${path}`, links: [] }],
})

/** The redirect the Studio makes when a page leaves `from` (schemas/lib/move-redirects.ts). */
const movedRedirect = (from: string) => ({
  _id: `redirect-from-${from.slice(1)}`,
  _type: 'redirect',
  from,
  target: { _type: 'reference', _ref: SERVICE_ID, _weak: true },
  permanent: true,
})

async function homeStat(): Promise<string> {
  const query = encodeURIComponent(
    '*[_type == "page" && path == "/"][0].sections[defined(stats)][0].stats[0]._ref',
  )
  const { result } = (await (await fetch(`${origin}${API}/query/production?query=${query}`)).json()) as {
    result: string
  }
  return result
}

/** A published article to copy: a release is checked against the content model, so its new article is complete. */
async function modelArticle(): Promise<Record<string, unknown>> {
  const query = encodeURIComponent('*[_type == "blogPost"][0]')
  return (
    (await (await fetch(`${origin}${API}/query/production?query=${query}`)).json()) as { result: never }
  ).result
}

/**
 * A release with a changed figure on / and a new article, scheduled 1.5 s ahead: milliseconds from its time until
 * the served HTML shows each.
 */
async function releaseAtItsTime(statId: string, round: number, label: string) {
  const releaseId = `rBench${round}${Date.now().toString(36)}`
  const value = `${round}${Date.now() % 1000}7+`
  const slug = `bench-release-${label.replace(/[^a-z0-9]+/gi, '-')}-${round}-${Date.now()}`
  const stat = (
    (await (
      await fetch(`${origin}${API}/doc/production/${statId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { documents: Record<string, unknown>[] }
  ).documents[0]!
  const model = await modelArticle()
  await act([
    { actionType: 'sanity.action.release.create', releaseId, metadata: { title: `Bench ${round}` } },
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: statId,
      document: { ...stat, _id: `versions.${releaseId}.${statId}`, value },
    },
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: `blogPost-${slug}`,
      document: {
        ...model,
        _id: `versions.${releaseId}.blogPost-${slug}`,
        title: `Bench ${slug}`,
        slug: { _type: 'slug', current: slug },
      },
    },
  ])
  const publishAt = Date.now() + 1500
  await act([
    { actionType: 'sanity.action.release.schedule', releaseId, publishAt: new Date(publishAt).toISOString() },
  ])
  let figure: number | undefined
  let article: number | undefined
  while (figure === undefined || article === undefined) {
    if (Date.now() - publishAt > 60_000) {
      const release = await fetch(`${origin}${API}/doc/production/_.releases.${releaseId}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.text())
      throw new Error(
        `the release did not reach the HTML within 60 s (figure ${figure}, article ${article}): ${release}`,
      )
    }
    if (figure === undefined && (await served('/')).html.includes(`>${value}<`))
      figure = Date.now() - publishAt
    if (article === undefined && (await served(`/blog/${slug}`)).status === 200)
      article = Date.now() - publishAt
    await sleep(POLL_MS)
  }
  await mutate([{ delete: { id: `blogPost-${slug}` } }])
  return { figure, article }
}

async function publishLatencies(label: string) {
  const statId = await homeStat()
  const releaseFigure: number[] = []
  const releaseArticle: number[] = []
  const figure: number[] = []
  const created: number[] = []
  const deleted: number[] = []
  const page: number[] = []
  const germanPage: number[] = []
  const germanArticle: number[] = []
  const moved: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const value = `${label.length}${round}${Date.now() % 1000}+`
    figure.push(
      await timeUntil(
        () => mutate([{ patch: { id: statId, set: { value } } }]),
        '/',
        (page) => page.html.includes(`>${value}<`),
      ),
    )
    const slug = `bench-${label}-${round}-${Date.now()}`
    created.push(
      await timeUntil(
        () => mutate([{ create: article(slug, `Bench ${slug}`) }]),
        `/blog/${slug}`,
        (page) => page.status === 200 && page.html.includes(`Bench ${slug}`),
      ),
    )
    await settle(300)
    deleted.push(
      await timeUntil(
        () => mutate([{ delete: { id: `blogPost-${slug}` } }]),
        `/blog/${slug}`,
        (page) => page.status === 404,
      ),
    )
    await settle(300)
    // A landing page marketers make, and a service moved to a new address as the Studio's publish does it: the
    // redirect from the old address first (by reference), then the new path (studio/actions/redirect-on-move.ts).
    const path = `/bench-${label.length}-${round}-${Date.now()}`
    page.push(
      await timeUntil(
        () => mutate([{ create: landingPage(path) }]),
        path,
        (answer) => answer.status === 200 && answer.html.includes(`Bench page ${path}`),
      ),
    )
    await settle(300)
    const [from, to] = round % 2 === 0 ? [SERVICE_PATH, MOVED_PATH] : [MOVED_PATH, SERVICE_PATH]
    const movedAt = Date.now()
    moved.push(
      await timeUntil(
        () =>
          mutate([
            { createOrReplace: movedRedirect(from) },
            { delete: { id: movedRedirect(to)._id } },
            { patch: { id: SERVICE_ID, set: { path: to } } },
          ]),
        from,
        (answer) => answer.status === 301,
      ),
    )
    await mutate([{ delete: { id: landingPage(path)._id } }])
    await settle(300)
    // The same in German (docs/languages.md): a page under /de and an article under /de/blog, served in German.
    const germanPath = `/de/bench-${label.length}-${round}-${Date.now()}`
    germanPage.push(
      await timeUntil(
        () => mutate([{ create: { ...landingPage(germanPath), language: 'de' } }]),
        germanPath,
        (answer) =>
          answer.status === 200 &&
          answer.html.includes('<html lang="de"') &&
          answer.html.includes(`Bench page ${germanPath}`),
      ),
    )
    await mutate([{ delete: { id: landingPage(germanPath)._id } }])
    await settle(300)
    const germanSlug = `bench-de-${label}-${round}-${Date.now()}`
    germanArticle.push(
      await timeUntil(
        () => mutate([{ create: { ...article(germanSlug, `Bench ${germanSlug}`), language: 'de' } }]),
        `/de/blog/${germanSlug}`,
        (answer) => answer.status === 200 && answer.html.includes(`Bench ${germanSlug}`),
      ),
    )
    await mutate([{ delete: { id: `blogPost-${germanSlug}` } }])
    // The move changes every page's menu: wait for that refresh to end, or the next round's figure queues behind it.
    await settle(1000, movedAt)
    const release = await releaseAtItsTime(statId, round, label)
    releaseFigure.push(release.figure)
    releaseArticle.push(release.article)
    await settle(300)
  }
  return [
    {
      dataset: label,
      change: 'changed figure on /',
      p50: percentile(figure, 0.5, 0),
      p95: percentile(figure, 0.95, 0),
    },
    {
      dataset: label,
      change: 'new article',
      p50: percentile(created, 0.5, 0),
      p95: percentile(created, 0.95, 0),
    },
    {
      dataset: label,
      change: 'deleted article',
      p50: percentile(deleted, 0.5, 0),
      p95: percentile(deleted, 0.95, 0),
    },
    { dataset: label, change: 'new page', p50: percentile(page, 0.5, 0), p95: percentile(page, 0.95, 0) },
    {
      dataset: label,
      change: 'new German page',
      p50: percentile(germanPage, 0.5, 0),
      p95: percentile(germanPage, 0.95, 0),
    },
    {
      dataset: label,
      change: 'new German article',
      p50: percentile(germanArticle, 0.5, 0),
      p95: percentile(germanArticle, 0.95, 0),
    },
    {
      dataset: label,
      change: 'moved service: old address 301',
      p50: percentile(moved, 0.5, 0),
      p95: percentile(moved, 0.95, 0),
    },
    // Timed from the release's scheduled time, not from a request.
    {
      dataset: label,
      change: 'scheduled release: figure on /',
      p50: percentile(releaseFigure, 0.5, 0),
      p95: percentile(releaseFigure, 0.95, 0),
    },
    {
      dataset: label,
      change: 'scheduled release: new article',
      p50: percentile(releaseArticle, 0.5, 0),
      p95: percentile(releaseArticle, 0.95, 0),
    },
  ]
}

async function timeHome() {
  const started = performance.now()
  await (await fetch(`${origin}/`)).arrayBuffer()
  return performance.now() - started
}

/** GET / p95 at rest, and while 20 publishes (one every 100 ms) are re-rendered. */
async function burst(label: string) {
  const idle: number[] = []
  for (let i = 0; i < 200; i++) {
    idle.push(await timeHome())
    await sleep(25)
  }
  const statId = await homeStat()
  let publishing = true
  const publishes = (async () => {
    for (let i = 0; i < 20; i++) {
      await mutate([{ patch: { id: statId, set: { value: `${900 + i}+` } } }])
      await sleep(100)
    }
    publishing = false
  })()
  const during: number[] = []
  while (publishing || Date.now() - lastPagesLine < 1000) {
    during.push(await timeHome())
    await sleep(25)
  }
  await publishes
  const idleP95 = percentile(idle, 0.95, 0)
  const duringP95 = percentile(during, 0.95, 0)
  return {
    dataset: label,
    'idle GET / p95 ms': idleP95,
    'during burst p95 ms': duringP95,
    ratio: Number((duringP95 / Math.max(idleP95, 0.1)).toFixed(2)),
    samples: during.length,
  }
}

/**
 * The issue's "a burst of 20 publishes: every page current ≤ 5 s after the last": 20 publishes 100 ms apart, each
 * changing something else (a figure on /, an article's title, a new article, a deleted article, a new page), then
 * milliseconds from the 20th publish's answer until every page they touched serves its final state.
 */
async function burstUntilCurrent(label: string, round: number) {
  const statId = await homeStat()
  const tag = `${label.length}${round}${Date.now().toString(36)}`
  const before = Array.from({ length: 8 }, (_, k) => `bench-burst-${tag}-old-${k}`)
  await mutate(before.map((slug) => ({ create: article(slug, `Bench ${slug}`) })))
  await settle(300, Date.now() - 1)
  const final = new Map<string, (page: { status: number; html: string }) => boolean>()
  const publishes: (() => Promise<void>)[] = []
  for (let i = 0; i < 20; i++) {
    const kind = i % 5
    const k = Math.floor(i / 5)
    if (kind === 0) {
      const value = `${tag.length}${i}${Date.now() % 997}+`
      publishes.push(() => mutate([{ patch: { id: statId, set: { value } } }]))
      final.set('/', (page) => page.html.includes(`>${value}<`))
    } else if (kind === 1) {
      const slug = before[k]!
      const title = `Renamed ${slug}`
      publishes.push(() => mutate([{ patch: { id: `blogPost-${slug}`, set: { title } } }]))
      final.set(`/blog/${slug}`, (page) => page.status === 200 && page.html.includes(title))
    } else if (kind === 2) {
      const slug = `bench-burst-${tag}-new-${k}`
      publishes.push(() => mutate([{ create: article(slug, `Bench ${slug}`) }]))
      final.set(`/blog/${slug}`, (page) => page.status === 200 && page.html.includes(`Bench ${slug}`))
    } else if (kind === 3) {
      const slug = before[4 + k]!
      publishes.push(() => mutate([{ delete: { id: `blogPost-${slug}` } }]))
      final.set(`/blog/${slug}`, (page) => page.status === 404)
    } else {
      const path = `/bench-burst-${tag}-${k}`
      publishes.push(() => mutate([{ create: landingPage(path) }]))
      final.set(path, (page) => page.status === 200 && page.html.includes(`Bench page ${path}`))
    }
  }
  for (const [index, publish] of publishes.entries()) {
    await publish()
    if (index < publishes.length - 1) await sleep(100)
  }
  const last = performance.now()
  const waiting = new Map(final)
  let lastCurrent = ''
  while (waiting.size > 0) {
    if (performance.now() - last > 300_000)
      throw new Error(`pages not current 300 s after a burst: ${[...waiting.keys()].join(', ')}`)
    await Promise.all(
      [...waiting].map(async ([path, check]) => {
        if (check(await served(path))) {
          waiting.delete(path)
          lastCurrent = path
        }
      }),
    )
    if (waiting.size > 0) await sleep(POLL_MS)
  }
  const current = performance.now() - last
  console.log(
    `bench: ${label} burst ${round}: every page current after ${current.toFixed(0)} ms, ${lastCurrent} last`,
  )
  // Leave the lake as it was: the new articles and pages, and the renamed ones, go.
  await mutate([
    ...before.slice(0, 4).map((slug) => ({ delete: { id: `blogPost-${slug}` } })),
    ...[0, 1, 2, 3].map((k) => ({ delete: { id: `blogPost-bench-burst-${tag}-new-${k}` } })),
    ...[0, 1, 2, 3].map((k) => ({ delete: { id: `page-bench-bench-burst-${tag}-${k}` } })),
  ])
  await settle(300, Date.now() - 1)
  return current
}

async function burstsUntilCurrent(label: string) {
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) times.push(await burstUntilCurrent(label, round))
  return {
    dataset: label,
    change: 'burst of 20 publishes: every page current after the last',
    p50: percentile(times, 0.5, 0),
    p95: percentile(times, 0.95, 0),
  }
}

/** Whether one of the blog's sitemaps (listed by the index) holds `text`. */
async function sitemapsList(text: string): Promise<boolean> {
  const index = (await served('/sitemap.xml')).html
  const children = [...index.matchAll(/<loc>[^<]*\/(sitemap-blog-\d+\.xml)<\/loc>/g)].map(
    (match) => match[1]!,
  )
  for (const child of children.reverse()) if ((await served(`/${child}`)).html.includes(text)) return true
  return false
}

/** Prints the figures and writes bench-results/live.json: after each size, so a run cut short keeps what it measured. */
async function report(latencies: object[], bursts: object[], added: Record<string, number>) {
  console.table(latencies)
  console.table(bursts)
  console.log(`New articles rendered and in the sitemap within (s): ${JSON.stringify(added)}`)
  console.log(`GETs asked again after a failure: ${failedGets.length ? failedGets.join('; ') : 'none'}`)
  await mkdir(join(rootDir, 'bench-results'), { recursive: true })
  await writeFile(
    join(rootDir, 'bench-results/live.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        rounds: ROUNDS,
        latencies,
        bursts,
        addedSeconds: added,
        failedGets,
      },
      null,
      2,
    ),
  )
}

try {
  for (let attempt = 0; ; attempt++) {
    if (
      (await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )) === true
    )
      break
    if (attempt > 300) throw new Error('the server did not start')
    await sleep(100)
  }
  await settle(3000, -1)
  const latencies = await publishLatencies('seed')
  latencies.push(await burstsUntilCurrent('seed'))
  const bursts = [await burst('seed')]

  const added: Record<string, number> = {}
  let count = 0
  for (const size of SIZES) {
    const addedAt = Date.now()
    for (; count < size; count += 100) {
      await mutate(
        Array.from({ length: Math.min(100, size - count) }, (_, index) => ({
          createOrReplace: article(`scale-${count + index}`, `Scale article ${count + index}`),
        })),
      )
    }
    // Done when a sitemap lists the last new article (written at the end of the refresh that rendered it).
    while (!(await sitemapsList(`/blog/scale-${size - 1}</loc>`))) await sleep(500)
    added[`+${size}`] = Number(((Date.now() - addedAt) / 1000).toFixed(1))
    console.log(
      `bench: +${size} articles rendered and in the sitemap in ${added[`+${size}`]} s (${elapsed()})`,
    )
    await settle(3000)
    latencies.push(...(await publishLatencies(`+${size} articles`)))
    latencies.push(await burstsUntilCurrent(`+${size} articles`))
    bursts.push(await burst(`+${size} articles`))
    if (size !== SIZES.at(-1)) await report(latencies, bursts, added)
  }

  await report(latencies, bursts, added)
} catch (error) {
  const cause = (error as Error).cause as Error | undefined
  console.error(
    `bench: stopped after ${elapsed()} of the server's life: ${(error as Error).stack}${cause ? `\ncaused by: ${cause.stack ?? String(cause)}` : ''}`,
  )
  process.exitCode = 1
} finally {
  stopping = true
  server.kill('SIGKILL')
}
