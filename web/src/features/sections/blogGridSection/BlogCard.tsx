import { slugPath } from '#shared/routes.ts'
import styled from 'styled-components'
import { Link } from 'react-router-dom'
import { SanityImage } from '#web/components/SanityImage.tsx'
import { buttonStyles, type ButtonStyleProps } from '#web/components/Button.tsx'
import { PostCategory, PostMeta } from '#web/components/PostMeta.tsx'
import { KeepTogether } from '#web/components/KeepTogether.tsx'
import type { BlogListingQueryResult } from '#shared/sanity.types.ts'
import { MediaCard } from '../shared/CardList.tsx'
import { categoryName } from '#schemas/lib/blog-category.ts'

/** An article as a card shows it (`blogCardFields` in web/src/queries/blog.ts). */
export type BlogCardPost = BlogListingQueryResult['posts'][number]

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

/**
 * An article's card, as a list item of a CardList: picture with its category badge (a link to the category's page
 * when `categoryHref` is given), date and reading time, title, excerpt and a button to the article. The blog
 * listing and the "Related articles" at the end of an article both show it.
 */
export function BlogCard({
  post,
  readTimeLabel,
  readMoreLabel,
  categoryHref,
  categoryNames,
  wide = false,
}: {
  post: BlogCardPost
  readTimeLabel: string | null
  readMoreLabel: string | null
  categoryHref?: string | null
  /** How the listing names the categories (its section's `categoryNames`). */
  categoryNames?: readonly { category: string | null; name: string | null }[] | null
  /** The wide first card of a listing page (listingColumns): its picture takes half the row from tablets on. */
  wide?: boolean
}) {
  return (
    <Card>
      <div className="media">
        {post.image && (
          <SanityImage
            image={post.image}
            width={400}
            aspectRatio={16 / 9}
            sizes={
              wide
                ? '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'
                : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
            }
          />
        )}
        {categoryHref ? (
          <PostCategory as={Link} className="category" to={categoryHref}>
            {post.category && categoryName(post.category, categoryNames)}
          </PostCategory>
        ) : (
          <PostCategory className="category">
            {post.category && categoryName(post.category, categoryNames)}
          </PostCategory>
        )}
      </div>
      <div className="body">
        <PostMeta
          publishedAt={post.publishedAt}
          readTimeMinutes={post.readTimeMinutes}
          readTimeLabel={readTimeLabel}
        />
        <h3>
          <KeepTogether text={post.title} />
        </h3>
        <p className="excerpt">{post.excerpt}</p>
        <div className="action">
          <ReadMore to={slugPath('blogPost', post.slug, post.language)} $variant="outline" $size="sm">
            {readMoreLabel}
            <span className="visually-hidden">: {post.title}</span>
          </ReadMore>
        </div>
      </div>
    </Card>
  )
}
