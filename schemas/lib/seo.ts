// What a visitor's browser, a search engine and a social network get from a page's `seo` fields over Site Settings:
// the title (with its "Title | Company" template), the description, the address and the share image. One rule for
// the site's head (web/src/head/seo.ts) and the Studio's search and share preview (studio/components/SeoInput.tsx),
// so the preview shows what the page will really say. Plain data in, plain data out: no Sanity, no React.
import { routePathOf, type RoutableFields } from './document-path.ts'
import { figureTextValue } from './figure-text.ts'

/** Search engines cut longer titles and descriptions off (the `seo` type warns past these). */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160

/** The site address used when Site Settings has none (a relative URL needs a base). */
export const FALLBACK_SITE_URL = 'http://localhost'

/** Any image field: only whether it has an asset matters here; each side builds its own image URL. */
export interface SeoImage {
  asset?: unknown
}

export interface SeoValues<Image extends SeoImage = SeoImage> {
  metaTitle?: string | null
  metaDescription?: string | null
  canonicalPath?: string | null
  noIndex?: boolean | null
  shareImage?: Image | null
}

/** The page as its head sees it: its `seo` fields and what its own fields give when they are empty. */
export interface SeoPage<Image extends SeoImage = SeoImage> {
  seo?: SeoValues<Image> | null
  /** The page's own title, used (with the company name) when no meta title is set. */
  title?: string | null
  /** The page's own summary, used when no meta description is set. */
  description?: string | null
  path: string
}

export interface SeoSettings<Image extends SeoImage = SeoImage> {
  companyName?: string | null
  siteUrl?: string | null
  defaultSeo?: Pick<SeoValues, 'metaTitle' | 'metaDescription'> | null
  shareImage?: Image | null
}

/** Where a resolved text came from: the `seo` field, the page's own field, Site Settings' default, or nowhere. */
export type SeoSource = 'seo' | 'page' | 'default' | 'none'

export interface ResolvedSeo<Image extends SeoImage = SeoImage> {
  title: string
  titleFrom: SeoSource
  description?: string
  descriptionFrom: SeoSource
  noIndex: boolean
  /** The address search engines list and shares link to (`og:url`, canonical): the preferred address, else the page's. */
  url: string
  shareImage?: Image
  shareImageFrom: Exclude<SeoSource, 'page'>
}

/** The head's title, description, address and share image of a page (docs/product.md, "Every page"). */
export function resolveSeo<Image extends SeoImage>(
  page: SeoPage<Image>,
  settings: SeoSettings<Image>,
): ResolvedSeo<Image> {
  const seo = page.seo ?? {}
  const defaults = settings.defaultSeo ?? {}
  const siteUrl = settings.siteUrl ?? FALLBACK_SITE_URL
  const [title, titleFrom]: [string, SeoSource] =
    seo.metaTitle != null
      ? [seo.metaTitle, 'seo']
      : page.title
        ? [`${page.title} | ${settings.companyName ?? ''}`.trim(), 'page']
        : defaults.metaTitle != null
          ? [defaults.metaTitle, 'default']
          : ['', 'none']
  const [description, descriptionFrom]: [string | undefined, SeoSource] =
    seo.metaDescription != null
      ? [seo.metaDescription, 'seo']
      : page.description != null
        ? [page.description, 'page']
        : defaults.metaDescription != null
          ? [defaults.metaDescription, 'default']
          : [undefined, 'none']
  // A share image without an uploaded picture (only its alternative text typed) counts as none.
  const [shareImage, shareImageFrom]: [Image | undefined, ResolvedSeo['shareImageFrom']] = seo.shareImage
    ?.asset
    ? [seo.shareImage, 'seo']
    : settings.shareImage?.asset
      ? [settings.shareImage, 'default']
      : [undefined, 'none']
  return {
    title,
    titleFrom,
    description,
    descriptionFrom,
    noIndex: Boolean(seo.noIndex),
    url: new URL(seo.canonicalPath ?? page.path, siteUrl).toString(),
    shareImage,
    shareImageFrom,
  }
}

/** A routable document as the Studio's form holds it: the fields the site's pages hand their head. */
export interface SeoDocument<Image extends SeoImage = SeoImage> extends RoutableFields {
  title?: unknown
  summary?: unknown
  excerpt?: unknown
  seo?: SeoValues<Image> | null
}

/**
 * The field whose text a page's head falls back to when its meta description is empty, as the site's pages pass it:
 * a service its card text, an article or a case study its excerpt; a fixed page has none.
 */
const DESCRIPTION_FIELDS: Partial<Record<string, 'summary' | 'excerpt'>> = {
  service: 'summary',
  blogPost: 'excerpt',
  caseStudy: 'excerpt',
}

export function descriptionFieldOf(type: string): 'summary' | 'excerpt' | undefined {
  return DESCRIPTION_FIELDS[type]
}

export interface DocumentSeo<Image extends SeoImage = SeoImage> extends ResolvedSeo<Image> {
  /** False while the document has no address of its own (an article without a slug, a case study without detail). */
  hasPage: boolean
}

/**
 * `resolveSeo` of a document in hand (the Studio's form value), at the address the site gives it. A card text that
 * cites figures reads with `statValue`'s values, as the site reads it (lib/figure-text.ts).
 */
export function documentSeo<Image extends SeoImage>(
  doc: SeoDocument<Image>,
  settings: SeoSettings<Image>,
  statValue: (id: string) => string | undefined = () => undefined,
): DocumentSeo<Image> {
  const path = routePathOf(doc)
  const field = descriptionFieldOf(doc._type)
  const raw = field ? doc[field] : undefined
  const description = Array.isArray(raw) ? figureTextValue(raw, statValue) || undefined : raw
  const page: SeoPage<Image> = {
    seo: doc.seo,
    title: typeof doc.title === 'string' ? doc.title : null,
    description: typeof description === 'string' ? description : null,
    path: path ?? '/',
  }
  return { ...resolveSeo(page, settings), hasPage: path !== null }
}
