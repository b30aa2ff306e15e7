// The image endpoint under hostile requests: sizes are capped, garbage is refused, equivalent URLs share a variant,
// the disk cache keeps to its bound, and resizes run a bounded few at a time.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, test } from 'vitest'
import { TOKEN, writeSeed } from './harness.ts'
import { createContentLake, serveContentLake } from '../../server/content-lake/index.ts'
import { ImageService } from '../../server/content-lake/images.ts'
import { imageLimits, type ImageOptions } from '../../server/content-lake/image-limits.ts'

interface ImageLake {
  /** The seeded 400x300 image, e.g. http://127.0.0.1:1234/content-lake/images/local/production/<sha1>-400x300.png */
  imageUrl: string
  url: string
  dataDir: string
  fileName: string
  cacheDir: string
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

/** A lake with its own image limits; `source` replaces the harness's plain blue 400x300 PNG. */
async function startImageLake(images: ImageOptions = {}, source?: Buffer): Promise<ImageLake> {
  const root = await mkdtemp(join(tmpdir(), 'lake-images-'))
  const seedFile = await writeSeed(root)
  if (source) await writeFile(join(root, 'images/blue.png'), source)
  const dataDir = join(root, 'data')
  const lake = await createContentLake({ dataDir, seedFile, token: TOKEN, images })
  const served = await serveContentLake(lake, 0)
  cleanups.push(async () => {
    await served.close()
    await lake.close()
    await rm(root, { recursive: true, force: true })
  })
  const settings = lake.store.get('siteSettings') as unknown as { shareImage: { asset: { _ref: string } } }
  const [, sha1, size, extension] = settings.shareImage.asset._ref.split('-')
  const fileName = `${sha1}-${size}.${extension}`
  return {
    imageUrl: `${served.url}/images/local/production/${fileName}`,
    url: served.url,
    dataDir,
    fileName,
    cacheDir: join(dataDir, 'image-cache'),
  }
}

/** Random pixels, which compress badly, so cached variants have a real size. */
const noise = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

const cachedFiles = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).sort()

async function dimensions(response: Response) {
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  return [meta.width, meta.height]
}

