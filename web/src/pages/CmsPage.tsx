import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { isExternalHttpsUrl, isSitePath } from '#schemas/lib/redirect-target.ts'
import { pageByPathQuery } from '../queries/page.ts'
import { blogListingQuery } from '../queries/blog.ts'
import { caseStudyListingQuery } from '../queries/case-study.ts'
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
import { CaseStudyListingContext } from '../features/sections/caseStudyGridSection/case-study-listing.ts'
import type { SectionOf } from '../features/sections/types.ts'
import type {
  BlogListingQueryResult,
  CaseStudyListingQueryResult,
  PageByPathQueryResult,
  RedirectsQueryResult,
} from '#shared/sanity.types.ts'
import { NotFoundPage } from './not-found-page.ts'

type Page = NonNullable<PageByPathQueryResult>

/**
 * Any page or service page of the CMS, addressed by its path; otherwise a CMS redirect; otherwise the 404 page. A page
 * with a listing (the blog's, or a case study grid with none chosen: every case study) also answers its following
 * pages, `<path>/page/<n>`.
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
  const listing = page.sections?.find(isListing)
  if (listing?._type === 'blogGridSection')
    return <BlogListingPage page={page} listing={listing} pageNumber={listingPath.pageNumber} />
  if (listing?._type === 'caseStudyGridSection')
    return <CaseStudyListingPage page={page} listing={listing} pageNumber={listingPath.pageNumber} />
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

type ListingSection = SectionOf<'blogGridSection'> | SectionOf<'caseStudyGridSection'>

/** The sections that list what can grow, a page at a time. A page shows the first one's pages. */
const isListing = (section: NonNullable<Page['sections']>[number]): section is ListingSection =>
  section._type === 'blogGridSection' ||
  (section._type === 'caseStudyGridSection' && !section.caseStudies?.length)

/** A page of the blog listing: the page's sections, its grid showing one slice of the articles; 404 past the end. */
function BlogListingPage({
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
  return (
    <ListingPage
      page={page}
      pageLabel={listing.pageLabel}
      pageNumber={pageNumber}
      pageCount={listingPageCount(total, perPage)}
      provide={(shown, view) => (
        <BlogListingContext.Provider value={{ posts, ...shown }}>{view}</BlogListingContext.Provider>
      )}
    />
  )
}

/** A page of every case study: the page's sections, its grid showing one slice of them; 404 past the end. */
function CaseStudyListingPage({
  page,
  listing,
  pageNumber,
}: {
  page: Page
  listing: SectionOf<'caseStudyGridSection'>
  pageNumber: number
}) {
  const perPage = listing.perPage ?? DEFAULT_PER_PAGE
  const { caseStudies, total } = useSanityQuery<CaseStudyListingQueryResult>(
    caseStudyListingQuery,
    listingSlice(pageNumber, perPage),
  )
  return (
    <ListingPage
      page={page}
      pageLabel={listing.pageLabel}
      pageNumber={pageNumber}
      pageCount={listingPageCount(total, perPage)}
      provide={(shown, view) => (
        <CaseStudyListingContext.Provider value={{ caseStudies, ...shown }}>
          {view}
        </CaseStudyListingContext.Provider>
      )}
    />
  )
}

/** Which page of a listing is shown, for its grid. */
interface ShownPage {
  basePath: string
  pageNumber: number
  pageCount: number
}

/** A page of a listing with its own title, canonical and prev/next links; 404 past the last page. */
function ListingPage({
  page,
  pageLabel,
  pageNumber,
  pageCount,
  provide,
}: {
  page: Page
  pageLabel: string | null
  pageNumber: number
  pageCount: number
  /** Hands the grid its slice (the section reads it from its listing context). */
  provide: (shown: ShownPage, view: ReactNode) => ReactNode
}) {
  if (pageNumber > pageCount) return <NotFoundPage />
  const basePath = page.path ?? '/'
  const path = listingPagePath(basePath, pageNumber)
  return provide(
    { basePath, pageNumber, pageCount },
    <PageView
      page={page}
      path={path}
      pagination={{
        title: pageNumber > 1 ? `${page.title ?? ''} – ${pageLabel ?? ''} ${pageNumber}` : undefined,
        prevPath: pageNumber > 1 ? listingPagePath(basePath, pageNumber - 1) : undefined,
        nextPath: pageNumber < pageCount ? listingPagePath(basePath, pageNumber + 1) : undefined,
      }}
    />,
  )
}
