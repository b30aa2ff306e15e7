// Image assets as Sanity stores them: a `sanity.imageAsset` document whose id encodes the content hash and size
// (`image-<sha1>-<w>x<h>-<ext>`), and the original file kept under the data directory.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { DiskFullError, isDiskFull } from './disk.ts'
import { imageLimits, type ImageLimits } from './image-limits.ts'
import type { SanityDocument } from './store.ts'

export interface AssetContext {
  dataDir: string
  projectId: string
  dataset: string
  publicPath: string
  /** Bounds of uploads and resizes; default: from the environment (image-limits.ts). */
  images?: ImageLimits
}

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

export const originalsDir = (dataDir: string) => join(dataDir, 'assets')

/**
 * Writes an original under its final name only once it is whole: a disk that fills mid-write leaves no truncated
 * image behind, and is a 507 (DiskFullError) rather than a failed upload of a "bad" image.
 */
async function storeOriginal(dataDir: string, fileName: string, buffer: Buffer): Promise<void> {
  const dir = originalsDir(dataDir)
  const part = join(dir, `.${fileName}.${randomUUID()}.part`)
  try {
    await mkdir(dir, { recursive: true })
    await writeFile(part, buffer)
    await rename(part, join(dir, fileName))
  } catch (error) {
    await rm(part, { force: true })
    throw isDiskFull(error) ? new DiskFullError(dataDir) : error
  }
}

/** Removes an original no asset document names (its upload's document could not be saved). */
export async function removeOriginal(dataDir: string, asset: SanityDocument): Promise<void> {
  const file = String(asset.path ?? '')
    .split('/')
    .pop()
  if (file) await rm(join(originalsDir(dataDir), file), { force: true })
}

/** Makes the asset document for an image file (and stores the file), as `sanity dataset import` would. */
export async function createImageAsset(
  context: AssetContext,
  buffer: Buffer,
  originalFilename: string,
): Promise<SanityDocument> {
  // Checked from the header before any pixel is decoded: a small file can declare a huge image.
  const { maxInputPixels } = context.images ?? imageLimits()
  const input = { limitInputPixels: maxInputPixels }
  const metadata = await sharp(buffer, input).metadata()
  const width = metadata.width ?? 0
  const height = metadata.height ?? 0
  if (!width || !height) throw new Error(`${originalFilename} is not an image`)
  if (width * height > maxInputPixels)
    throw new Error(
      `${originalFilename} is ${width}x${height}, more than ${maxInputPixels} pixels (IMAGE_MAX_INPUT_PIXELS)`,
    )
  const extension = metadata.format === 'jpeg' ? 'jpg' : (metadata.format ?? 'bin')
  const sha1 = createHash('sha1').update(buffer).digest('hex')
  const fileName = `${sha1}-${width}x${height}.${extension}`
  await storeOriginal(context.dataDir, fileName, buffer)

  const [lqip, stats] = await Promise.all([
    sharp(buffer, input).resize(20).blur().jpeg({ quality: 40 }).toBuffer(),
    sharp(buffer, input).stats(),
  ])
  const dominant = `#${[stats.dominant.r, stats.dominant.g, stats.dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
  const path = `images/${context.projectId}/${context.dataset}/${fileName}`
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: MIME[extension] ?? 'application/octet-stream',
    size: buffer.length,
    originalFilename,
    path,
    url: `${context.publicPath}/${path}`,
    uploadId: sha1.slice(0, 32),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
      hasAlpha: Boolean(metadata.hasAlpha),
      isOpaque: stats.isOpaque,
      palette: {
        _type: 'sanity.imagePalette',
        dominant: {
          _type: 'sanity.imagePaletteSwatch',
          background: dominant,
          foreground: '#fff',
          population: 1,
          title: '#fff',
        },
      },
    },
  }
}
