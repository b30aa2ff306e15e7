import styled from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { featuresFirst, LISTING_COLUMNS, listingColumns } from '../shared/grid.ts'
import { BlogCard } from './BlogCard.tsx'
import { Pagination } from '#web/components/Pagination.tsx'
import { useBlogListing } from './blog-listing.ts'
import { categoryName, categoryPath, isBlogCategory } from '#schemas/lib/blog-category.ts'

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  ${({ $count }) => listingColumns($count)}
`

/** The blog listing: a page of articles, newest first, each opening its own page, and links to the other pages. */
export function BlogGridSection({ section }: { section: SectionOf<'blogGridSection'> }) {
  const listing = useBlogListing()
  const posts = listing?.posts ?? []
  // The widest layout's rule (listingColumns) decides whether the first card's picture is half a row.
  const wideFirst = featuresFirst(posts.length, LISTING_COLUMNS.at(-1)!.columns)
  return (
    <Section
      {...sectionFrame(section)}
      heading={listing?.category ? categoryName(listing.category, section.categoryNames) : section.heading}
    >
      <Grid $count={posts.length}>
        {posts.map((post, index) => (
          <BlogCard
            key={post._id}
            post={post}
            readTimeLabel={section.readTimeLabel}
            readMoreLabel={section.readMoreLabel}
            categoryNames={section.categoryNames}
            categoryHref={
              listing && isBlogCategory(post.category) ? categoryPath(listing.blogPath, post.category) : null
            }
            wide={index === 0 && wideFirst}
          />
        ))}
      </Grid>
      {listing && (
        <Pagination
          basePath={listing.basePath}
          pageNumber={listing.pageNumber}
          pageCount={listing.pageCount}
          labels={{
            label: section.paginationLabel ?? '',
            previous: section.newerLabel ?? '',
            next: section.olderLabel ?? '',
            page: section.pageLabel ?? '',
          }}
        />
      )}
      <LinkRow links={section.links} />
    </Section>
  )
}

export default BlogGridSection
