import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { ContentLake } from './content-lake/index.ts'
import { contentConnectSources, securityHeaders } from '../render/security-headers.ts'
import { requestLog } from './request-log.ts'
import { mountFunctions } from './functions.ts'
import { mountSite } from './site.ts'
import { localPreviewMode } from './local-preview-mode.ts'
import type { LivePages } from '../render/live-pages.ts'
import { mountHealth, type HealthOptions } from './health.ts'
import { createMetrics, type ServerMetrics } from './metrics.ts'
import type { CspSources } from '#shared/analytics-providers.ts'

export interface AppOptions {
  lake: ContentLake
  /** The built site and its live pages; omitted by the dev server, where Vite serves the pages. */
  site?: { clientDir: string; pages: LivePages }
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
  /** Prometheus metrics (metrics.ts); default: made from `env` (METRICS=1), else none. */
  metrics?: ServerMetrics
  health?: HealthOptions
  /** The analytics provider's CSP hosts, following the Site Settings (analytics-settings.ts); default: none. */
  analytics?: () => CspSources
}

/** The whole local site in one Hono app: content lake, functions, and the prerendered pages. */
export function createApp({ lake, site, env = process.env, log, ...options }: AppOptions): Hono {
  const app = new Hono()
  app.use('*', requestLog(log))
  const metrics = options.metrics ?? createMetrics(lake, env)
  if (metrics) app.use('*', metrics.middleware)
  const preview = localPreviewMode(lake, env)
  app.use(
    '*',
    securityHeaders({
      connectSources: contentConnectSources(env),
      frameAncestors: preview.frameAncestors,
      analytics: options.analytics,
    }),
  )
  app.use('*', compress())
  app.route('/content-lake', lake.app)
  preview.mount(app)
  // Before the functions, whose catch-all answers every other /api path.
  mountHealth(app, lake, env, options.health)
  metrics?.mount(app)
  mountFunctions(app, env)
  if (site) mountSite(app, site.clientDir, site.pages)
  app.onError((error, c) => {
    if (error instanceof URIError) return c.text('Bad request: the address is not valid', 400)
    console.error(error)
    return c.json({ error: 'Internal server error' }, 500)
  })
  return app
}
