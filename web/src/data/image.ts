import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'
import { CONTENT_LAKE_PATH, sanityConfig } from './config.ts'

// Embedded images are addressed relative to the page's origin, so prerendered HTML works on any host and port.
const builder = createImageUrlBuilder({
  projectId: sanityConfig.projectId,
  dataset: sanityConfig.dataset,
  ...(sanityConfig.hosted ? {} : { baseUrl: CONTENT_LAKE_PATH }),
})

export function urlFor(source: SanityImageSource) {
  return builder.image(source).auto('format').fit('max')
}

/** An absolute URL (for og:image) from a site URL and a possibly relative image URL. */
export function absoluteUrl(url: string, siteUrl: string): string {
  return new URL(url, siteUrl).toString()
}
