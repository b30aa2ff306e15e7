// One declaration per function (functions/registry.ts); the local server mounts it, and the Netlify and Vercel entries
// are generated from it. These tests fail when an entry is stale or a platform routes something else.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { FUNCTIONS } from '../../functions/registry.ts'
import type { FunctionDeclaration } from '../../functions/lib/define-function.ts'
import { mountFunctions } from '../../server/functions.ts'
import {
  declarationFile,
  entryFilesOnDisk,
  functionEntries,
  netlifyFile,
  vercelFile,
} from '../../build/function-entries.ts'

const root = process.cwd()
const http = FUNCTIONS.filter((declaration) => !declaration.schedule)
const scheduled = FUNCTIONS.filter((declaration) => declaration.schedule)

/** `GET, HEAD /api/page`: what a route answers, as a platform's entry shows it. */
const route = (methods: string | null, path: string) => `${methods} ${path}`

/** The methods a handler takes, as its answer to one it does not take says (405 and `Allow`). */
async function allowedMethods(answer: (request: Request) => Promise<Response>, path: string) {
  const response = await answer(new Request(`https://example.com${path}`, { method: 'PUT' }))
  expect(response.status, path).toBe(405)
  return response.headers.get('allow')
}

/** What @hono/node-server hands the app for a request from this address. */
const LOCAL_SOCKET = {
  incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } },
}

const load = (file: string) =>
  import(pathToFileURL(join(root, file)).href) as Promise<{
    default: unknown
    config?: Record<string, unknown>
  }>

test('every Netlify and Vercel entry is the one generated from the declarations (else: npm run functions:generate)', async () => {
  const generated = await functionEntries(root)
  expect(entryFilesOnDisk(root).sort()).toEqual([...generated.keys()].sort())
  for (const [file, text] of generated) expect(readFileSync(file, 'utf8'), file).toBe(text)
})

test("every function's folder holds its declaration, and the registry lists each folder's once", async () => {
  const folders = readdirSync('functions', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`functions/${entry.name}/function.ts`))
    .map((entry) => entry.name)
  expect(FUNCTIONS.map((declaration) => declaration.name).sort()).toEqual(folders.sort())
  for (const declaration of FUNCTIONS)
    expect((await load(declarationFile(declaration))).default, declaration.name).toBe(declaration)
  expect(new Set(FUNCTIONS.map((declaration) => declaration.path)).size).toBe(FUNCTIONS.length)
})

describe('the registry, the local server, Netlify and Vercel route the same addresses and methods', () => {
  const declared = (path: (declaration: FunctionDeclaration) => string, of = http) =>
    of.map((declaration) => route(declaration.methods.join(', '), path(declaration))).sort()

  test('the local server mounts every function declared as mounted, at its path, with its methods', async () => {
    const app = new Hono()
    mountFunctions(app, {})
    const mounted = http.filter((declaration) => declaration.local === 'mounted')
    const routes = await Promise.all(
      mounted.map(async ({ path }) =>
        route(
          await allowedMethods(async (request) => app.request(request, undefined, LOCAL_SOCKET), path),
          path,
        ),
      ),
    )
    expect(routes.sort()).toEqual(declared(({ path }) => path, mounted))
    expect(mounted.map(({ name }) => name).sort()).toEqual(['chat', 'send-contact-email'])
  })

  test("on Netlify every function answers at its declared route (the page function at every page's)", async () => {
    const routes = await Promise.all(
      http.map(async (declaration) => {
        const entry = await load(netlifyFile(declaration))
        const handler = entry.default as (request: Request, context: { ip: string }) => Promise<Response>
        const path = String(entry.config?.path)
        const probe = path === '/*' ? '/services' : path
        return route(await allowedMethods((request) => handler(request, { ip: '203.0.113.1' }), probe), path)
      }),
    )
    expect(routes.sort()).toEqual(
      declared((declaration) => declaration.netlifyRoute?.path ?? declaration.path),
    )
  })

  test('on Vercel every function answers at the path of its file under api/', async () => {
    const routes = await Promise.all(
      http.map(async (declaration) => {
        const file = vercelFile(declaration)
        const { fetch } = (await load(file)).default as { fetch: (request: Request) => Promise<Response> }
        const path = `/${file.replace(/\.ts$/, '')}`
        return route(await allowedMethods(fetch, path), path)
      }),
    )
    expect(routes.sort()).toEqual(declared(({ path }) => path))
  })

  test("a scheduled function runs on its declared cron: Netlify's schedule, Vercel's cron at its path", async () => {
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
      crons: { path: string; schedule: string }[]
    }
    expect(vercel.crons).toEqual(
      scheduled.map((declaration) => ({ path: declaration.path, schedule: declaration.schedule!.cron })),
    )
    for (const declaration of scheduled) {
      const entry = await load(netlifyFile(declaration))
      expect(entry.config).toEqual({ schedule: declaration.schedule!.cron })
    }
    expect(scheduled.map(({ name }) => name)).toEqual(['retry-pending-emails'])
  })
})
