// Which addresses the site answers: the route table. One GROQ projection (`SITE_ROUTES`, in queries.ts) and one function
// over its result (`routesOf`), shared by the build and the live server (render/route-table.ts: what to prerender and
// list in the sitemap) and the Studio's "Content health" tool (content-health.ts: whether a link's address is a page),
// so a link the tool accepts is one the server serves.
import { DEFAULT_PER_PAGE, listingPageCount, listingPagePath } from './pagination.ts'
import { categoryPath, isBlogCategory } from './blog-category.ts'
import { DEFAULT_LANGUAGE } from '../../shared/languages.ts'

interface RoutedDocument {
  path: string | null
  _updatedAt: string
  noIndex: boolean | null
  /** Its language (`en` when it has none): a listing lists the articles or case studies of its own language. */
  language?: string | null
}

interface Listing extends RoutedDocument {
  perPage: number | null
}

/** What `SITE_ROUTES` answers, as far as `routesOf` reads it. */
export interface SiteRoutesSource {
  pages: RoutedDocument[]
  caseStudies: (RoutedDocument & { hasDetail: boolean | null })[]
  posts: (RoutedDocument & { category: string | null })[]
  listings: Listing[]
  caseStudyListings: Listing[]
  /** The documents of the route registry's other types (shared/routes.ts): at their address, no listing. */
  others?: RoutedDocument[]
}

export interface SiteRoute {
  path: string
  updatedAt: string
  /** Excluded from the sitemap: noindex pages and case-study cards without a detail page. */
  indexable: boolean
  /**
   * For a listing's following page or category page, the listing's own address (the page that holds it): its
   * versions in other languages are the listing's translations with the same ending (`/de/blog` + `/page/2`).
   */
  listingPath?: string
}

const route = (
  path: string | null,
  updatedAt: string,
  indexable: boolean,
  listingPath?: string | null,
): SiteRoute[] =>
  path ? [listingPath ? { path, updatedAt, indexable, listingPath } : { path, updatedAt, indexable }] : []

/** How many articles each category has, in the order categories first appear. */
function categoryCounts(posts: { category: string | null }[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { category } of posts)
    if (isBlogCategory(category)) counts.set(category, (counts.get(category) ?? 0) + 1)
  return counts
}

/** Pages 2 to the last of a listing of `total` items (`listingPath`: the listing page's, when `listing` is a category's). */
function followingPages(listing: Listing, total: number, listingPath = listing.path): SiteRoute[] {
  const pages = listingPageCount(total, listing.perPage ?? DEFAULT_PER_PAGE)
  return Array.from({ length: pages - 1 }, (_, index) =>
    route(
      listing.path && listingPagePath(listing.path, index + 2),
      listing._updatedAt,
      !listing.noIndex,
      listingPath,
    ),
  ).flat()
}

/** The items a listing lists: those of its language (blogListingQuery's and caseStudyListingQuery's filter). */
const inLanguageOf = <Item extends RoutedDocument>(listing: Listing, items: Item[]): Item[] =>
  items.filter((item) => (item.language ?? DEFAULT_LANGUAGE) === (listing.language ?? DEFAULT_LANGUAGE))

/** Every address the site serves a page at (redirects aside), from what `SITE_ROUTES` answers. */
export function routesOf(result: SiteRoutesSource): SiteRoute[] {
  return [
    ...result.pages.flatMap((page) => route(page.path, page._updatedAt, !page.noIndex)),
    ...result.caseStudies.flatMap((study) =>
      route(study.path, study._updatedAt, Boolean(study.hasDetail) && !study.noIndex),
    ),
    ...result.posts.flatMap((post) => route(post.path, post._updatedAt, !post.noIndex)),
    ...(result.others ?? []).flatMap((doc) => route(doc.path, doc._updatedAt, !doc.noIndex)),
    // The following pages of a listing (page 1 is the page itself, above); a page number past the end is not a route.
    // `posts` and `caseStudies` hold exactly what the listings show (the filters of blogListingQuery and
    // caseStudyListingQuery), each listing those of its language.
    ...result.listings.flatMap((listing) =>
      followingPages(listing, inLanguageOf(listing, result.posts).length),
    ),
    // Each category with an article has its page of the blog listing, and its following pages.
    ...result.listings.flatMap((listing) =>
      [...categoryCounts(inLanguageOf(listing, result.posts))].flatMap(([category, count]) => {
        const path = listing.path && categoryPath(listing.path, category)
        return [
          ...route(path, listing._updatedAt, !listing.noIndex, listing.path),
          ...followingPages({ ...listing, path }, count, listing.path),
        ]
      }),
    ),
    ...result.caseStudyListings.flatMap((listing) =>
      followingPages(listing, inLanguageOf(listing, result.caseStudies).length),
    ),
  ]
}
