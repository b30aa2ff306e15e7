// The local server (`npm start`): one process that hosts the embedded content lake, the functions and the
// prerendered site, whose pages follow the lake as it changes (render/live-pages.ts). Run through scripts/start.ts, which builds first when the build is missing or stale.
import { serve } from '@hono/node-server'
import { createSiteLake } from './site-lake.ts'
import { createApp } from './app.ts'
import { startRetrySchedule } from './retry-schedule.ts'
import { dataDir, servedDist } from '#shared/paths.ts'
import { port as configuredPort } from './config.ts'
import { followLake } from './follow-lake.ts'
import { createMetrics } from './metrics.ts'
import { acquireDataLock } from './data-lock.ts'
import { startBackupSchedule } from './backup-schedule.ts'
import { followAnalyticsSettings } from '../render/analytics-settings.ts'

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const port = configuredPort(env)
  // One process per data folder: restore and content:reset refuse while it runs (data-lock.ts).
  const dataLock = acquireDataLock(dataDir(env), 'npm start')
  const lake = await createSiteLake(dataDir(env)).catch((error: unknown) => {
    dataLock.release()
    throw error
  })
  const { clientDir, distDir } = servedDist(env)
  let ownOrigin = ''
  // Off unless METRICS=1; it counts page refreshes from the live pages' log.
  const metrics = createMetrics(lake, env)
  const site = await followLake({
    lake,
    clientDir,
    distDir,
    lakeOrigin: () => ownOrigin,
    log: metrics?.pagesLog,
  })
  // The CSP names the analytics provider the Site Settings choose, and follows their publishes.
  const analytics = await followAnalyticsSettings(lake)
  const app = createApp({
    lake,
    site: { clientDir, pages: site.pages },
    env,
    metrics,
    analytics: analytics.sources,
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port, hostname: env.HOST ?? '0.0.0.0' }, () =>
      resolve(instance),
    )
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  ownOrigin = `http://127.0.0.1:${actualPort}`
  site.start()
  // Functions reach the content lake over HTTP like any client (docs/architecture.md, Boundaries), on this very server.
  env.CONTENT_LAKE_URL ??= `http://127.0.0.1:${actualPort}/content-lake`
  env.CONTENT_LAKE_TOKEN ??= lake.token
  // Lead e-mails that failed are retried every minute (on Netlify and Vercel their schedulers do it).
  const retrySchedule = startRetrySchedule(env)
  // Backups every BACKUP_EVERY_HOURS, when set (backup-schedule.ts).
  const backupSchedule = startBackupSchedule(env)

  const close = async () => {
    await retrySchedule.stop()
    await backupSchedule.stop()
    await site.close()
    analytics.close()
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Idle keep-alive connections would hold server.close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections()
    await closed
    await lake.close()
    dataLock.release()
  }
  return { port: actualPort, close }
}

/** How long a shutdown waits for requests and event streams under way before it leaves anyway. */
export function shutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000)
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a number of milliseconds, got "${env.SHUTDOWN_TIMEOUT_MS}"`)
  return value
}

/**
 * Starts the server and shuts it down on SIGINT/SIGTERM: no new connections, requests under way may finish, and
 * after SHUTDOWN_TIMEOUT_MS the process leaves regardless (exit code 1). GROQ and image work run off the main
 * thread, so the signal is always handled at once.
 */
export async function runServer(env: NodeJS.ProcessEnv = process.env) {
  const deadline = shutdownTimeoutMs(env)
  const { port, close } = await startServer(env)
  console.log(`Site running at http://localhost:${port}`)
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      console.log(`${signal} received, shutting down`)
      setTimeout(() => {
        console.error(`Shutdown took longer than ${deadline} ms; leaving with requests still open`)
        process.exit(1)
      }, deadline).unref()
      void close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error)
          process.exit(1)
        },
      )
    })
  }
}

if (import.meta.main) await runServer()
