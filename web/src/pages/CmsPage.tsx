import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { isExternalHttpsUrl, isSitePath } from '#schemas/lib/redirect-target.ts'
import { pageByPathQuery } from '../queries/page.ts'
import { redirectsQuery } from '../queries/settings.ts'
import { useSanityQuery } from '#web/data/query.ts'
import { parseListingPath } from '#schemas/lib/pagination.ts'
import { parseCategoryPath } from '#schemas/lib/blog-category.ts'
import { preloadable } from '#web/hydration/preloadable.tsx'
import type { PageByPathQueryResult, RedirectsQueryResult } from '#shared/sanity.types.ts'
import { NotFoundPage } from './not-found-page.ts'
import { PageView, type Page } from './PageView.tsx'
import type { ListingPageProps, ListingSection } from './ListingPage.tsx'
import { pagePathOf } from '#web/data/page-path.ts'

/** The pages of a listing, in a chunk of their own (ListingPage.tsx). */
const ListingPage = preloadable<ListingPageProps>(
  'src/pages/ListingPage.tsx',
  () => import('./ListingPage.tsx'),
)

/**
 * Any page or service page of the CMS, addressed by its path; otherwise a CMS redirect; otherwise the 404 page. A page
 * with a listing (the blog's, or a case study grid with none chosen: every case study) also answers its following
 * pages, `<path>/page/<n>`.
 */
export default function CmsPage() {
  const { pathname } = useLocation()
  const path = pagePathOf(pathname)
  const listingPath = parseListingPath(path)
  // `<blog>/category/<slug>` is a page of the blog's listing: its articles of one category.
  const category = listingPath && parseCategoryPath(listingPath.basePath)
  const page = useSanityQuery<PageByPathQueryResult>(pageByPathQuery, {
    path: category?.blogPath ?? listingPath?.basePath ?? path,
  })
  const redirects = useSanityQuery<RedirectsQueryResult>(redirectsQuery)

  const redirectTo = page ? null : redirects.find((candidate) => candidate.from === path)?.to
  const external = redirectTo && isExternalHttpsUrl(redirectTo) ? redirectTo : null
  useEffect(() => {
    if (external) window.location.replace(external)
  }, [external])

  if (!page || !listingPath) {
    // Replacing the history entry, as the spec asks for /functional-testing. A target that is neither a site path
    // nor an https address (`//host`, `/\host`) is never followed: the 404 page shows instead.
    if (redirectTo && isSitePath(redirectTo)) return <Navigate to={redirectTo} replace />
    if (external) return null
    return <NotFoundPage />
  }
  const listing = page.sections?.find(isListing)
  if (category && listing?._type !== 'blogGridSection') return <NotFoundPage />
  if (listing)
    return (
      <ListingPage
        page={page}
        listing={listing}
        pageNumber={listingPath.pageNumber}
        category={category?.category}
      />
    )
  // Only a listing has following pages.
  if (listingPath.pageNumber > 1) return <NotFoundPage />
  return <PageView page={page} path={path} />
}

/** The sections that list what can grow, a page at a time. A page shows the first one's pages. */
const isListing = (section: NonNullable<Page['sections']>[number]): section is ListingSection =>
  section._type === 'blogGridSection' ||
  (section._type === 'caseStudyGridSection' && !section.caseStudies?.length)
