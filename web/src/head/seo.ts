import type { HeadData } from './tags.ts'
import { absoluteUrl, urlFor } from '#web/data/image.ts'
import { FALLBACK_SITE_URL, resolveSeo } from '#schemas/lib/seo.ts'

interface SeoImage {
  alt?: string | null
  asset?: {
    _id?: string | null
    metadata?: { dimensions?: { width?: number | null; height?: number | null } | null } | null
  } | null
}

export interface SeoFields {
  metaTitle?: string | null
  metaDescription?: string | null
  keywords?: string[] | null
  author?: string | null
  canonicalPath?: string | null
  noIndex?: boolean | null
  jsonLd?: string | null
  shareImage?: SeoImage | null
}

interface SettingsForSeo {
  companyName?: string | null
  siteUrl?: string | null
  defaultSeo?: SeoFields | null
  shareImage?: SeoImage | null
}

export interface PageSeoInput {
  seo?: SeoFields | null
  /** The page's own title, used when no meta title is set. */
  title?: string | null
  description?: string | null
  path: string
  /** The paths of the previous and next page, for a page of a paginated listing. */
  prevPath?: string
  nextPath?: string
  ogType?: string
  /** Structured data built from the document (e.g. BlogPosting), added to the CMS's own `jsonLd`. */
  jsonLd?: unknown[]
}

const SHARE_WIDTH = 1200
const SHARE_HEIGHT = 630

/**
 * The document head of a page: its CMS `seo` fields over the site's defaults (docs/product.md, Every page). Title,
 * description, address and share image follow `resolveSeo`, the rule the Studio's search and share preview shows.
 */
export function buildHead(input: PageSeoInput, settings: SettingsForSeo): HeadData {
  const defaults = settings.defaultSeo ?? {}
  const seo = input.seo ?? {}
  const siteUrl = settings.siteUrl ?? FALLBACK_SITE_URL
  const { title, description, noIndex, url, shareImage } = resolveSeo(input, settings)
  const jsonLd = [...(input.jsonLd ?? []), ...parseJsonLd(seo.jsonLd)]
  return {
    title,
    description,
    keywords: seo.keywords ?? defaults.keywords ?? undefined,
    author: seo.author ?? defaults.author ?? settings.companyName ?? undefined,
    robots: noIndex ? 'noindex,nofollow' : 'index,follow',
    canonical: url,
    prev: input.prevPath ? absoluteUrl(input.prevPath, siteUrl) : undefined,
    next: input.nextPath ? absoluteUrl(input.nextPath, siteUrl) : undefined,
    ogType: input.ogType ?? 'website',
    siteName: settings.companyName ?? undefined,
    image: shareImage
      ? {
          url: absoluteUrl(
            urlFor(shareImage).width(SHARE_WIDTH).height(SHARE_HEIGHT).fit('crop').format('jpg').url(),
            siteUrl,
          ),
          alt: shareImage.alt ?? undefined,
          width: SHARE_WIDTH,
          height: SHARE_HEIGHT,
        }
      : undefined,
    jsonLd: jsonLd.length ? jsonLd : undefined,
  }
}

function parseJsonLd(value: string | null | undefined): unknown[] {
  if (!value) return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : [parsed]
  } catch {
    // The schema rejects invalid JSON; a bad value that slipped in is dropped rather than breaking the page.
    return []
  }
}