describe('sizes and parameters', async () => {
  const lake = await startImageLake({ maxOutputPixels: 1_000_000 })

  test('w and h beyond 8192 device pixels are clamped to 8192, not refused', async () => {
    const response = await fetch(`${lake.imageUrl}?w=20000&h=4&dpr=3&fit=crop&fm=png`)
    expect(response.status).toBe(200)
    expect(await dimensions(response)).toEqual([8192, 12])
  })

  test('a request over the pixel budget is scaled down to it', async () => {
    const response = await fetch(`${lake.imageUrl}?w=20000&h=20000&dpr=3&fit=crop&fm=png`)
    expect(response.status).toBe(200)
    expect(await dimensions(response)).toEqual([1000, 1000])
  })

  test('AVIF, whose encoder needs far more memory, gets a quarter of the pixel budget', async () => {
    const response = await fetch(`${lake.imageUrl}?w=20000&h=20000&dpr=3&fit=crop&fm=avif`)
    expect(response.status).toBe(200)
    expect(await dimensions(response)).toEqual([500, 500])
  })

  test.each([
    ['w=abc', 'Parameter "w" must be a valid integer'],
    ['w=12.5', 'Parameter "w" must be a valid integer'],
    ['h=0', 'Parameter "h" must be a positive integer'],
    ['dpr=abc', 'Parameter "dpr" must be a valid number'],
    ['q=high', 'Parameter "q" must be a valid integer'],
    ['fit=stretch', 'Parameter "fit" must be one of: clip, max, crop, min, fill, fillmax, scale'],
    ['fm=bmp', 'Parameter "fm" must be one of: jpg, jpeg, pjpg, png, webp, avif'],
    ['auto=everything', 'Parameter "auto" must be one of: format'],
    [
      'crop=sideways',
      'Parameter "crop" must be one of: top, bottom, left, right, center, focalpoint, entropy',
    ],
    ['rect=0,0,10', 'Parameter "rect" must be four integers: left,top,width,height'],
    ['rect=0,0,a,10', 'Parameter "rect" must be a valid integer'],
  ])('?%s is a 400 in the shape of Sanity’s image API', async (query, message) => {
    const response = await fetch(`${lake.imageUrl}?${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message })
  })

  test('nearby dpr values share one cached variant', async () => {
    const before = await cachedFiles(lake.cacheDir)
    for (const dpr of ['2.01', '2.04']) {
      const response = await fetch(`${lake.imageUrl}?w=123&dpr=${dpr}`)
      expect(await dimensions(response)).toEqual([246, 185])
    }
    const added = (await cachedFiles(lake.cacheDir)).filter((name) => !before.includes(name))
    expect(added).toHaveLength(1)
  })

  test('nearby qualities share one cached variant', async () => {
    const before = await cachedFiles(lake.cacheDir)
    for (const q of ['71', '72']) expect((await fetch(`${lake.imageUrl}?w=124&q=${q}`)).status).toBe(200)
    const added = (await cachedFiles(lake.cacheDir)).filter((name) => !before.includes(name))
    expect(added).toHaveLength(1)
  })
})

describe('disk cache', () => {
  test('never grows past its bound, however many variants are asked for', async () => {
    const bound = 64 * 1024
    const lake = await startImageLake({ cacheMaxBytes: bound }, await noise(400, 300))
    for (let w = 64; w < 84; w++) expect((await fetch(`${lake.imageUrl}?w=${w}&fm=png`)).status).toBe(200)
    const files = await cachedFiles(lake.cacheDir)
    const sizes = await Promise.all(files.map(async (name) => (await stat(join(lake.cacheDir, name))).size))
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(bound)
    expect(files.length).toBeGreaterThan(0)
    expect(files.length).toBeLessThan(20)
  })

  test('evicts the least recently used variant: a cache hit keeps one', async () => {
    // Each tiny variant counts as one 4 KiB block, so three fit.
    const lake = await startImageLake({ cacheMaxBytes: 3 * 4096 })
    const get = async (w: number) => expect((await fetch(`${lake.imageUrl}?w=${w}&fm=png`)).status).toBe(200)
    await get(10)
    await get(11)
    await get(12)
    await get(10)
    await get(13)
    const widths = await Promise.all(
      (await cachedFiles(lake.cacheDir)).map(
        async (name) => (await sharp(await readFile(join(lake.cacheDir, name))).metadata()).width,
      ),
    )
    expect(widths.sort()).toEqual([10, 12, 13])
  })
})

describe('resize concurrency', async () => {
  const lake = await startImageLake()

  test('with a bound of 1, concurrent renders all succeed and never overlap', async () => {
    const images = new ImageService(lake.dataDir, imageLimits({ concurrency: 1, queueLimit: 10 }))
    const results = await Promise.all(
      [300, 301, 302, 303, 304, 305].map((w) =>
        images.render(lake.fileName, new URLSearchParams({ w: String(w), fit: 'crop', h: '300' }), ''),
      ),
    )
    expect(results.map((result) => result.body.length > 0)).toEqual(Array(6).fill(true))
    expect(images.stats).toMatchObject({ peakRendering: 1, renders: 6, rendering: 0, queued: 0 })
  })

  test('identical requests in flight share one render', async () => {
    const images = new ImageService(lake.dataDir, imageLimits({ concurrency: 1, queueLimit: 0 }))
    const search = new URLSearchParams({ w: '333' })
    const results = await Promise.all(
      Array.from({ length: 5 }, () => images.render(lake.fileName, search, '')),
    )
    expect(images.stats.renders).toBe(1)
    expect(new Set(results.map((result) => result.body.toString('base64'))).size).toBe(1)
  })

  test('a full queue answers 503 with Retry-After', async () => {
    const busy = await startImageLake({ concurrency: 1, queueLimit: 1 })
    // Six distinct 4000x4000 renders: the first holds the only slot far longer than the others take to arrive.
    const responses = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => fetch(`${busy.imageUrl}?w=${4000 + i}&h=4000&fit=crop&fm=png`)),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 200, 503, 503, 503, 503])
    const refused = responses.find((response) => response.status === 503)!
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(await refused.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Too many images are being resized; try again shortly',
    })
  })
})

test('an upload with more pixels than the input limit is refused', async () => {
  const lake = await startImageLake({ maxInputPixels: 200_000 })
  const big = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()
  const response = await fetch(`${lake.url}/v2025-02-19/assets/images/production?filename=big.png`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'image/png' },
    body: new Uint8Array(big),
  })
  expect(response.status).toBe(400)
})
