// Sanity's image URL API, as @sanity/image-url builds it: w, h, fit, fm, auto=format, q, rect, dpr, crop.
// Resizes with sharp; every variant is computed once and kept in a bounded disk cache (image-cache.ts).
//
// One visitor must not be able to stall the server with it. As in Sanity's image API, each side is capped at 8192
// device pixels, oversized requests are scaled down rather than refused, and garbage parameters are a 400. Beyond
// that, the output has a pixel budget, dpr and q are rounded so they cannot mint endless variants, resizes run a
// few at a time behind a bounded queue (503 when it is full), and identical requests in flight share one render.
import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { originalsDir } from './assets.ts'
import { ImageCache } from './image-cache.ts'
import { MAX_DIMENSION, type ImageLimits } from './image-limits.ts'

// One libvips thread per image: with at most `concurrency` resizes at once, they never take every core from the
// rest of the server (the default is a thread per core for each image).
sharp.concurrency(1)
// Variants are cached on disk; libvips' cache of decoded operations would only hold memory between requests.
sharp.cache(false)

const FORMATS = { jpg: 'jpeg', jpeg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const
type OutputFormat = (typeof FORMATS)[keyof typeof FORMATS]
const MIME: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}
/** Sanity's fit modes as sharp's, and whether the mode never enlarges the source. */
const FITS = {
  clip: { fit: 'inside', enlarge: false },
  max: { fit: 'inside', enlarge: false },
  crop: { fit: 'cover', enlarge: true },
  min: { fit: 'cover', enlarge: true },
  fill: { fit: 'contain', enlarge: true },
  fillmax: { fit: 'contain', enlarge: true },
  scale: { fit: 'fill', enlarge: true },
} as const
type SharpFit = (typeof FITS)[keyof typeof FITS]['fit']
const CROPS = new Set(['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'])
const FILE_NAME = /^[a-f0-9]{40}-\d+x\d+\.[a-z0-9]+$/
/** How long a client turned away by a full queue should wait, in seconds. */
const RETRY_AFTER = 2

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  503: 'Service Unavailable',
}

/** An error of the image endpoint, in the shape Sanity's image CDN answers (not the data API's `{ error }`). */
export class ImageRequestError extends Error {
  readonly status: number
  readonly headers: Record<string, string>

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.headers = headers
  }

  get body() {
    return { statusCode: this.status, error: STATUS_TEXT[this.status] ?? 'Error', message: this.message }
  }
}

const invalid = (message: string) => new ImageRequestError(400, message)
const notFound = () => new ImageRequestError(404, 'Image not found')

/** A request reduced to what changes the output, so equivalent URLs share one cached variant. */
interface Variant {
  format: OutputFormat
  quality: number
  /** Device pixels (w or h × dpr), at most MAX_DIMENSION. */
  width?: number
  height?: number
  fit: SharpFit
  enlarge: boolean
  rect?: [left: number, top: number, width: number, height: number]
  entropy: boolean
}

function integer(search: URLSearchParams, name: string): number | undefined {
  const raw = search.get(name)
  if (raw === null) return undefined
  if (!/^-?\d+$/.test(raw)) throw invalid(`Parameter "${name}" must be a valid integer`)
  return Number(raw)
}

function size(search: URLSearchParams, name: 'w' | 'h', dpr: number): number | undefined {
  const value = integer(search, name)
  if (value === undefined) return undefined
  if (value < 1) throw invalid(`Parameter "${name}" must be a positive integer`)
  return Math.min(Math.round(value * dpr), MAX_DIMENSION)
}

function oneOf<T extends string>(
  search: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = search.get(name)
  if (raw === null) return undefined
  if (!(allowed as readonly string[]).includes(raw))
    throw invalid(`Parameter "${name}" must be one of: ${allowed.join(', ')}`)
  return raw as T
}

function parseRect(raw: string | null): Variant['rect'] {
  if (raw === null) return undefined
  const parts = raw.split(',')
  if (parts.length !== 4) throw invalid('Parameter "rect" must be four integers: left,top,width,height')
  if (!parts.every((part) => /^\d+$/.test(part))) throw invalid('Parameter "rect" must be a valid integer')
  const [left, top, width, height] = parts.map(Number) as [number, number, number, number]
  if (width < 1 || height < 1) throw invalid('Parameter "rect" must have a width and height of at least 1')
  return [left, top, width, height]
}

