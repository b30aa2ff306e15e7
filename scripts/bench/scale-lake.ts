// `npx node scripts/bench/scale-lake.ts`: does the content lake stay fast as the dataset grows? For the seed alone,
// the seed plus 10,000 generated articles and (with BENCH_SCALE_50K=1) plus 50,000, each in a throwaway data dir:
// the lake's start-up (store open, then until a GROQ worker answers), p50/p95 of the queries the site's pages send,
// over HTTP as @sanity/client sends them, and the RSS of the lake's process (main thread and workers, not the
// bench's client) with where it is (the main thread's heap, the documents' shared buffer, each worker's heap).
// Each size is prepared, and served, by a child process of its own. Writes bench-results/scale-lake.json.
import { execFileSync, fork } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { createContentLake, openStore, serveContentLake } from '../../server/content-lake/index.ts'
import { rootDir, seedFile } from '#shared/paths.ts'
import { generateArticles } from './scale-content.ts'
import { prerenderRoutesQuery } from '../../render/queries.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { blogListingQuery, blogPostBySlugQuery } from '../../web/src/queries/blog.ts'
import { caseStudyBySlugQuery } from '../../web/src/queries/case-study.ts'
import { navigationQuery, redirectsQuery, siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { percentile } from './stats.ts'
import { serverEnv } from '../supervise.ts'

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 40)
/** Rounds of the queries that read every article: each costs about as much as all the page rounds together. */
const WHOLE_ROUNDS = Math.max(3, Math.round(ROUNDS / 8))
const SIZES = [0, 10_000, ...(process.env.BENCH_SCALE_50K === '1' ? [50_000] : [])]
const TOKEN = 'bench-scale-token'
const BATCH = 1000

interface BenchQuery {
  name: string
  query: string
  params: Record<string, unknown>
}

/** What each page asks the lake, by page (every CMS page also asks for the redirects; the layout for settings). */
const PAGE_QUERIES: BenchQuery[] = [
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
  { name: '/blog page', query: pageByPathQuery, params: { path: '/blog' } },
  // A page of the blog listing (12 articles, the schema's default): the first, and one far down the list.
  { name: '/blog listing, page 1', query: blogListingQuery, params: { start: 0, end: 12 } },
  { name: '/blog listing, page 400', query: blogListingQuery, params: { start: 4788, end: 4800 } },
]

/** Queries that read every article by design, measured apart (after the RSS of serving pages is taken). */
const WHOLE_QUERIES: BenchQuery[] = [
  // The live server's route table and sitemap, read again after every publish.
  { name: 'route table', query: prerenderRoutesQuery, params: {} },
]
const QUERIES = [...PAGE_QUERIES, ...WHOLE_QUERIES]

interface Measured {
  documents: number
  storeOpenMs: number
  firstAnswerMs: number
  /** RSS after the page queries, and after the whole-dataset ones too. */
  rssMb: number
  rssAfterWholeMb: number
  /** Where the memory is at each of those two moments. */
  split: Split
  splitAfterWhole: Split
  /** Milliseconds, or the error a query got every time (the /blog listing outgrows the result limit). */
  queries: Record<string, { p50: number; p95: number } | { error: string }>
}

