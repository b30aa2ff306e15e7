// Moving the content to hosted Sanity and back, rehearsed: the embedded lake's content leaves through the project's own
// `npm run content:export`, goes into the hosted project (the stand-in) through the code `sanity dataset import` runs,
// and the site in hosted mode renders every route as it did from the embedded lake; then it leaves the hosted project
// through the code `sanity dataset export` runs and seeds a fresh embedded lake, which renders the same pages again.
import { execFile } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { serve } from '@hono/node-server'
import { exportDataset } from '@sanity/export'
import { sanityImport } from '@sanity/import'
import { Hono } from 'hono'
import { x as extract } from 'tar'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { rootDir, seedFile } from '#shared/paths.ts'
import { createPageRenderer, type PageRenderer, type RenderModule } from '../../render/renderer.ts'
import type { RouteTable } from '../../render/route-table.ts'
import { createContentLake, type ContentLake } from '../../server/content-lake/index.ts'
import { readNdjson } from '../../server/content-lake/seed.ts'
import { startStandIn, type StandIn } from './stand-in.ts'
import { startHostedSite, type HostedSite } from './site.ts'

/** An embedded lake as `npm start` runs it: its API mounted at /content-lake of the site's origin. */
interface EmbeddedLake {
  lake: ContentLake
  dataDir: string
  origin: string
  close(): Promise<void>
}

async function startEmbeddedLake(dataDir: string, seed: string): Promise<EmbeddedLake> {
  const lake = await createContentLake({
    dataDir,
    seedFile: seed,
    token: 'migration',
    scheduleReleases: false,
  })
  const app = new Hono().route('/content-lake', lake.app)
  const server = await new Promise<{ port: number; close(): Promise<void> }>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ port: info.port, close: () => new Promise<void>((done) => listening.close(() => done())) }),
    )
  })
  return {
    lake,
    dataDir,
    origin: `http://127.0.0.1:${server.port}`,
    async close() {
      await server.close()
      await lake.close()
    },
  }
}

/** The app's server entry from source, as evaluated now: embedded or hosted by the environment at its import. */
async function embeddedRenderer(origin: string): Promise<PageRenderer> {
  const [entry, template] = await Promise.all([
    import('#web/entry-server.tsx') as Promise<unknown> as Promise<RenderModule>,
    readFile(join(rootDir, 'web/index.html'), 'utf8'),
  ])
  return createPageRenderer({ entry, template, viteManifest: {}, lakeOrigin: origin })
}

/**
 * What legitimately differs between two renders of the same content from two lakes:
 * - an image's address: the embedded lake's (`/content-lake/images/local/production/…`, absolute in the share
 *   image's meta tags) against Sanity's CDN for the hosted project (`https://cdn.sanity.io/images/<project>/<dataset>/…`,
 *   and the asset document's own `/images/<project>/<dataset>/…` in the page's state); the file name, the image's hash
 *   and size, is the same;
 * - when the render ran: React Query's `dehydratedAt`/`dataUpdatedAt` in the page's state, and so the state's etag;
 * - `_updatedAt`, which the API sets on every write, the import's included (hosted Sanity does the same), and the
 *   articles' and case studies' `dateModified` (structured data) that shows it;
 * - the order of styled-components' rules within a component's group, which follows the order in which this process's
 *   copy of the app first drew each variant, not the page (the hosted renders run in a copy of their own).
 */
function comparable(html: string, images: { projectId: string; dataset: string }[]): string {
  let normalized = html
  for (const { projectId, dataset } of images)
    normalized = normalized.replace(
      new RegExp(`(?:https?://[a-z0-9.:-]+)?(?:/content-lake)?/images/${projectId}/${dataset}/`, 'g'),
      '<image>/',
    )
  return normalized
    .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":<time>')
    .replace(/data-etag="[^"]*"/g, 'data-etag="<etag>"')
    .replace(/"(_updatedAt|dateModified)":"[^"]*"/g, '"$1":"<time>"')
    .replace(/(<style data-styled[^>]*>)([^<]*)<\/style>/g, (_, open: string, css: string) => {
      // Each group ends with the list of its class names (`content:"a,b,"`), in the same order as its rules.
      const rules = css
        .replace(/content:"([^"]*)"/g, (_, names: string) => `content:"${names.split(',').sort().join(',')}"`)
        .split('/*!sc*/\n')
      return `${open}${rules.sort().join('/*!sc*/\n')}</style>`
    })
}

/** A route table without what legitimately differs: when each document changed, and the order of its query. */
const comparableTable = (table: RouteTable) => ({
  ...table,
  routes: table.routes
    .map(({ path, indexable }) => ({ path, indexable }))
    .sort((a, b) => a.path.localeCompare(b.path)),
})

const EMBEDDED = { projectId: 'local', dataset: 'production' }

let root: string
let embedded: EmbeddedLake
let standIn: StandIn
let returned: EmbeddedLake
let site: HostedSite
let exportedDocuments: number
let imported: { numDocs: number; warnings: unknown[] }
/** Every route of the embedded lake's route table, and an address no route has (the 404 page). */
let paths: string[]
const fromEmbedded = new Map<string, { status: number; html: string }>()
const fromReturned = new Map<string, { status: number; html: string }>()
const fromHosted = new Map<string, { status: number; html: string }>()
let routeTables: { embedded: unknown; returned: unknown }