/** Validates every parameter (400 for garbage) and clamps oversized ones, before any file is touched. */
function parseVariant(search: URLSearchParams, accept: string, sourceExtension: string): Variant {
  const fm = oneOf(search, 'fm', Object.keys(FORMATS) as (keyof typeof FORMATS)[])
  const auto = oneOf(search, 'auto', ['format'])
  const fit = FITS[oneOf(search, 'fit', Object.keys(FITS) as (keyof typeof FITS)[]) ?? 'clip']
  const crop = search.get('crop')
  if (crop !== null && !crop.split(',').every((part) => CROPS.has(part)))
    throw invalid(`Parameter "crop" must be one of: ${[...CROPS].join(', ')}`)

  const rawDpr = search.get('dpr')
  const dprValue = rawDpr === null ? 1 : Number(rawDpr)
  if (rawDpr !== null && (rawDpr.trim() === '' || !Number.isFinite(dprValue)))
    throw invalid('Parameter "dpr" must be a valid number')
  // Sanity's range; tenths are finer than any screen needs and keep the variants of one size to 21.
  const dpr = Math.round(Math.min(Math.max(dprValue, 1), 3) * 10) / 10
  // Steps of 5 are hard to tell apart and keep the variants of one size to 20.
  const quality = Math.min(Math.max(Math.round((integer(search, 'q') ?? 75) / 5) * 5, 5), 100)

  let format: OutputFormat
  if (fm) format = FORMATS[fm]
  else if (auto === 'format' && accept.includes('image/avif')) format = 'avif'
  else if (auto === 'format' && accept.includes('image/webp')) format = 'webp'
  else
    format = Object.hasOwn(FORMATS, sourceExtension)
      ? FORMATS[sourceExtension as keyof typeof FORMATS]
      : 'jpeg'

  return {
    format,
    quality,
    width: size(search, 'w', dpr),
    height: size(search, 'h', dpr),
    fit: fit.fit,
    enlarge: fit.enlarge,
    rect: parseRect(search.get('rect')),
    // Hotspot and crop arrive as `rect` (@sanity/image-url computes it); only entropy changes the output here.
    entropy: crop?.split(',').includes('entropy') ?? false,
  }
}

/** The size sharp will produce for a source of sw × sh, so a request can be scaled down before it is rendered. */
function outputSize(sw: number, sh: number, variant: Variant): [number, number] {
  const { width, height, fit, enlarge } = variant
  if (!width && !height) return [sw, sh]
  if (width && height && fit !== 'inside') return [width, height]
  let scale = width && height ? Math.min(width / sw, height / sh) : width ? width / sw : height! / sh
  if (!enlarge) scale = Math.min(scale, 1)
  return [Math.max(1, Math.round(sw * scale)), Math.max(1, Math.round(sh * scale))]
}

/** At most `limit` renders at once; up to `queueLimit` more wait their turn, and any beyond that are refused. */
class RenderSlots {
  readonly limit: number
  readonly queueLimit: number
  active = 0
  peak = 0
  private readonly waiting: (() => void)[] = []

  constructor(limit: number, queueLimit: number) {
    this.limit = limit
    this.queueLimit = queueLimit
  }