/** Parts of the lake's RSS, in MB: the main thread's heap, the documents' shared buffer, each worker's heap. */
interface Split {
  mainHeap: number
  arena: number
  workerHeaps: number[]
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

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

/**
 * Child: the lake alone, as the server runs it, on a port of its own; it reports its start-up, then its RSS
 * whenever the parent asks (IPC), so that what is measured is the lake's memory, not the bench's.
 */
async function serve(dataDir: string) {
  const started = performance.now()
  const lake = await createContentLake({ dataDir, seedFile, token: TOKEN })
  const storeOpenMs = performance.now() - started
  const served = await serveContentLake(lake, 0)
  // The first answer waits for a worker to have started (every document's place and outline).
  await fetch(
    `${served.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "siteSettings"][0]._id')}`,
  )
  const firstAnswerMs = performance.now() - started
  process.send!({
    url: served.url,
    documents: lake.store.size,
    storeOpenMs: Math.round(storeOpenMs),
    firstAnswerMs: Math.round(firstAnswerMs),
  })
  process.on('message', (message) => {
    if (message === 'rss') {
      void lake.memory().then(({ arenaBytes, workerHeaps }) => {
        const { rss, heapTotal } = process.memoryUsage()
        const split: Split = {
          mainHeap: mb(heapTotal),
          arena: mb(arenaBytes),
          workerHeaps: workerHeaps.map((heap) => mb(heap.total_heap_size)),
        }
        process.send!({ rss: mb(rss), split })
      })
    } else void served.close().then(() => lake.close().then(() => process.exit(0)))
  })
}

/** Starts a lake on `dataDir` in a child process and times what the site asks of it. */
async function measure(dataDir: string): Promise<Measured> {
  // In the environment `npm start` gives the server (scripts/supervise.ts).
  const lake = fork(import.meta.filename, ['--serve', dataDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: serverEnv(),
  })
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      const stopped = (code: number) => reject(new Error(`the lake stopped (exit code ${code})`))
      lake.once('exit', stopped)
      lake.once('message', (message) => {
        lake.off('exit', stopped)
        resolve(message)
      })
    })
  const started = (await next()) as Pick<Measured, 'documents' | 'storeOpenMs' | 'firstAnswerMs'> & {
    url: string
  }
  const rss = async () => {
    lake.send('rss')
    return (await next()) as { rss: number; split: Split }
  }
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: started.url,
    useProjectHostname: false,
    useCdn: false,
  })
  const times = new Map(QUERIES.map(({ name }) => [name, [] as number[]]))
  const errors = new Map<string, string>()
  const run = async (queries: BenchQuery[], rounds: number) => {
    for (let round = -2; round < rounds; round++) {
      for (const { name, query, params } of queries) {
        if (errors.has(name)) continue
        const sent = performance.now()
        try {
          // As the site sends them: a query that reads the page's language gets it from the address (English here).
          await client.fetch(query, query.includes('$language') ? { language: 'en', ...params } : params)
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode ?? ''
          errors.set(name, `${status} ${(error as Error).message}`)
        }
        if (round >= 0) times.get(name)!.push(performance.now() - sent)
      }
    }
  }
  await run(PAGE_QUERIES, ROUNDS)
  const serving = await rss()
  await run(WHOLE_QUERIES, WHOLE_ROUNDS)
  const afterWhole = await rss()
  lake.send('close')
  await new Promise((resolve) => lake.once('exit', resolve))
  return {
    documents: started.documents,
    storeOpenMs: started.storeOpenMs,
    firstAnswerMs: started.firstAnswerMs,
    rssMb: serving.rss,
    rssAfterWholeMb: afterWhole.rss,
    split: serving.split,
    splitAfterWhole: afterWhole.split,
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

const prepareIn = (dataDir: string, extra: number) =>
  execFileSync(process.execPath, [import.meta.filename, '--prepare', dataDir, String(extra)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })

async function main() {
  const results: { extra: number; measured: Measured }[] = []
  for (const extra of SIZES) {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-scale-lake-'))
    try {
      prepareIn(dataDir, extra)
      const measured = await measure(dataDir)
      results.push({ extra, measured })
      const parts = ({ mainHeap, arena, workerHeaps }: Split) =>
        `main heap ${mainHeap} MB, arena ${arena} MB, workers' heaps ${workerHeaps.join(' + ')} MB`
      console.log(
        `+${extra} articles: ${measured.documents} documents; store open ${measured.storeOpenMs} ms, first ` +
          `answer (a worker started) ${measured.firstAnswerMs} ms; RSS ${measured.rssMb} MB serving pages ` +
          `(${parts(measured.split)}), ${measured.rssAfterWholeMb} MB after the whole-dataset queries ` +
          `(${parts(measured.splitAfterWhole)})`,
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  const seed = results[0]!.measured
  console.log(
    `\nms over HTTP, ${ROUNDS} rounds of the pages', ${WHOLE_ROUNDS} of the last two; ratio = p95 / the seed's p95`,
  )
  const header = ['query', ...results.map(({ extra }) => `+${extra} p50/p95`), 'ratio']
  const cell = (timing: Measured['queries'][string]) =>
    'error' in timing ? timing.error.slice(0, 40) : `${timing.p50}/${timing.p95}`
  // The target is for pages: the whole-dataset queries grow with the articles by design.
  const ratio = (name: string) => {
    const [timing, base] = [results.at(-1)!.measured.queries[name]!, seed.queries[name]!]
    if (!PAGE_QUERIES.some((query) => query.name === name)) return '(every article)'
    return 'p95' in timing && 'p95' in base ? `${(timing.p95 / base.p95).toFixed(1)}x` : '-'
  }
  const rows = QUERIES.map(({ name }) => [
    name,
    ...results.map(({ measured }) => cell(measured.queries[name]!)),
    ratio(name),
  ])
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)))
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
  await mkdir(join(rootDir, 'bench-results'), { recursive: true })
  await writeFile(join(rootDir, 'bench-results/scale-lake.json'), JSON.stringify(results, null, 2))
}

const [mode, dir, extra] = process.argv.slice(2)
if (mode === '--prepare') await prepare(dir!, Number(extra))
else if (mode === '--serve') await serve(dir!)
// One size on a data dir prepared before (`--prepare`), as JSON: for comparing two versions of the lake.
else if (mode === '--measure') console.log(JSON.stringify(await measure(dir!)))
else await main()
