import { DEFAULT_PER_PAGE, listingPageCount, listingPagePath } from '#schemas/lib/pagination.ts'
import { categoryPath } from '#schemas/lib/blog-category.ts'

/** A listing page in one language, as `blogListingVersionsQuery` and `caseStudyListingVersionsQuery` answer it. */
export interface ListingVersion {
  language: string | null
  path: string | null
  /** Whether the page still holds the listing (a translation may have lost its grid). */
  listing: boolean
  perPage: number | null
  total: number
}

/**
 * A following or category page's address in each language whose listing has that page: the route table's rule
 * (`routesOf`, schemas/lib/site-routes.ts), so the head names the versions the sitemap names. A German blog with
 * fewer articles has fewer pages, and a category with no German article has no German page.
 */
export function listingPageTranslations(
  versions: readonly ListingVersion[] | null,
  { pageNumber, category }: { pageNumber: number; category?: string },
): { language: string | null; path: string }[] {
  return (versions ?? []).flatMap(({ language, path, listing, perPage, total }) => {
    if (!path || !listing || (category && total === 0)) return []
    if (pageNumber > listingPageCount(total, perPage ?? DEFAULT_PER_PAGE)) return []
    return [{ language, path: listingPagePath(category ? categoryPath(path, category) : path, pageNumber) }]
  })
}
