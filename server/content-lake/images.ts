// Sanity's image URL API, as @sanity/image-url builds it: w, h, fit, fm, auto=format, q, rect, dpr, crop.
// Resizes with sharp and keeps every variant on disk, so each is computed once.
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { LakeError } from './errors.ts'
import { originalsDir } from './assets.ts'

const FORMATS = { jpg: 'jpeg', jpeg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const
type OutputFormat = (typeof FORMATS)[keyof typeof FORMATS]
const MIME: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}
const MAX_SIZE = 4000

function intParam(search: URLSearchParams, name: string): number | undefined {
  const raw = search.get(name)
  if (raw === null) return undefined
  const value = Math.round(Number(raw))
  if (!Number.isFinite(value) || value <= 0)
    throw new LakeError(400, 'imageError', `Invalid value for ${name}: ${raw}`)
  return Math.min(value, MAX_SIZE)
}

/** Picks the output format: explicit `fm`, else the best the browser accepts when `auto=format`, else the source's. */
function outputFormat(search: URLSearchParams, accept: string, source: string): OutputFormat {
  const fm = search.get('fm')
  if (fm && fm in FORMATS) return FORMATS[fm as keyof typeof FORMATS]
  if (search.get('auto') === 'format') {
    if (accept.includes('image/avif')) return 'avif'
    if (accept.includes('image/webp')) return 'webp'
  }
  return FORMATS[source as keyof typeof FORMATS] ?? 'jpeg'
}

export async function renderImage(
  dataDir: string,
  fileName: string,
  search: URLSearchParams,
  accept: string,
) {
  if (!/^[a-f0-9]{40}-\d+x\d+\.[a-z0-9]+$/.test(fileName))
    throw new LakeError(404, 'notFound', 'Image not found')
  const source = await readFile(join(originalsDir(dataDir), fileName)).catch(() => null)
  if (!source) throw new LakeError(404, 'notFound', 'Image not found')
  const format = outputFormat(search, accept, fileName.split('.').pop()!)
  const dpr = Math.min(Math.max(Number(search.get('dpr') ?? 1) || 1, 1), 3)
  const w = intParam(search, 'w')
  const h = intParam(search, 'h')
  const quality = Math.min(Math.max(intParam(search, 'q') ?? 75, 1), 100)
  const rect = search.get('rect')?.split(',').map(Number)
  const fit = search.get('fit') ?? 'clip'

  const key = createHash('sha1')
    .update(`${fileName}|${format}|${dpr}|${w}|${h}|${quality}|${rect}|${fit}|${search.get('crop')}`)
    .digest('hex')
  const cacheFile = join(dataDir, 'image-cache', `${key}.${format}`)
  const cached = await readFile(cacheFile).catch(() => null)
  if (cached) return { body: cached, contentType: MIME[format] }

  let image = sharp(source, { failOn: 'none' }).rotate()
  if (rect && rect.length === 4 && rect.every((n) => Number.isFinite(n) && n >= 0)) {
    image = image.extract({
      left: rect[0]!,
      top: rect[1]!,
      width: Math.max(1, rect[2]!),
      height: Math.max(1, rect[3]!),
    })
  }
  if (w || h) {
    const width = w ? Math.round(w * dpr) : undefined
    const height = h ? Math.round(h * dpr) : undefined
    const sharpFit =
      fit === 'crop' || fit === 'min'
        ? 'cover'
        : fit === 'fill'
          ? 'contain'
          : fit === 'scale'
            ? 'fill'
            : 'inside'
    image = image.resize({
      width,
      height,
      fit: sharpFit,
      // Hotspot and crop arrive as `rect` (@sanity/image-url computes it), so the centre is right here.
      position:
        sharpFit === 'cover'
          ? search.get('crop') === 'entropy'
            ? sharp.strategy.entropy
            : 'centre'
          : undefined,
      withoutEnlargement: fit === 'max' || fit === 'clip',
      background: { r: 255, g: 255, b: 255, alpha: 1 },
    })
  }
  const body = await image.toFormat(format, { quality }).toBuffer()
  await mkdir(join(dataDir, 'image-cache'), { recursive: true })
  await writeFile(cacheFile, body)
  return { body, contentType: MIME[format] }
}
