import type { HeadData } from './tags.ts'
import { absoluteUrl, urlFor } from '#web/data/image.ts'
import { FALLBACK_SITE_URL, resolveSeo } from '#schemas/lib/seo.ts'
import { DEFAULT_LANGUAGE, isLanguageId, languageOfPath, type LanguageId } from '#shared/languages.ts'

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
  /** The page in every language it exists in (its `translations`): its hreflang alternates. */
  translations?: { language: string | null; path: string | null }[] | null
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
    language: languageOfPath(input.path),
    title,
    description,
    keywords: seo.keywords ?? defaults.keywords ?? undefined,
    author: seo.author ?? defaults.author ?? settings.companyName ?? undefined,
    robots: noIndex ? 'noindex,nofollow' : 'index,follow',
    canonical: url,
    alternates: alternatesOf(input.translations, siteUrl),
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

/**
 * The hreflang alternates of a page that exists in more than one language: each version, and the default language's
 * as `x-default` (where a visitor whose language the site lacks lands). None for a page in one language only.
 */
function alternatesOf(translations: PageSeoInput['translations'], siteUrl: string): HeadData['alternates'] {
  const versions = (translations ?? []).filter(
    (version): version is { language: LanguageId; path: string } =>
      isLanguageId(version.language) && typeof version.path === 'string',
  )
  if (versions.length < 2) return undefined
  const alternates: { hreflang: string; href: string }[] = versions.map(({ language, path }) => ({
    hreflang: language,
    href: absoluteUrl(path, siteUrl),
  }))
  const fallback = versions.find(({ language }) => language === DEFAULT_LANGUAGE)
  if (fallback) alternates.push({ hreflang: 'x-default', href: absoluteUrl(fallback.path, siteUrl) })
  return alternates
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
