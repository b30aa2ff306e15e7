import type { SanityClient } from '@sanity/client'
import { prerenderRoutesQuery } from './queries.ts'
import type { PrerenderRoutesQueryResult } from '../../shared/sanity.types.ts'
import { DEFAULT_PER_PAGE, listingPageCount, listingPagePath } from '../../web/src/data/pagination.ts'
import { categoryPath, isBlogCategory } from '../../web/src/data/blog-category.ts'

/** The document types (and singleton) the route table reads: a change to anything else cannot add or remove a route. */
export const ROUTE_TABLE_TYPES = new Set([
  'page',
  'service',
  'caseStudy',
  'blogPost',
  'redirect',
  'siteSettings',
])

export interface PrerenderRoute {
  path: string
  updatedAt: string
  /** Excluded from the sitemap: noindex pages and case-study cards without a detail page. */
  indexable: boolean
}

export interface RouteTable {
  routes: PrerenderRoute[]
  redirects: { from: string | null; to: string | null; permanent: boolean | null }[]
  siteUrl: string
}

const route = (path: string | null, updatedAt: string, indexable: boolean): PrerenderRoute[] =>
  path ? [{ path, updatedAt, indexable }] : []

/** How many articles each category has, in the order categories first appear. */
function categoryCounts(posts: { category: string | null }[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { category } of posts)
    if (isBlogCategory(category)) counts.set(category, (counts.get(category) ?? 0) + 1)
  return counts
}

/** Pages 2 to the last of a listing of `total` items. */
function followingPages(
  listing: { path: string | null; _updatedAt: string; noIndex: boolean | null; perPage: number | null },
  total: number,
): PrerenderRoute[] {
  const pages = listingPageCount(total, listing.perPage ?? DEFAULT_PER_PAGE)
  return Array.from({ length: pages - 1 }, (_, index) =>
    route(listing.path && listingPagePath(listing.path, index + 2), listing._updatedAt, !listing.noIndex),
  ).flat()
}

export async function loadRoutes(client: Pick<SanityClient, 'fetch'>): Promise<RouteTable> {
  const result = await client.fetch<PrerenderRoutesQueryResult>(prerenderRoutesQuery)
  const routes: PrerenderRoute[] = [
    ...result.pages.flatMap((page) => route(page.path, page._updatedAt, !page.noIndex)),
    ...result.caseStudies.flatMap((study) =>
      route(study.path, study._updatedAt, Boolean(study.hasDetail) && !study.noIndex),
    ),
    ...result.posts.flatMap((post) => route(post.path, post._updatedAt, !post.noIndex)),
    // The following pages of a listing (page 1 is the page itself, above); a page number past the end is not a route.
    // `posts` and `caseStudies` hold exactly what the listings show (the filters of blogListingQuery and
    // caseStudyListingQuery).
    ...result.listings.flatMap((listing) => followingPages(listing, result.posts.length)),
    // Each category with an article has its page of the blog listing, and its following pages.
    ...result.listings.flatMap((listing) =>
      [...categoryCounts(result.posts)].flatMap(([category, count]) => {
        const path = listing.path && categoryPath(listing.path, category)
        return [
          ...route(path, listing._updatedAt, !listing.noIndex),
          ...followingPages({ ...listing, path }, count),
        ]
      }),
    ),
    ...result.caseStudyListings.flatMap((listing) => followingPages(listing, result.caseStudies.length)),
  ]
  return { routes, redirects: result.redirects, siteUrl: result.siteUrl ?? 'http://localhost:3000' }
}
