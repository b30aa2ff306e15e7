import styled from 'styled-components'
import { Link } from 'react-router-dom'
import { Icon } from '#web/components/Icon.tsx'
import { Section } from '#web/components/Section.tsx'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { buttonStyles, type ButtonStyleProps } from '#web/components/Button.tsx'
import { formatDate } from '#web/format/date.ts'
import { LinkRow } from '../shared/LinkRow.tsx'
import type { SectionOf } from '../types.ts'
import { countedColumns } from '../shared/grid.ts'
import { KeepHyphens } from '#web/components/KeepHyphens.tsx'
import { Pagination } from '#web/components/Pagination.tsx'
import { useBlogListing } from './blog-listing.ts'

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ $count }) => countedColumns($count, { lg: 3 })}
`
const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  .media {
    position: relative;
  }
  .media img {
    aspect-ratio: 16 / 9;
  }
  .category {
    position: absolute;
    top: ${({ theme }) => theme.space[3]};
    left: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    padding: 0.25rem 0.65rem;
    border-radius: ${({ theme }) => theme.radii.full};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
    flex: 1;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
  .meta span {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[1]};
    align-items: center;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  .excerpt {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .action {
    margin-top: auto;
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
      heading={section.heading}
      intro={section.intro}
    >
      <Grid $count={listing?.posts.length ?? 0}>
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
              <span className="category">{post.category}</span>
            </div>
            <div className="body">
              <p className="meta">
                {post.publishedAt && (
                  <span>
                    <Icon name="calendar" size={14} aria-hidden="true" />
                    <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                  </span>
                )}
                <span>
                  <Icon name="clock" size={14} aria-hidden="true" />
                  {post.readTimeMinutes} {section.readTimeLabel}
                </span>
              </p>
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
      </Grid>
      {listing && (
        <Pagination
          basePath={listing.basePath}
          pageNumber={listing.pageNumber}
          pageCount={listing.pageCount}
          labels={{
            label: section.paginationLabel ?? '',
            newer: section.newerLabel ?? '',
            older: section.olderLabel ?? '',
            page: section.pageLabel ?? '',
          }}
        />
      )}
      <LinkRow links={section.links} />
    </Section>
  )
}

export default BlogGridSection
