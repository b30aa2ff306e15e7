// Prometheus metrics of the local server (prom-client), off unless METRICS=1: requests by kind of route and status,
// their latencies, the GROQ queues and workers, page refreshes, the full-disk state, and Node's process metrics.
// GET /metrics answers them; with METRICS_TOKEN set only to `Authorization: Bearer <token>`. Labels are kinds of
// route, never paths, so a crawler cannot grow the series without bound.
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { ContentLake } from './content-lake/index.ts'
import type { LakeDatabase } from './content-lake/disk.ts'
import { MOUNTED_FUNCTIONS } from './functions.ts'
import { sameSecret } from './health.ts'

export function metricsEnabled(env: NodeJS.ProcessEnv): boolean {
  return ['1', 'true', 'yes', 'on'].includes((env.METRICS ?? '').trim().toLowerCase())
}

const FUNCTION_BY_PATH = new Map<string, string>(MOUNTED_FUNCTIONS.map(({ path, name }) => [path, name]))

/** What a request is, as a bounded label: the lake's endpoints, each function, health, files and pages. */
export function routeKind(path: string): string {
  if (path === '/content-lake' || path.startsWith('/content-lake/')) {
    const rest = path.slice('/content-lake'.length)
    if (rest.startsWith('/images/')) return 'lake_image'
    const endpoint = /^\/v[^/]+\/(data\/(?:live\/events|[a-z]+)|assets)\//.exec(rest)?.[1]
    const known: Record<string, string> = {
      'data/query': 'lake_query',
      'data/mutate': 'lake_mutate',
      'data/actions': 'lake_actions',
      'data/doc': 'lake_doc',
      'data/listen': 'lake_listen',
      'data/live/events': 'lake_live_events',
      'data/history': 'lake_history',
      assets: 'lake_upload',
    }
    return (endpoint && known[endpoint]) ?? 'lake_other'
  }
  if (path === '/api/health') return 'health'
  if (path === '/metrics') return 'metrics'
  const name = FUNCTION_BY_PATH.get(path)
  if (name) return `function_${name}`
  if (path.startsWith('/api/')) return 'api_other'
  if (path.startsWith('/assets/')) return 'asset'
  // The build's other files (images, sitemaps, robots.txt, icons): anything with an extension.
  if (/\.[a-z0-9]+$/i.test(path)) return 'file'
  return 'page'
}

/** What the live pages log after a refresh that changed something (render/live-pages.ts). */
const PAGES_LOG = /^pages: rendered (\d+), removed (\d+)/

export interface ServerMetrics {
  registry: Registry
  /** Counts each request and its latency. */
  middleware: MiddlewareHandler
  /** The live pages' log (followLake's `log`): counts refreshes and pages rendered, and prints the line. */
  pagesLog(line: string): void
  /** GET /metrics. */
  mount(app: Hono): void
}

export function createMetrics(
  lake: ContentLake,
  env: NodeJS.ProcessEnv,
  print: (line: string) => void = (line) => console.log(line),
): ServerMetrics | undefined {
  if (!metricsEnabled(env)) return undefined
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by kind of route and status',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request (to its headers, for event streams), by kind of route',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  new Gauge({
    name: 'content_lake_query_queue_length',
    help: 'GROQ queries waiting for a worker, by queue (the editor queue goes first)',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      const { queued } = lake.status().queryWorkers
      this.set({ queue: 'editor' }, queued.editor)
      this.set({ queue: 'visitors' }, queued.visitors)
    },
  })
  new Gauge({
    name: 'content_lake_query_workers',
    help: 'GROQ workers running, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { alive, ready } = lake.status().queryWorkers
      this.set({ state: 'ready' }, ready)
      this.set({ state: 'starting' }, alive - ready)
    },
  })
  const restartsSeen = { timeout: 0, memory: 0, crash: 0 }
  new Counter({
    name: 'content_lake_query_worker_restarts_total',
    help: 'GROQ workers replaced: a query out of time or memory, or a crash',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      const { restarts } = lake.status().queryWorkers
      for (const reason of ['timeout', 'memory', 'crash'] as const) {
        this.inc({ reason }, restarts[reason] - restartsSeen[reason])
        restartsSeen[reason] = restarts[reason]
      }
    },
  })
  new Gauge({
    name: 'content_lake_disk_full',
    help: '1 while a database of the lake cannot write for want of space (documents: writes answer 507)',
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      const { diskFull } = lake.status()
      for (const database of ['documents', 'history'] as LakeDatabase[])
        this.set({ database }, diskFull[database] ? 1 : 0)
    },
  })
  new Gauge({
    name: 'content_lake_documents',
    help: 'Documents in the lake',
    registers: [registry],
    collect() {
      this.set(lake.status().documents)
    },
  })
  const refreshes = new Counter({
    name: 'site_page_refreshes_total',
    help: 'Refreshes of the live pages that rendered or removed pages',
    registers: [registry],
  })
  const rendered = new Counter({
    name: 'site_pages_rendered_total',
    help: 'Pages rendered by the live pages after content changes',
    registers: [registry],
  })

  const authorized = (c: Context) =>
    !env.METRICS_TOKEN || sameSecret(c.req.header('authorization') ?? '', `Bearer ${env.METRICS_TOKEN}`)

  return {
    registry,
    async middleware(c, next) {
      const route = routeKind(c.req.path)
      const stop = duration.startTimer({ route })
      try {
        await next()
      } finally {
        stop()
        requests.inc({ route, status: String(c.res.status) })
      }
    },
    pagesLog(line) {
      const counts = PAGES_LOG.exec(line)
      if (counts) {
        refreshes.inc()
        rendered.inc(Number(counts[1]))
      }
      print(line)
    },
    mount(app) {
      app.get('/metrics', async (c) => {
        if (!authorized(c)) return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer' })
        return c.body(await registry.metrics(), 200, {
          'Content-Type': registry.contentType,
          'Cache-Control': 'no-store',
        })
      })
    },
  }
}
