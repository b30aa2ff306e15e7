import styled from 'styled-components'
import { urlFor } from '#web/data/image.ts'

/** The image projection of queries/fragments.ts `imageFields`. */
export interface SanityImageValue {
  alt?: string | null
  hotspot?: { x?: number; y?: number } | null
  crop?: unknown
  asset?: {
    _id?: string | null
    metadata?: {
      lqip?: string | null
      dimensions?: { width?: number | null; height?: number | null; aspectRatio?: number | null } | null
    } | null
  } | null
}

interface SanityImageProps {
  image: SanityImageValue
  /** Rendered width in CSS pixels at the largest layout; srcset covers 0.5x-2x of it. */
  width: number
  /** Crop to this aspect ratio (width / height); the image's own ratio otherwise. */
  aspectRatio?: number
  sizes: string
  /** The page's LCP image: eager, high fetch priority. Everything else is lazy. */
  priority?: boolean
  className?: string
}

const Img = styled.img`
  background-size: cover;
  background-position: center;
  object-fit: cover;
  width: 100%;
  height: auto;
`

const STEPS = [0.5, 0.75, 1, 1.5, 2]

/**
 * A CMS image through @sanity/image-url: responsive srcset in modern formats (auto=format), intrinsic width and
 * height against layout shift, a blurred LQIP while it loads, lazy unless it is the LCP image.
 */
export function SanityImage({
  image,
  width,
  aspectRatio,
  sizes,
  priority = false,
  className,
}: SanityImageProps) {
  const dimensions = image.asset?.metadata?.dimensions
  if (!image.asset?._id || !dimensions?.width || !dimensions.height) return null
  const ratio = aspectRatio ?? dimensions.width / dimensions.height
  const maxWidth = dimensions.width
  const widths = [...new Set(STEPS.map((step) => Math.min(Math.round(width * step), maxWidth)))]
  const source = (w: number) => {
    const builder = urlFor(image).width(w).quality(75)
    return aspectRatio
      ? builder
          .height(Math.round(w / ratio))
          .fit('crop')
          .url()
      : builder.url()
  }
  const lqip = image.asset.metadata?.lqip
  return (
    <Img
      className={className}
      src={source(Math.min(width, maxWidth))}
      srcSet={widths.map((w) => `${source(w)} ${w}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={Math.round(width / ratio)}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      style={lqip ? { backgroundImage: `url(${lqip})` } : undefined}
    />
  )
}
