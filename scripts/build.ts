// `npm run build`: bundles the browser app and the prerender entry with Vite, then prerenders every route of the
// content lake to its own HTML file, with sitemap.xml, robots.txt and _redirects beside them.
import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { build } from 'vite'
import { createContentLake, serveContentLake } from '../server/content-lake/index.ts'
import { clientDir, dataDir, distDir, rootDir, seedFile } from '../server/config.ts'
import { compressedCopies, ENCODINGS, headersFile } from '../server/render/page-files.ts'
import { LivePages } from '../server/render/live-pages.ts'
import { loadPageRenderer, TEMPLATE_FILE } from '../server/render/renderer.ts'
import { writeBuildStamp } from './build-stamp.ts'
import { contentConnectSources, securityHeaderValues } from '../server/security-headers.ts'

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

/** Brotli and gzip copies of the bundle's text files, made once here at the best level, served as they are. */
async function compressAssets() {
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|css|svg|json|webmanifest|map)$/.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    if (file.includes(`${sep}.vite${sep}`)) continue
    const copies = compressedCopies(await readFile(file), true)
    for (const { name, suffix } of ENCODINGS) await writeFile(file + suffix, copies[name])
  }
}

/**
 * Renders every route against the build's own lake with the same code the live server re-renders pages with
 * (server/render/live-pages.ts): HTML files, _routes.json with each page's queries, sitemap.xml, robots.txt and
 * _redirects. The Vite template is kept as _template.html for later renders.
 */
async function prerender() {
  const lake = await createContentLake({ dataDir: dataDir(), seedFile })
  const served = await serveContentLake(lake, 0)
  try {
    await copyFile(join(clientDir, 'index.html'), join(clientDir, TEMPLATE_FILE))
    const renderer = await loadPageRenderer(distDir, served.url.replace(/\/content-lake\/?$/, ''))
    const pages = await LivePages.open({ clientDir, renderer, fresh: true, log: () => {} })
    const { rendered } = await pages.refresh()
    await writeFile(
      join(clientDir, '_headers'),
      headersFile(securityHeaderValues(contentConnectSources(process.env))),
    )
    return rendered.length
  } finally {
    await served.close()
    await lake.close()
  }
}

const started = performance.now()
await rm(distDir, { recursive: true, force: true })
await bundle()
await compressAssets()
const count = await prerender()
await writeBuildStamp()
console.log(`built and prerendered ${count} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`)
