// How much work and disk one image request may cost: the bounds of the image endpoint (images.ts), the resized-image
// cache (image-cache.ts) and uploads (assets.ts). Each comes from an option, else the environment, else a default.

export interface ImageLimits {
  /** Most pixels (width × height) one resized image may have; bigger requests are scaled down to fit. */
  maxOutputPixels: number
  /** Originals with more pixels are refused on upload and not decoded when resizing. */
  maxInputPixels: number
  /** Resizes that run at the same time; the rest wait in the queue. */
  concurrency: number
  /** Resizes that may wait for a free slot; beyond this the endpoint answers 503. */
  queueLimit: number
  /** Bytes of resized variants kept on disk; the least recently used go first. */
  cacheMaxBytes: number
}

export type ImageOptions = Partial<ImageLimits>

/** Sanity's image API caps each side of the output at 8192 px. */
export const MAX_DIMENSION = 8192

const MB = 1024 * 1024

function fromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`${name} must be a whole number of at least ${minimum}, got "${raw}"`)
  return value
}

export function imageLimits(options: ImageOptions = {}, env: NodeJS.ProcessEnv = process.env): ImageLimits {
  return {
    // 4096 × 4096: a 1365 px wide layout at dpr 3; a render costs a few seconds and some 150 MB, not minutes and GBs.
    maxOutputPixels: options.maxOutputPixels ?? fromEnv(env, 'IMAGE_MAX_OUTPUT_PIXELS', 4096 * 4096, 1),
    // Above most cameras' 24–45 MP; decoding costs about 3 bytes a pixel.
    maxInputPixels: options.maxInputPixels ?? fromEnv(env, 'IMAGE_MAX_INPUT_PIXELS', 50_000_000, 1),
    // Two of libuv's four threads, so file reads for pages never wait behind resizes.
    concurrency: options.concurrency ?? fromEnv(env, 'IMAGE_RESIZE_CONCURRENCY', 2, 1),
    // Enough for every image of a cold page at once; a waiting request holds no image data.
    queueLimit: options.queueLimit ?? fromEnv(env, 'IMAGE_RESIZE_QUEUE', 64, 0),
    cacheMaxBytes: options.cacheMaxBytes ?? fromEnv(env, 'IMAGE_CACHE_MAX_MB', 256, 1) * MB,
  }
}
