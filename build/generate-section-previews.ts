// Renders the picture of each section type that the Studio's "Add section" menu shows (its grid view): the first
// section of that type in the seed, as the built site renders it on a desktop screen, cut to the menu's 3:2 tiles.
//
//   npx node build/generate-section-previews.ts
//
// Builds the site first when the build is stale, serves it on a fresh copy of the seed (PORT, default 4206), and
// writes studio/static/section-previews/<section type>.webp. Run it again after a change to a section's look or
// to the seed; the same build and seed give the same files.
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { rootDir, seedFile } from '#shared/paths.ts'
import { isBuildFresh } from './build-stamp.ts'
import { sectionPreviewImageUrl, sections } from '../schemas/sections/index.ts'

/** The file behind a preview's address: `studio/static` is what the Studio serves at `/static`. */
const previewFile = (type: string) => join(rootDir, 'studio', sectionPreviewImageUrl(type))

const PORT = Number(process.env.PORT ?? 4206)
const origin = `http://127.0.0.1:${PORT}`
/** The menu's tiles are 3:2; the section is shot at a laptop's width and scaled to about twice a tile's width. */
const VIEWPORT = { width: 1280, height: 853 }
const TILE = { width: 480, height: 320 }

interface SeedDocument {
  _id: string
  _type: string
  path?: string
  sections?: { _type: string; _key: string }[]
}

/** The first page that shows each section type (the home page first, then in seed order), and where on it. */
async function firstOfEachType() {
  const documents = (await readFile(seedFile, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SeedDocument)
  const found = new Map<string, { path: string; index: number; count: number }>()
  const home = documents.filter((doc) => doc.path === '/')
  for (const doc of [...home, ...documents.filter((doc) => doc.path !== '/')]) {
    if (!doc.path || !doc.sections || doc._id.startsWith('drafts.')) continue
    doc.sections.forEach((section, index) => {
      if (!found.has(section._type))
        found.set(section._type, { path: doc.path!, index, count: doc.sections!.length })
    })
  }
  const missing = sections.map((type) => type.name).filter((name) => !found.has(name))
  if (missing.length)
    throw new Error(`The seed has no section of type ${missing.join(', ')}: nothing to show`)
  return found
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`${origin}/content-lake/v2025-02-19/data/query/production?query=count(*)`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The site did not start on ${origin}`)
}

if (!(await isBuildFresh())) {
  const build = spawnSync(process.execPath, ['build/index.ts'], { cwd: rootDir, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawn(process.execPath, ['scripts/e2e-server.ts'], {
  cwd: rootDir,
  env: { ...process.env, PORT: String(PORT), CONTENT_LAKE_DATA_DIR: '.data/section-previews' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--hide-scrollbars'],
})
try {
  await waitForServer()
  await mkdir(dirname(previewFile('any')), { recursive: true })
  // Reduced motion: sections that fade or slide in are shot as they end up.
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' })
  for (const [type, { path, index, count }] of await firstOfEachType()) {
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    const rendered = page.locator('main > *')
    const shown = await rendered.count()
    if (shown !== count) throw new Error(`${path} shows ${shown} sections, the seed has ${count}`)
    const section = rendered.nth(index)
    await section.scrollIntoViewIfNeeded()
    // Lazy images load once near the viewport; the shot waits for every image of the section and the fonts.
    await page.waitForFunction(
      (element) =>
        [...element!.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0) &&
        document.fonts.status === 'loaded',
      await section.elementHandle(),
    )
    // The sticky header and the chat button stay on screen while scrolling: out of the picture.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('body *'))
        if (!element.closest('main') && /^(fixed|sticky)$/.test(getComputedStyle(element).position))
          element.style.visibility = 'hidden'
    })
    const shot = sharp(await section.screenshot({ animations: 'disabled', caret: 'hide' }))
    const { width, height } = await shot.metadata()
    const file = previewFile(type)
    await writeFile(
      file,
      await shot
        .extract({
          left: 0,
          top: 0,
          width,
          height: Math.min(height, Math.round((width * TILE.height) / TILE.width)),
        })
        .resize({ width: TILE.width })
        .webp({ quality: 80, effort: 6 })
        .toBuffer(),
    )
    console.log(`${type}: ${path} section ${index + 1} → ${file.slice(rootDir.length + 1)}`)
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