// Three lakes seeded, an export, an import, a hosted export and every route rendered three times: with the site's
// browser tests beside it on two cores this took over the 60 s default (twice on 29 November 2026).
const MIGRATION_TIMEOUT = 240_000

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hosted-migration-'))
  embedded = await startEmbeddedLake(join(root, 'embedded'), seedFile)

  // Out: `npm run content:export -- --out <file>`, run as the script itself against this lake's data folder.
  const exportFile = join(root, 'export/content.ndjson')
  await promisify(execFile)(process.execPath, ['scripts/content-export.ts', '--out', exportFile], {
    cwd: rootDir,
    env: { ...process.env, CONTENT_LAKE_DATA_DIR: embedded.dataDir },
  })
  exportedDocuments = (await readNdjson(exportFile)).length

  // In: the README's `sanity dataset import ../content/production.ndjson production --replace`. The CLI needs a
  // logged-in Sanity user and Sanity's own host, so the test runs what the command runs with the options it passes
  // (@sanity/cli's datasets/import.js): @sanity/import with `--replace`'s operations and the file's folder as the base
  // of its `_sanityAsset` images, which it uploads through the project's asset API.
  const empty = join(root, 'empty.ndjson')
  await writeFile(empty, '')
  standIn = await startStandIn({ seedFile: empty })
  imported = await sanityImport(createReadStream(exportFile), {
    client: standIn.editor.withConfig({ apiVersion: 'v2025-02-19' }),
    operation: 'createOrReplace',
    releasesOperation: 'replace',
    tag: 'sanity.import',
    targetDataset: standIn.dataset,
    targetProjectId: standIn.projectId,
    assetsBase: dirname(exportFile),
  })

  // Back: `sanity dataset export <dataset> <file>.tar.gz` runs @sanity/export with the CLI's defaults (drafts and
  // assets included, compressed); the archive's data.ndjson refers to its images as `_sanityAsset`, the form the
  // embedded lake seeds from, so a fresh lake seeds from it as from content/production.ndjson.
  const archive = join(root, 'hosted.tar.gz')
  await exportDataset({
    client: standIn.editor,
    dataset: standIn.dataset,
    outputPath: archive,
    assets: true,
    drafts: true,
    compress: true,
    raw: false,
  })
  const unpacked = join(root, 'unpacked')
  await mkdir(unpacked)
  await extract({ file: archive, cwd: unpacked, strip: 1 })
  returned = await startEmbeddedLake(join(root, 'returned'), join(unpacked, 'data.ndjson'))

  // The embedded renders first, with the environment of a site without a project id.
  const embeddedPages = await embeddedRenderer(embedded.origin)
  const returnedPages = await embeddedRenderer(returned.origin)
  const table = await embeddedPages.routes()
  paths = [...table.routes.map((route) => route.path), '/no-such-page']
  routeTables = {
    embedded: comparableTable(table),
    returned: comparableTable(await returnedPages.routes()),
  }
  for (const path of paths) {
    const [a, b] = await Promise.all([embeddedPages.render(path), returnedPages.render(path)])
    fromEmbedded.set(path, { status: a.status, html: a.html })
    fromReturned.set(path, { status: b.status, html: b.html })
  }

  // Then hosted mode: the app's modules evaluated anew with the hosted environment, as the hosted build bakes it in.
  vi.resetModules()
  site = await startHostedSite(standIn)
  for (const path of paths) {
    const response = await fetch(`${site.url}${path}`)
    fromHosted.set(path, { status: response.status, html: await response.text() })
  }
}, MIGRATION_TIMEOUT)

afterAll(async () => {
  await site?.close()
  await returned?.close()
  await standIn?.close()
  await embedded?.close()
  vi.unstubAllEnvs()
  if (root) await rm(root, { recursive: true, force: true })
})

describe('content moved to hosted Sanity', () => {
  test('every exported document is imported, with no warning', () => {
    expect(exportedDocuments).toBeGreaterThan(0)
    expect(imported).toEqual({ numDocs: exportedDocuments, warnings: [] })
  })

  test('every route renders the same page in hosted mode as from the embedded lake, but for image addresses', () => {
    const hostedImages = { projectId: standIn.projectId, dataset: standIn.dataset }
    // More than the home page and the 404: the table has every routable document.
    expect(paths.length).toBeGreaterThan(10)
    for (const path of paths) {
      const hosted = fromHosted.get(path)!
      const local = fromEmbedded.get(path)!
      expect({ path, status: hosted.status }).toEqual({ path, status: local.status })
      expect(comparable(hosted.html, [hostedImages]), path).toBe(comparable(local.html, [EMBEDDED]))
    }
    // The hosted pages' images are the project's, at Sanity's CDN: the renders did read the hosted project.
    expect(fromHosted.get('/')!.html).toContain(
      `https://cdn.sanity.io/images/${standIn.projectId}/${standIn.dataset}/`,
    )
  })
})

describe('content moved back from hosted Sanity to an embedded lake', () => {
  test('the fresh lake has the same routes and redirects', () => {
    expect(routeTables.returned).toEqual(routeTables.embedded)
  })

  test('every route renders the same page as from the lake the content first left', () => {
    for (const path of paths) {
      const back = fromReturned.get(path)!
      const first = fromEmbedded.get(path)!
      expect({ path, status: back.status }).toEqual({ path, status: first.status })
      expect(comparable(back.html, [EMBEDDED]), path).toBe(comparable(first.html, [EMBEDDED]))
    }
  })
})