  get queued() {
    return this.waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active++
    else if (this.waiting.length < this.queueLimit) await new Promise<void>((go) => this.waiting.push(go))
    else
      throw new ImageRequestError(503, 'Too many images are being resized; try again shortly', {
        'Retry-After': String(RETRY_AFTER),
      })
    this.peak = Math.max(this.peak, this.active)
    try {
      return await task()
    } finally {
      // A finished render hands its slot straight to the next in line, so `active` never exceeds the limit.
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}

export interface ImageStats {
  /** Renders running now, and the most that ever ran at once. */
  rendering: number
  peakRendering: number
  /** Renders waiting for a slot. */
  queued: number
  /** Renders done since start (cache hits and shared renders not counted). */
  renders: number
}

/** The image endpoint of one lake: parameters, the render slots, in-flight sharing and the disk cache. */
export class ImageService {
  readonly limits: ImageLimits
  readonly cache: ImageCache
  private readonly originals: string
  private readonly slots: RenderSlots
  private readonly inFlight = new Map<string, Promise<Buffer>>()
  private renders = 0

  constructor(dataDir: string, limits: ImageLimits) {
    this.limits = limits
    this.originals = originalsDir(dataDir)
    this.cache = new ImageCache(join(dataDir, 'image-cache'), limits.cacheMaxBytes)
    this.slots = new RenderSlots(limits.concurrency, limits.queueLimit)
  }

  get stats(): ImageStats {
    return {
      rendering: this.slots.active,
      peakRendering: this.slots.peak,
      queued: this.slots.queued,
      renders: this.renders,
    }
  }

  async render(
    fileName: string,
    search: URLSearchParams,
    accept: string,
  ): Promise<{ body: Buffer; contentType: string }> {
    if (!FILE_NAME.test(fileName)) throw notFound()
    const variant = parseVariant(search, accept, fileName.split('.').pop()!)
    const key = createHash('sha1')
      .update(JSON.stringify([fileName, variant]))
      .digest('hex')
    const name = `${key}.${variant.format}`
    const contentType = MIME[variant.format]

    const shared = this.inFlight.get(name)
    if (shared) return { body: await shared, contentType }
    const cached = await this.cache.get(name)
    if (cached) return { body: cached, contentType }
    let pending = this.inFlight.get(name)
    if (!pending) {
      pending = this.produce(fileName, variant, name).finally(() => this.inFlight.delete(name))
      this.inFlight.set(name, pending)
    }
    return { body: await pending, contentType }
  }

  private async produce(fileName: string, variant: Variant, name: string): Promise<Buffer> {
    const path = join(this.originals, fileName)
    // Unknown files are answered before queueing, so they cannot take a slot.
    if (!(await stat(path).catch(() => null))?.isFile()) throw notFound()
    const body = await this.slots.run(() => this.draw(path, variant))
    this.renders++
    // A full disk costs the next request a render, not this response.
    await this.cache.put(name, body).catch((error) => console.error('image cache:', error))
    return body
  }

  private async draw(path: string, variant: Variant): Promise<Buffer> {
    const { maxInputPixels, maxOutputPixels } = this.limits
    let image = sharp(path, { failOn: 'none', limitInputPixels: maxInputPixels }).autoOrient()
    const metadata = await image.metadata()
    if (metadata.width * metadata.height > maxInputPixels)
      throw new ImageRequestError(422, `The original has more than ${maxInputPixels} pixels`)
    let { width: sw, height: sh } = metadata.autoOrient

    if (variant.rect) {
      const [left, top, width, height] = variant.rect
      // A rect reaching past the edge is cut to the image rather than failing in sharp.
      if (left >= sw || top >= sh) throw invalid('Parameter "rect" lies outside the image')
      sw = Math.min(width, sw - left)
      sh = Math.min(height, sh - top)
      image = image.extract({ left, top, width: sw, height: sh })
    }

    const [ow, oh] = outputSize(sw, sh, variant)
    // The AVIF encoder holds some 30 bytes a pixel (a 16 MP AVIF took 450 MB, a PNG 120 MB, a WebP 90 MB), so
    // AVIF gets a quarter of the budget: 2048 x 2048 by default, more than any layout here asks for.
    const budget = variant.format === 'avif' ? Math.floor(maxOutputPixels / 4) : maxOutputPixels
    const shrink = Math.min(1, MAX_DIMENSION / ow, MAX_DIMENSION / oh, Math.sqrt(budget / (ow * oh)))
    if (shrink < 1) {
      // Too big even after the per-side cap: the same image, scaled down to the bounds.
      const box = variant.width && variant.height && variant.fit !== 'inside'
      image = image.resize({
        width: Math.max(1, Math.floor(ow * shrink)),
        height: Math.max(1, Math.floor(oh * shrink)),
        fit: box ? variant.fit : 'inside',
        position: variant.fit === 'cover' && variant.entropy ? sharp.strategy.entropy : 'centre',
        background: { r: 255, g: 255, b: 255, alpha: 1 },
      })
    } else if (variant.width || variant.height) {
      image = image.resize({
        width: variant.width,
        height: variant.height,
        fit: variant.fit,
        position: variant.fit === 'cover' && variant.entropy ? sharp.strategy.entropy : 'centre',
        withoutEnlargement: !variant.enlarge,
        background: { r: 255, g: 255, b: 255, alpha: 1 },
      })
    }
    // AVIF at its default effort (4) took 45 s for a 16 MP image, holding a slot all along; effort 2 took 2.4 s, and
    // at 1600x900 0.5 s instead of 3 s for a file 3% larger.
    const effort = variant.format === 'avif' ? { effort: 2 } : {}
    return image.toFormat(variant.format, { quality: variant.quality, ...effort }).toBuffer()
  }
}
