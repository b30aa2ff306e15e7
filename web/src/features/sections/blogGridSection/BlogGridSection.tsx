import styled from 'styled-components'
import { Link } from 'react-router-dom'
import { Section } from '#web/components/Section.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { buttonStyles, type ButtonStyleProps } from '#web/components/Button.tsx'
import { PostCategory, PostMeta } from '#web/components/PostMeta.tsx'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { CardList, MediaCard } from '../shared/CardList.tsx'
import { KeepHyphens } from '#web/components/KeepHyphens.tsx'
import { Pagination } from '#web/components/Pagination.tsx'
import { useBlogListing } from './blog-listing.ts'
import { categoryPath, isBlogCategory } from '#schemas/lib/blog-category.ts'

const Card = styled(MediaCard)`
  .media {
    position: relative;
  }
  .category {
    position: absolute;
    top: ${({ theme }) => theme.space[3]};
    left: ${({ theme }) => theme.space[3]};
  }
  .body {
    padding: ${({ theme }) => theme.space[5]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .excerpt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
const ReadMore = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`

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
          <Card key={post._id}>
            <div className="media">
              {post.image && (
                <SanityImage
                  image={post.image}
                  width={400}
                  aspectRatio={16 / 9}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                />
              )}
              {listing && isBlogCategory(post.category) ? (
                <PostCategory
                  as={Link}
                  className="category"
                  to={categoryPath(listing.blogPath, post.category)}
                >
                  {post.category}
                </PostCategory>
              ) : (
                <PostCategory className="category">{post.category}</PostCategory>
              )}
            </div>
            <div className="body">
              <PostMeta
                publishedAt={post.publishedAt}
                readTimeMinutes={post.readTimeMinutes}
                readTimeLabel={section.readTimeLabel}
              />
              <h3>
                <KeepHyphens text={post.title} />
              </h3>
              <p className="excerpt">{post.excerpt}</p>
              <div className="action">
                <ReadMore to={`/blog/${post.slug}`} $variant="outline" $size="sm">
                  {section.readMoreLabel}
                  <span className="visually-hidden">: {post.title}</span>
                </ReadMore>
              </div>
            </div>
          </Card>
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
