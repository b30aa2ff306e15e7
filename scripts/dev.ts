// `npm run dev`: Vite with hot reload for web/, proxying the content lake and the functions to an API server
// started here (the same app as `npm start`, without the prerendered pages).
import { createServer } from 'vite'
import { serve } from '@hono/node-server'
import { createSiteLake } from '../server/site-lake.ts'
import { createApp } from '../server/app.ts'
import { dataDir, rootDir } from '#shared/paths.ts'
import { port } from '../server/config.ts'
import { acquireDataLock, DataFolderInUse } from '../server/data-lock.ts'

const apiPort = port() + 1
// Held while it runs, as `npm start` holds it: a restore or a content reset would pull the store from under it.
const lock = (() => {
  try {
    return acquireDataLock(dataDir(), 'npm run dev')
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error
    console.error(
      `npm run dev refused: ${error.message}. Stop it, or give this one its own CONTENT_LAKE_DATA_DIR.`,
    )
    process.exit(1)
  }
})()
const lake = await createSiteLake(dataDir())
process.env.CONTENT_LAKE_URL ??= `http://127.0.0.1:${apiPort}/content-lake`
const api = await createApp({ lake })
const apiServer = serve({ fetch: api.fetch, port: apiPort, hostname: '127.0.0.1' })

const target = `http://127.0.0.1:${apiPort}`
const vite = await createServer({
  configFile: `${rootDir}/vite.config.ts`,
  server: { port: port(), proxy: { '/content-lake': target, '/api': target } },
})
await vite.listen()
vite.printUrls()

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([vite.close(), new Promise((resolve) => apiServer.close(resolve)), lake.close()]).then(
      () => {
        lock.release()
        process.exit(0)
      },
    )
  })
}
