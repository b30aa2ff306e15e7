import { createImageUrlBuilder } from '@sanity/image-url'
import { expect, test } from 'vitest'
import { CONTENT_LAKE_PATH, sanityConfig } from '../../web/src/lib/config.ts'
import { imageUrl, type ImageSource, type ImageTransform } from '../../web/src/lib/image.ts'

// The library the site's image URLs must equal, configured as the site was before it built them itself.
const builder = createImageUrlBuilder({
  projectId: sanityConfig.projectId,
  dataset: sanityConfig.dataset,
  baseUrl: CONTENT_LAKE_PATH,
})
const library = (source: ImageSource, t: ImageTransform) => {
  let b = builder
    .image(source as Parameters<typeof builder.image>[0])
    .auto('format')
    .fit(t.fit ?? 'max')
  if (t.width !== undefined) b = b.width(t.width)
  if (t.height !== undefined) b = b.height(t.height)
  if (t.quality !== undefined) b = b.quality(t.quality)
  if (t.format !== undefined) b = b.format(t.format)
  return b.url()
}

const id = 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg'
const sources: Record<string, ImageSource> = {
  'an asset id, no crop or hotspot': { asset: { _id: id } },
  'an asset URL': {
    asset: { _id: id, url: '/content-lake/images/local/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg' },
  },
  'a crop and a hotspot': {
    asset: { _id: 'image-abc-1600x900-png' },
    crop: { top: 0.1, bottom: 0.05, left: 0.2, right: 0.15 },
    hotspot: { x: 0.7, y: 0.3, width: 0.2, height: 0.4 },
  },
  'a hotspot at an edge': {
    asset: { _id: 'image-abc-1200x1200-webp' },
    crop: { top: 0, bottom: 0, left: 0, right: 0 },
    hotspot: { x: 0.98, y: 0.02, width: 0.1, height: 0.1 },
  },
}
const transforms: Record<string, ImageTransform> = {
  'a width': { width: 640 },
  'a width and quality': { width: 333, quality: 75 },
  'a crop to 16:9 in a tall image': { width: 1280, height: 720, fit: 'crop', quality: 75 },
  'a crop to 1:2 in a wide image': { width: 300, height: 600, fit: 'crop' },
  'the share image, 1200 × 630 JPEG': { width: 1200, height: 630, fit: 'crop', format: 'jpg' },
}

test('every image URL is the one @sanity/image-url builds for the same image and transform', () => {
  const differing: string[] = []
  for (const [sourceName, source] of Object.entries(sources)) {
    for (const [transformName, transform] of Object.entries(transforms)) {
      const [ours, theirs] = [imageUrl(source, transform), library(source, transform)]
      if (ours !== theirs) differing.push(`${sourceName}, ${transformName}: ${ours} ≠ ${theirs}`)
    }
  }
  expect(differing).toEqual([])
})

test('an asset id that is not an image id is refused, as the library refuses it', () => {
  expect(() => imageUrl({ asset: { _id: 'file-abc-pdf' } })).toThrow(
    `Malformed asset _ref 'file-abc-pdf'. Expected an id like "image-<id>-<w>x<h>-<format>".`,
  )
})
