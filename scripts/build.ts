// `npm run build`: bundles the browser app and the prerender entry with Vite, then prerenders every route of the
// content lake to its own HTML file, with sitemap.xml, robots.txt and _redirects beside them.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { createContentLake, serveContentLake } from '../server/content-lake/index.ts'
import { clientDir, dataDir, distDir, rootDir, seedFile } from '../server/config.ts'
import { loadRoutes } from './prerender/routes.ts'
import {
  fillTemplate,
  htmlFileFor,
  redirectsFile,
  headersFile,
  robotsTxt,
  routeChunks,
  chunkListScript,
  sitemapXml,
  type ViteManifest,
} from './prerender/files.ts'
import { NOT_FOUND_PATH, routesManifestFile, type RoutesManifest } from '../server/routes-manifest.ts'
import { writeBuildStamp } from './build-stamp.ts'
import { contentConnectSources, securityHeaderValues } from '../server/security-headers.ts'

type RenderModule = typeof import('../web/src/entry-server.tsx')

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

const APP_MODULE = 'src/app/start.tsx'

async function prerender() {
  const lake = await createContentLake({ dataDir: dataDir(), seedFile })
  const served = await serveContentLake(lake, 0)
  try {
    const { render, createSanityClient } = (await import(
      pathToFileURL(join(distDir, 'server/entry-server.js')).href
    )) as RenderModule
    const lakeOrigin = served.url.replace(/\/content-lake\/?$/, '')
    const { routes, redirects, siteUrl } = await loadRoutes(createSanityClient({ origin: lakeOrigin }))
    const template = await readFile(join(clientDir, 'index.html'), 'utf8')
    const viteManifest = JSON.parse(
      await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'),
    ) as ViteManifest
    const manifest: RoutesManifest = { routes: {} }

    const write = async (path: string, file: string) => {
      const result = await render(path, lakeOrigin)
      await mkdir(dirname(join(clientDir, file)), { recursive: true })
      // The app itself is a dynamic import of the entry (see entry-client.tsx): every page lists it.
      const chunks = chunkListScript(routeChunks(viteManifest, [APP_MODULE, ...result.modules]))
      await writeFile(join(clientDir, file), fillTemplate(template, { ...result, chunks }))
      return result.status
    }
    for (const route of routes) {
      const file = htmlFileFor(route.path)
      const status = await write(route.path, file)
      manifest.routes[route.path] = { file, status }
      if (status !== 200) route.indexable = false
    }
    await write(NOT_FOUND_PATH, '404.html')
    // index.html is now the home page; the bare template stays available for client-only rendering.
    await writeFile(
      join(clientDir, '_template.html'),
      template.replace('<!--app-head-->', '').replace('<!--app-html-->', '').replace('<!--app-state-->', ''),
    )
    await writeFile(routesManifestFile(clientDir), JSON.stringify(manifest, null, 2))
    await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(routes, siteUrl))
    await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl))
    await writeFile(join(clientDir, '_redirects'), redirectsFile(redirects))
    await writeFile(
      join(clientDir, '_headers'),
      headersFile(securityHeaderValues(contentConnectSources(process.env))),
    )
    return routes.length
  } finally {
    await served.close()
    await lake.close()
  }
}

const started = performance.now()
await rm(distDir, { recursive: true, force: true })
await bundle()
const count = await prerender()
await writeBuildStamp()
console.log(`built and prerendered ${count} routes in ${((performance.now() - started) / 1000).toFixed(1)} s`)
