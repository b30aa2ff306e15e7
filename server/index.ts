// The local server (`npm start`): one process that hosts the embedded content lake, the functions and the
// prerendered site. Run through scripts/start.ts, which builds first when the build is missing or stale.
import { serve } from '@hono/node-server'
import { createContentLake } from './content-lake/index.ts'
import { createApp } from './app.ts'
import { startRetrySchedule } from './retry-schedule.ts'
import { clientDir, dataDir, port as configuredPort, seedFile } from './config.ts'

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const port = configuredPort(env)
  const lake = await createContentLake({ dataDir: dataDir(env), seedFile })
  const app = await createApp({ lake, clientDir, env })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port, hostname: env.HOST ?? '0.0.0.0' }, () =>
      resolve(instance),
    )
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  // Functions reach the content lake over HTTP like any client (DESIGN.md boundaries), on this very server.
  env.CONTENT_LAKE_URL ??= `http://127.0.0.1:${actualPort}/content-lake`
  env.CONTENT_LAKE_TOKEN ??= lake.token
  // Lead e-mails that failed are retried every minute (on Netlify and Vercel their schedulers do it).
  const retrySchedule = startRetrySchedule(env)

  const close = async () => {
    await retrySchedule.stop()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await lake.close()
  }
  return { port: actualPort, close }
}

/** Starts the server and shuts it down cleanly on SIGINT/SIGTERM. */
export async function runServer(env: NodeJS.ProcessEnv = process.env) {
  const { port, close } = await startServer(env)
  console.log(`Site running at http://localhost:${port}`)
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      console.log(`${signal} received, shutting down`)
      // Open event streams would keep the server alive: give them a moment, then leave.
      setTimeout(() => process.exit(0), 3000).unref()
      void close().then(() => process.exit(0))
    })
  }
}

if (import.meta.main) await runServer()
