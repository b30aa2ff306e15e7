// The pages of a listing (the blog's, a category's, every case study): loaded only by a page that has one, so the
// listing queries and their pages stay out of every other page's JavaScript.
import type { ReactNode } from 'react'
import { blogCategoryListingQuery, blogListingQuery, blogListingVersionsQuery } from '../queries/blog.ts'
import { caseStudyListingQuery, caseStudyListingVersionsQuery } from '../queries/case-study.ts'
import { useSanityQuery } from '#web/data/query.ts'
import { DEFAULT_PER_PAGE, listingPageCount, listingPagePath, listingSlice } from '#schemas/lib/pagination.ts'
import { categoryName, categoryPath } from '#schemas/lib/blog-category.ts'
import { BlogListingContext } from '../features/sections/blogGridSection/blog-listing.ts'
import { CaseStudyListingContext } from '../features/sections/caseStudyGridSection/case-study-listing.ts'
import type { SectionOf } from '../features/sections/types.ts'
import type { BlogListingQueryResult, CaseStudyListingQueryResult } from '#shared/sanity.types.ts'
import { NotFoundPage } from './not-found-page.ts'
import { PageView, type Page } from './PageView.tsx'
import { listingPageTranslations, type ListingVersion } from './listing-translations.ts'

export type ListingSection = SectionOf<'blogGridSection'> | SectionOf<'caseStudyGridSection'>

export interface ListingPageProps {
  page: Page
  listing: ListingSection
  pageNumber: number
  /** A category of the blog, on its page. */
  category?: string
}

/** A page of the listing the page holds. */
export default function ListingPageOf({ page, listing, pageNumber, category }: ListingPageProps) {
  if (listing._type === 'blogGridSection')
    return <BlogListingPage page={page} listing={listing} pageNumber={pageNumber} category={category} />
  return <CaseStudyListingPage page={page} listing={listing} pageNumber={pageNumber} />
}

/**
 * A page of the blog listing, or of one category's articles: the page's sections, its grid showing one slice of the
 * articles; 404 past the end.
 */
function BlogListingPage({
  page,
  listing,
  pageNumber,
  category,
}: {
  page: Page
  listing: SectionOf<'blogGridSection'>
  pageNumber: number
  category?: string
}) {
  const perPage = listing.postsPerPage ?? DEFAULT_PER_PAGE
  const slice = listingSlice(pageNumber, perPage)
  const { posts, total } = useSanityQuery<BlogListingQueryResult>(
    category ? blogCategoryListingQuery : blogListingQuery,
    category ? { ...slice, category } : slice,
  )
  return (
    <ListingPage
      page={page}
      pageLabel={listing.pageLabel}
      pageNumber={pageNumber}
      pageCount={listingPageCount(total, perPage)}
      category={category}
      categoryLabel={category && categoryName(category, listing.categoryNames)}
      versionsQuery={blogListingVersionsQuery}
      provide={(shown, view) => (
        <BlogListingContext.Provider value={{ posts, category, blogPath: page.path ?? '/', ...shown }}>
          {view}
        </BlogListingContext.Provider>
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
      versionsQuery={caseStudyListingVersionsQuery}
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

/**
 * A page of a listing with its own title, canonical and prev/next links; 404 past the last page. A category's pages
 * are at the category's address, under its name.
 */
function ListingPage({
  page,
  pageLabel,
  pageNumber,
  pageCount,
  category,
  categoryLabel,
  versionsQuery,
  provide,
}: {
  page: Page
  pageLabel: string | null
  pageNumber: number
  pageCount: number
  category?: string
  /** The category as the listing names it (in its language). */
  categoryLabel?: string
  /** The listing page in each of its languages (`blogListingVersionsQuery`): a following page's alternates. */
  versionsQuery: string
  /** Hands the grid its slice (the section reads it from its listing context). */
  provide: (shown: ShownPage, view: ReactNode) => ReactNode
}) {
  if (pageNumber > pageCount) return <NotFoundPage />
  const basePath = category ? categoryPath(page.path ?? '/', category) : (page.path ?? '/')
  const path = listingPagePath(basePath, pageNumber)
  const title = category ? `${categoryLabel ?? category} – ${page.title ?? ''}` : (page.title ?? '')
  const view = (translations?: Page['translations']) => (
    <PageView
      page={page}
      path={path}
      translations={translations}
      pagination={{
        title: pageNumber > 1 ? `${title} – ${pageLabel ?? ''} ${pageNumber}` : category ? title : undefined,
        prevPath: pageNumber > 1 ? listingPagePath(basePath, pageNumber - 1) : undefined,
        nextPath: pageNumber < pageCount ? listingPagePath(basePath, pageNumber + 1) : undefined,
      }}
    />
  )
  return provide(
    { basePath, pageNumber, pageCount },
    // Page 1 is the page itself, with its own translations; the others are asked for theirs.
    pageNumber > 1 || category ? (
      <ListingTranslations
        query={versionsQuery}
        params={{ id: page._id, category: category ?? null }}
        shown={{ pageNumber, category }}
      >
        {view}
      </ListingTranslations>
    ) : (
      view()
    ),
  )
}

/** A following or category page in the listing's other languages that have it (`listingPageTranslations`). */
function ListingTranslations({
  query,
  params,
  shown,
  children,
}: {
  query: string
  params: { id: string; category: string | null }
  shown: { pageNumber: number; category?: string }
  children: (translations: Page['translations']) => ReactNode
}) {
  const versions = useSanityQuery<ListingVersion[] | null>(query, params)
  return children(listingPageTranslations(versions, shown))
}
