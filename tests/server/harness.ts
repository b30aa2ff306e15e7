// The local server's app (server/app.ts) over a tiny build of its own and a real content lake, on a free port, for
// tests that speak raw HTTP to it (paths such as `//_headers` or `/%` that fetch-level clients would tidy up).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app.ts'
import { LivePages } from '../../render/live-pages.ts'
import type { PageRenderer } from '../../render/renderer.ts'
import { createContentLake } from '../../server/content-lake/index.ts'
import { writeSeed } from '../content-lake/harness.ts'

export interface TestServer {
  url: string
  clientDir: string
  /** GET (or another method) with the path sent exactly as written. */
  raw(
    path: string,
    options?: { method?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>
  close(): Promise<void>
}

/** A build with a home page, a 404 page, the build's private files and the given `_redirects` lines. */
export async function writeBuild(dir: string, redirects: string[] = []) {
  await mkdir(join(dir, 'assets'), { recursive: true })
  await writeFile(join(dir, 'index.html'), '<h1>Home</h1>')
  await writeFile(join(dir, '404.html'), '<h1>Page not found</h1>')
  await writeFile(join(dir, 'assets/app-1234.js'), 'console.log(1)')
  await writeFile(
    join(dir, '_routes.json'),
    JSON.stringify({
      routes: {
        '/': { file: 'index.html', status: 200, queries: {} },
        '/__not-found__': { file: '404.html', status: 404, queries: {} },
      },
      queries: {},
    }),
  )
  await writeFile(join(dir, '_redirects'), redirects.join('\n') + '\n')
  await writeFile(join(dir, '_headers'), '/*\n  X-Secret: build-only\n')
  await writeFile(join(dir, '_template.html'), '<!-- template -->')
  await writeFile(join(dir, '.build-stamp'), 'stamp')
  await mkdir(join(dir, '.vite'), { recursive: true })
  await writeFile(join(dir, '.vite/manifest.json'), '{}')
}

export async function startServer(
  options: { env?: NodeJS.ProcessEnv; redirects?: string[] } = {},
): Promise<TestServer> {
  const root = await mkdtemp(join(tmpdir(), 'server-'))
  const clientDir = join(root, 'client')
  await writeBuild(clientDir, options.redirects)
  const lake = await createContentLake({
    dataDir: join(root, 'data'),
    seedFile: await writeSeed(root),
    token: 'test-editor-token',
    corsOrigins: [],
  })
  // These tests serve what is on disk: nothing here publishes, so the pages never need a renderer.
  const renderer: PageRenderer = {
    routes: () => Promise.reject(new Error('no renderer in this test')),
    render: () => Promise.reject(new Error('no renderer in this test')),
    hashes: () => Promise.reject(new Error('no renderer in this test')),
  }
  const pages = await LivePages.open({ clientDir, renderer, log: () => {} })
  const app = createApp({ lake, site: { clientDir, pages }, env: options.env ?? {}, log: () => {} })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    clientDir,
    raw: (path, { method = 'GET', headers = {} } = {}) =>
      new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          )
        })
        req.on('error', reject)
        req.end()
      }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await lake.close()
    },
  }
}
