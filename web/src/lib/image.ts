import { CONTENT_LAKE_PATH, sanityConfig } from './config.ts'

/**
 * A CMS image as the queries project it (queries/fragments.ts `imageFields`): the asset's id or URL, with the
 * editor's crop and hotspot.
 */
export interface ImageSource {
  asset?: { _id?: string | null; _ref?: string | null; url?: string | null } | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null
}

export interface ImageTransform {
  width?: number
  height?: number
  quality?: number
  /** `max` (the default): never larger than the image; `crop`: exactly width × height, cut around the hotspot. */
  fit?: 'max' | 'crop'
  format?: 'jpg' | 'png' | 'webp'
}

interface Rect {
  left: number
  top: number
  width: number
  height: number
}

// Embedded images are addressed relative to the page's origin, so prerendered HTML works on any host and port.
const imagesBase = `${sanityConfig.hosted ? 'https://cdn.sanity.io' : CONTENT_LAKE_PATH}/images/${sanityConfig.projectId}/${sanityConfig.dataset}/`

/** `image-<id>-<w>x<h>-<format>` → its parts; from a URL, its last segment `<id>-<w>x<h>.<format>`. */
function parseAsset(asset: NonNullable<ImageSource['asset']>) {
  const ref = asset.url
    ? `image-${asset.url.split('/').pop()!}`.replace(/\.([a-z]+)$/, '-$1')
    : asset._ref || asset._id || ''
  const [, id, dimensions, format] = ref.split('-')
  const [width, height] = (dimensions ?? '').split('x').map(Number)
  if (!id || !format || !isFinite(width!) || !isFinite(height!)) {
    throw new Error(`Malformed asset _ref '${ref}'. Expected an id like "image-<id>-<w>x<h>-<format>".`)
  }
  return { id, width: width!, height: height!, format }
}

/**
 * The region of the image to serve for width × height: the editor's crop, cut to that aspect ratio around the hotspot
 * (only when both sides are given).
 */
function sourceRect(crop: Rect, hotspot: { x: number; y: number }, width?: number, height?: number): Rect {
  if (!(width && height)) return crop
  const desired = width / height
  if (crop.width / crop.height > desired) {
    const h = Math.round(crop.height)
    const w = Math.round(h * desired)
    let left = Math.max(0, Math.round(hotspot.x - w / 2))
    if (left < crop.left) left = crop.left
    else if (left + w > crop.left + crop.width) left = crop.left + crop.width - w
    return { left, top: Math.max(0, Math.round(crop.top)), width: w, height: h }
  }
  const w = crop.width
  const h = Math.round(w / desired)
  let top = Math.max(0, Math.round(hotspot.y - h / 2))
  if (top < crop.top) top = crop.top
  else if (top + h > crop.top + crop.height) top = crop.top + crop.height - h
  return { left: Math.max(0, Math.round(crop.left)), top, width: w, height: h }
}

/**
 * The URL of a CMS image in Sanity's image API, in the best format the browser accepts (`auto=format`): the URL
 * @sanity/image-url builds for `.image(source).auto('format').fit('max')` and the same transform, without its
 * builder in every page's JavaScript (tests/web/image-url.test.ts holds the two equal).
 */
export function imageUrl(source: ImageSource, transform: ImageTransform = {}): string {
  const asset = parseAsset(source.asset ?? {})
  const c = { left: 0, top: 0, bottom: 0, right: 0, ...source.crop }
  const h = { x: 0.5, y: 0.5, width: 1, height: 1, ...source.hotspot }
  const cropLeft = Math.round(c.left * asset.width)
  const cropTop = Math.round(c.top * asset.height)
  const crop = {
    left: cropLeft,
    top: cropTop,
    width: Math.round(asset.width - c.right * asset.width - cropLeft),
    height: Math.round(asset.height - c.bottom * asset.height - cropTop),
  }
  // The hotspot's centre in pixels, computed from its edges as the library does (the same floating-point result).
  const [rx, ry] = [(h.width * asset.width) / 2, (h.height * asset.height) / 2]
  const [cx, cy] = [h.x * asset.width, h.y * asset.height]
  const hotspot = {
    x: Math.round((cx + rx - (cx - rx)) / 2 + (cx - rx)),
    y: Math.round((cy + ry - (cy - ry)) / 2 + (cy - ry)),
  }
  const rect = sourceRect(crop, hotspot, transform.width, transform.height)
  const params: string[] = []
  if (rect.left !== 0 || rect.top !== 0 || rect.width !== asset.width || rect.height !== asset.height) {
    params.push(`rect=${rect.left},${rect.top},${rect.width},${rect.height}`)
  }
  const { width, height, format, quality, fit = 'max' } = transform
  for (const [name, value] of [
    ['w', width],
    ['h', height],
    ['fm', format],
    ['q', quality],
    ['fit', fit],
    ['auto', 'format'],
  ] as const) {
    if (value !== undefined) params.push(`${name}=${encodeURIComponent(value)}`)
  }
  return `${imagesBase}${asset.id}-${asset.width}x${asset.height}.${asset.format}?${params.join('&')}`
}

/** An absolute URL (for og:image) from a site URL and a possibly relative image URL. */
export function absoluteUrl(url: string, siteUrl: string): string {
  return new URL(url, siteUrl).toString()
}
