// `npm run build`: bundles the browser app and the prerender entry with Vite, then prerenders every route of the
// content lake to its own HTML file, with sitemap.xml, robots.txt and _redirects beside them.
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { build } from 'vite'
import { createContentLake, serveContentLake, type ContentLake } from '../server/content-lake/index.ts'
import { clientDir, dataDir, distDir, rootDir, seedFile } from '#shared/paths.ts'
import { assetCopies, ENCODINGS, headersFile } from '../render/page-files.ts'
import { LivePages } from '../render/live-pages.ts'
import { PageWriterThread } from '../render/page-writer-thread.ts'
import { loadPageRenderer, TEMPLATE_FILE } from '../render/renderer.ts'
import { writeBuildStamp } from './build-stamp.ts'
import { routesManifestFile, type RoutesManifest } from '../render/routes-manifest.ts'
import { contentConnectSources, securityHeaderValues } from '../render/security-headers.ts'
import { readAnalyticsSources } from '../render/analytics-settings.ts'

async function bundle() {
  const configFile = resolve(rootDir, 'vite.config.ts')
  await build({ configFile, logLevel: 'warn' })
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: '../dist/server',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  })
}

/** The bundle's text files, listed before any page is written. */
async function bundleTextFiles(): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|css|svg|json|webmanifest|map)$/.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    // Twemoji's 3,723 files (about 2 KB each, vite.plugins.ts) would add some 11 s of CPU to every build: served as they are.
    if (!file.includes(`${sep}.vite${sep}`) && !file.includes(`${sep}twemoji-`)) files.push(file)
  }
  return files
}

/**
 * Brotli and gzip copies of the bundle's text files, made once here at the best level, served as they are. Four at a
 * time: compression runs on libuv's thread pool (four threads), so the files compress in parallel.
 */
async function compressAssets(files: string[]) {
  const lane = async () => {
    for (let file = files.pop(); file; file = files.pop()) {
      const copies = await assetCopies(await readFile(file))
      for (const { name, suffix } of ENCODINGS) await writeFile(file + suffix, copies[name])
    }
  }
  await Promise.all([lane(), lane(), lane(), lane()])
}

/**
 * Renders every route against the build's own lake with the same code the live server re-renders pages with
 * (render/live-pages.ts): HTML files, _routes.json with each page's queries, sitemap.xml, robots.txt and
 * _redirects. The Vite template is kept as _template.html for later renders.
 */
async function prerender(previous: string | null, lake: ContentLake) {
  const served = await serveContentLake(lake, 0)
  let writer: PageWriterThread | undefined
  try {
    await copyFile(join(clientDir, 'index.html'), join(clientDir, TEMPLATE_FILE))
    const reused = previous !== null && (await reusePages(previous))
    // The pages' queries go to the lake in process, the route table (like a live server's) over HTTP; the pages are
    // compressed and written on a thread of their own (page-writer-thread.ts).
    const renderer = await loadPageRenderer(distDir, {
      lakeOrigin: served.url.replace(/\/content-lake\/?$/, ''),
      lakeQuery: (query, params) => lake.taggedQuery(query, params),
      compress: false,
    })
    writer = new PageWriterThread()
    const pages = await LivePages.open({ clientDir, renderer, fresh: !reused, writer, log: () => {} })
    const { rendered, failed } = await pages.refresh()
    if (failed.length) {
      for (const { path, reason } of failed.slice(0, 10)) console.error(`${path}: ${reason}`)
      throw new Error(`${failed.length} of the site's pages could not be rendered (the first ten above)`)
    }
    if (reused) console.log(`unchanged bundle: kept the previous pages, re-rendered ${rendered.length}`)
    // A static host serves these headers: the CSP names the analytics provider the settings chose at build time.
    await writeFile(
      join(clientDir, '_headers'),
      headersFile(
        securityHeaderValues(contentConnectSources(process.env), undefined, await readAnalyticsSources(lake)),
      ),
    )
    return rendered.length
  } finally {
    await writer?.close()
    await served.close()
    await lake.close()
  }
}

/**
 * When the new bundle is the previous one (same template, same chunks), the previous pages are still valid HTML for
 * it: they go back in place with their manifest, and the refresh re-renders only the pages whose queries now answer
 * something else. Answers whether they were reused.
 */
async function reusePages(previous: string): Promise<boolean> {
  const same = async (a: string, b: string) =>
    (await readFile(a, 'utf8').catch(() => 'a')) === (await readFile(b, 'utf8').catch(() => 'b'))
  if (
    !(await same(join(previous, TEMPLATE_FILE), join(clientDir, TEMPLATE_FILE))) ||
    !(await same(join(previous, '.vite/manifest.json'), join(clientDir, '.vite/manifest.json')))
  )
    return false
  const manifest = JSON.parse(await readFile(routesManifestFile(previous), 'utf8')) as RoutesManifest
  for (const { file } of Object.values(manifest.routes)) {
    for (const suffix of ['', ...ENCODINGS.map((encoding) => encoding.suffix)]) {
      await mkdir(dirname(join(clientDir, file)), { recursive: true })
      await rename(join(previous, file + suffix), join(clientDir, file + suffix)).catch(() => {})
    }
  }
  await rename(routesManifestFile(previous), routesManifestFile(clientDir))
  return true
}

const started = performance.now()
// The previous build's pages are set aside: an unchanged bundle reuses them (reusePages).
const previousDir = join(rootDir, '.build-previous')
await rm(previousDir, { recursive: true, force: true })
const previous = existsSync(routesManifestFile(clientDir))
  ? await rename(clientDir, previousDir).then(
      () => previousDir,
      () => null,
    )
  : null
await rm(distDir, { recursive: true, force: true })
// The lake opens (the seed imported, its images measured) while Vite bundles, and the bundle's files compress while
// the pages render: neither needs the other.
const opening = createContentLake({ dataDir: dataDir(), seedFile })
await bundle().catch(async (error: unknown) => {
  await opening.then((lake) => lake.close()).catch(() => {})
  throw error
})
const assets = await bundleTextFiles()
const [count] = await Promise.all([prerender(previous, await opening), compressAssets(assets)])
await rm(previousDir, { recursive: true, force: true })
await writeBuildStamp()
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s, ${count} pages rendered`)
