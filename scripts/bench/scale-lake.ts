// `npx node scripts/bench/scale-lake.ts`: does the content lake stay fast as the dataset grows? For the seed alone,
// the seed plus 10,000 generated articles and (with BENCH_SCALE_50K=1) plus 50,000, each in a throwaway data dir:
// the lake's start-up (store open, then until a GROQ worker answers), p50/p95 of the queries the site's pages send,
// over HTTP as @sanity/client sends them, and the process's RSS (main thread and workers). Each size is prepared and
// measured in a child process of its own, so one size's garbage never counts against the next.
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { createContentLake, openStore, serveContentLake } from '../../server/content-lake/index.ts'
import { seedFile } from '../../server/config.ts'
import { generateArticles } from './scale-content.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { blogPostBySlugQuery } from '../../web/src/queries/blog.ts'
import { caseStudyBySlugQuery } from '../../web/src/queries/caseStudy.ts'
import { navigationQuery, redirectsQuery, siteSettingsQuery } from '../../web/src/queries/settings.ts'

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 40)
const SIZES = [0, 10_000, ...(process.env.BENCH_SCALE_50K === '1' ? [50_000] : [])]
const TOKEN = 'bench-scale-token'
const BATCH = 1000

/** What each page asks the lake, by page (every CMS page also asks for the redirects; the layout for settings). */
const QUERIES: { name: string; query: string; params: Record<string, unknown> }[] = [
  { name: 'home', query: pageByPathQuery, params: { path: '/' } },
  { name: 'service page', query: pageByPathQuery, params: { path: '/sap-implementation' } },
  {
    name: 'article',
    query: blogPostBySlugQuery,
    params: { slug: 'dynamics-365-finance-operations-vs-business-central' },
  },
  { name: 'case study', query: caseStudyBySlugQuery, params: { slug: 'financial-services-automation' } },
  { name: 'settings', query: siteSettingsQuery, params: {} },
  { name: 'navigation', query: navigationQuery, params: {} },
  { name: 'redirects', query: redirectsQuery, params: {} },
  // Every article, unpaginated: linear in the articles by design until the listing is paginated.
  { name: '/blog listing', query: pageByPathQuery, params: { path: '/blog' } },
]

interface Measured {
  documents: number
  storeOpenMs: number
  firstAnswerMs: number
  rssMb: number
  /** Milliseconds, or the error a query got every time (the /blog listing outgrows the result limit). */
  queries: Record<string, { p50: number; p95: number } | { error: string }>
}

const percentile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b)
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1))
}

/** Child: the seed, then `extra` generated articles committed in batches, as an import would. */
async function prepare(dataDir: string, extra: number) {
  const { store } = await openStore({ dataDir, seedFile })
  const image = store.all().find((doc) => doc._type === 'sanity.imageAsset')!
  for (let first = 0; first < extra; first += BATCH) {
    const articles = generateArticles(Math.min(BATCH, extra - first), image._id, first)
    store.commit(
      `generate-${first}`,
      new Date().toISOString(),
      articles.map((doc) => ({ id: doc._id, previous: null, next: doc, mutations: [] })),
    )
  }
  store.close()
}

/** Child: opens the prepared lake as the server does and times what the site asks of it. */
async function measure(dataDir: string): Promise<Measured> {
  const started = performance.now()
  const lake = await createContentLake({ dataDir, seedFile, token: TOKEN })
  const storeOpenMs = performance.now() - started
  const served = await serveContentLake(lake, 0)
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: served.url,
    useProjectHostname: false,
    useCdn: false,
  })
  // The first answer waits for a worker to have read every document.
  await client.fetch('*[_id == "siteSettings"][0]._id')
  const firstAnswerMs = performance.now() - started
  const times = new Map(QUERIES.map(({ name }) => [name, [] as number[]]))
  const errors = new Map<string, string>()
  for (let round = -3; round < ROUNDS; round++) {
    for (const { name, query, params } of QUERIES) {
      if (errors.has(name)) continue
      const sent = performance.now()
      try {
        await client.fetch(query, params)
      } catch (error) {
        errors.set(name, `${(error as { statusCode?: number }).statusCode ?? ''} ${(error as Error).message}`)
      }
      if (round >= 0) times.get(name)!.push(performance.now() - sent)
    }
  }
  const documents = await client.fetch<number>('count(*)', {}, { perspective: 'raw' })
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024)
  await served.close()
  await lake.close()
  return {
    documents,
    storeOpenMs: Math.round(storeOpenMs),
    firstAnswerMs: Math.round(firstAnswerMs),
    rssMb,
    queries: Object.fromEntries(
      [...times].map(([name, list]) => [
        name,
        errors.has(name)
          ? { error: errors.get(name)! }
          : { p50: percentile(list, 0.5), p95: percentile(list, 0.95) },
      ]),
    ),
  }
}

const child = (...args: string[]) =>
  execFileSync(process.execPath, [import.meta.filename, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })

async function main() {
  const results: { extra: number; measured: Measured }[] = []
  for (const extra of SIZES) {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-scale-lake-'))
    try {
      child('--prepare', dataDir, String(extra))
      const measured = JSON.parse(child('--measure', dataDir)) as Measured
      results.push({ extra, measured })
      console.log(
        `+${extra} articles: ${measured.documents} documents, store open ${measured.storeOpenMs} ms, ` +
          `first answer ${measured.firstAnswerMs} ms, RSS ${measured.rssMb} MB`,
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  const seed = results[0]!.measured
  console.log(`\nms over HTTP, ${ROUNDS} rounds; ratio = p95 / the seed's p95`)
  const header = ['query', ...results.map(({ extra }) => `+${extra} p50/p95`), 'ratio']
  const cell = (timing: Measured['queries'][string]) =>
    'error' in timing ? timing.error.slice(0, 40) : `${timing.p50}/${timing.p95}`
  const ratio = (timing: Measured['queries'][string], base: Measured['queries'][string]) =>
    'p95' in timing && 'p95' in base ? `${(timing.p95 / base.p95).toFixed(1)}x` : '-'
  const rows = QUERIES.map(({ name }) => [
    name,
    ...results.map(({ measured }) => cell(measured.queries[name]!)),
    ratio(results.at(-1)!.measured.queries[name]!, seed.queries[name]!),
  ])
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)))
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
}

const [mode, dir, extra] = process.argv.slice(2)
if (mode === '--prepare') await prepare(dir!, Number(extra))
else if (mode === '--measure') process.stdout.write(JSON.stringify(await measure(dir!)))
else await main()
