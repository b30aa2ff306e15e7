import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { isExternalHttpsUrl, isSitePath } from '#schemas/lib/redirect-target.ts'
import { pageByPathQuery } from '../queries/page.ts'
import { blogListingQuery } from '../queries/blog.ts'
import { redirectsQuery } from '../queries/settings.ts'
import { useSanityQuery } from '#web/data/query.ts'
import { useSiteSettings } from '#web/data/settings.ts'
import { buildHead } from '#web/head/seo.ts'
import {
  DEFAULT_PER_PAGE,
  listingPageCount,
  listingPagePath,
  listingSlice,
  parseListingPath,
} from '#web/data/pagination.ts'
import { Head } from '#web/head/HeadProvider.tsx'
import { SectionRenderer } from '../features/sections/SectionRenderer.tsx'
import { BlogListingContext } from '../features/sections/blogGridSection/blog-listing.ts'
import type { SectionOf } from '../features/sections/types.ts'
import type {
  BlogListingQueryResult,
  PageByPathQueryResult,
  RedirectsQueryResult,
} from '#shared/sanity.types.ts'
import { NotFoundPage } from './not-found-page.ts'

type Page = NonNullable<PageByPathQueryResult>

/**
 * Any page or service page of the CMS, addressed by its path; otherwise a CMS redirect; otherwise the 404 page. A page
 * with the blog listing also answers its following pages, `<path>/page/<n>`.
 */
export default function CmsPage() {
  const { pathname } = useLocation()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const listingPath = parseListingPath(path)
  const page = useSanityQuery<PageByPathQueryResult>(pageByPathQuery, { path: listingPath?.basePath ?? path })
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
  const listing = page.sections?.find(
    (section): section is SectionOf<'blogGridSection'> => section._type === 'blogGridSection',
  )
  if (listing) return <ListingPage page={page} listing={listing} pageNumber={listingPath.pageNumber} />
  // Only a listing has following pages.
  if (listingPath.pageNumber > 1) return <NotFoundPage />
  return <PageView page={page} path={path} />
}

function PageView({
  page,
  path,
  pagination,
}: {
  page: Page
  path: string
  pagination?: { title?: string; prevPath?: string; nextPath?: string }
}) {
  const settings = useSiteSettings()
  const following = pagination?.title !== undefined
  return (
    <>
      <Head
        head={buildHead(
          {
            // A following page is its own URL with its own title: the page's meta title and canonical are page 1's.
            seo: following ? { ...page.seo, metaTitle: null, canonicalPath: null } : page.seo,
            title: pagination?.title ?? page.title,
            description: page.summary,
            path: following ? path : (page.path ?? path),
            prevPath: pagination?.prevPath,
            nextPath: pagination?.nextPath,
            ogType: 'website',
          },
          settings,
        )}
      />
      <SectionRenderer sections={page.sections ?? []} />
    </>
  )
}

/** A page of the blog listing: the page's sections, its grid showing one slice of the articles; 404 past the end. */
function ListingPage({
  page,
  listing,
  pageNumber,
}: {
  page: Page
  listing: SectionOf<'blogGridSection'>
  pageNumber: number
}) {
  const perPage = listing.postsPerPage ?? DEFAULT_PER_PAGE
  const { posts, total } = useSanityQuery<BlogListingQueryResult>(
    blogListingQuery,
    listingSlice(pageNumber, perPage),
  )
  const pageCount = listingPageCount(total, perPage)
  if (pageNumber > pageCount) return <NotFoundPage />
  const basePath = page.path ?? '/'
  const path = listingPagePath(basePath, pageNumber)
  return (
    <BlogListingContext.Provider value={{ posts, basePath, pageNumber, pageCount }}>
      <PageView
        page={page}
        path={path}
        pagination={{
          title:
            pageNumber > 1 ? `${page.title ?? ''} – ${listing.pageLabel ?? ''} ${pageNumber}` : undefined,
          prevPath: pageNumber > 1 ? listingPagePath(basePath, pageNumber - 1) : undefined,
          nextPath: pageNumber < pageCount ? listingPagePath(basePath, pageNumber + 1) : undefined,
        }}
      />
    </BlogListingContext.Provider>
  )
}
