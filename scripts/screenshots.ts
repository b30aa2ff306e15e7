// `npm run screenshots`: PNGs of the built site for the README (home and one inner page, desktop 1440 px and phone
// 390 px, viewport only) into docs/screenshots/. It builds nothing: run `npm run build` first.
// `npm run screenshots -- --all [--out dir]` instead shoots every route of the routes manifest, full page, at 1440,
// 1280, 1024, 768, 390 and 360 px in the light and the dark scheme (default dir .data/screenshots), for a design
// review before a release (`--path /contact` and `--width 390` narrow it down; both repeatable). `--port 4480` serves
// on that port instead of a free one (where a machine gives each job its own ports).
import { mkdir, readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser } from 'playwright'
import sharp from 'sharp'
import { clientDir, dataDir, rootDir } from '#shared/paths.ts'
import { decodeManifest, routesManifestFile } from '../render/routes-manifest.ts'
import { startServer } from '../server/index.ts'
import { copyBuildLake } from './bench/lake-copy.ts'

const README_SHOTS = [
  { name: 'home', path: '/' },
  { name: 'microsoft-dynamics', path: '/microsoft-dynamics' },
]
const README_SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]
const REVIEW_WIDTHS = [1440, 1280, 1024, 768, 390, 360]

const { values: options } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    out: { type: 'string' },
    path: { type: 'string', multiple: true },
    width: { type: 'string', multiple: true },
    port: { type: 'string', default: '0' },
  },
})

const manifestFile = routesManifestFile(clientDir)
if (!existsSync(manifestFile)) {
  console.error('No built site in dist/client: run `npm run build` first.')
  process.exit(1)
}
const manifest = decodeManifest(await readFile(manifestFile, 'utf8'))

// A copy of the lake the build was prerendered from, so the pages show the built content and nothing is written to
// the developer's lake.
const lakeDir = join(rootDir, '.data/screenshots-lake')
await copyBuildLake(dataDir(), lakeDir)
const server = await startServer({ ...process.env, PORT: options.port, CONTENT_LAKE_DATA_DIR: lakeDir })
const origin = `http://127.0.0.1:${server.port}`

async function shoot(
  browser: Browser,
  path: string,
  file: string,
  size: { width: number; height: number },
  colorScheme: 'light' | 'dark',
  fullPage: boolean,
) {
  const context = await browser.newContext({
    viewport: size,
    colorScheme,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    isMobile: size.width < 640,
    hasTouch: size.width < 640,
  })
  const page = await context.newPage()
  await page.goto(`${origin}${path}`, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  if (fullPage)
    // Images below the fold load lazily: a page shot whole would show their blurred placeholders instead.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager'
          return image.decode().catch(() => undefined)
        }),
      ),
    )
  const png = await page.screenshot({ fullPage })
  // A 256-colour palette keeps a README shot around 150-250 KB instead of 500+ KB, with no visible loss on flat UI.
  await sharp(png).png({ palette: true, quality: 90, effort: 8 }).toFile(file)
  await context.close()
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  if (options.all) {
    const out = options.out ?? join(rootDir, '.data/screenshots')
    await mkdir(out, { recursive: true })
    const paths = options.path ?? Object.keys(manifest.routes)
    const widths = options.width?.map(Number) ?? REVIEW_WIDTHS
    for (const path of paths)
      for (const width of widths)
        for (const scheme of ['light', 'dark'] as const) {
          const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')
          await shoot(
            browser,
            path,
            join(out, `${slug}-${width}-${scheme}.png`),
            { width, height: 900 },
            scheme,
            true,
          )
        }
    console.log(`${paths.length * widths.length * 2} screenshots in ${out}`)
  } else {
    const out = join(rootDir, 'docs/screenshots')
    await mkdir(out, { recursive: true })
    for (const shot of README_SHOTS)
      for (const size of README_SIZES)
        await shoot(browser, shot.path, join(out, `${shot.name}-${size.name}.png`), size, 'light', false)
    console.log(`${README_SHOTS.length * README_SIZES.length} screenshots in ${out}`)
  }
} finally {
  await browser.close()
  await server.close()
}
