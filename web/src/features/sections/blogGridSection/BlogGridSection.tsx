import { Section } from '#web/components/Section.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { CardList } from '../shared/CardList.tsx'
import { BlogCard } from './BlogCard.tsx'
import { Pagination } from '#web/components/Pagination.tsx'
import { useBlogListing } from './blog-listing.ts'
import { categoryPath, isBlogCategory } from '#web/data/blog-category.ts'

/** The blog listing: a page of articles, newest first, each opening its own page, and links to the other pages. */
export function BlogGridSection({ section }: { section: SectionOf<'blogGridSection'> }) {
  const listing = useBlogListing()
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={listing?.category ?? section.heading}
      intro={section.intro}
    >
      <CardList $count={listing?.posts.length ?? 0} $max={3}>
        {(listing?.posts ?? []).map((post) => (
          <BlogCard
            key={post._id}
            post={post}
            readTimeLabel={section.readTimeLabel}
            readMoreLabel={section.readMoreLabel}
            categoryHref={
              listing && isBlogCategory(post.category) ? categoryPath(listing.blogPath, post.category) : null
            }
          />
        ))}
      </CardList>
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
