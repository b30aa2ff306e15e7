import { slugPath } from '#shared/routes.ts'
import { useLanguage } from '../data/language.ts'
import { Link, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Icon } from '../components/Icon.tsx'
import { blogPostBySlugQuery, relatedArticlesQuery } from '../queries/blog.ts'
import { useSanityQuery } from '#web/data/query.ts'
import type { BlogPostBySlugQueryResult, RelatedArticlesQueryResult } from '#shared/sanity.types.ts'
import { useSiteSettings } from '#web/data/settings.ts'
import { buildHead } from '#web/head/seo.ts'
import { absoluteUrl, urlFor } from '#web/data/image.ts'
import { Head } from '#web/head/Head.tsx'
import { Container } from '../components/Container.tsx'
import { SanityImage } from '../components/SanityImage.tsx'
import { PortableText } from '../components/PortableText.tsx'
import { PostCategory, PostMeta } from '../components/PostMeta.tsx'
import { LinkedInLink } from '../components/LinkedInLink.tsx'
import { Section } from '../components/Section.tsx'
import { CardList } from '../features/sections/shared/CardList.tsx'
import { wideCard } from '../features/sections/shared/grid.ts'
import { LinkRow } from '../features/sections/shared/LinkRow.tsx'
import { BlogCard } from '../features/sections/blogGridSection/BlogCard.tsx'
import { categoryName, categoryPath, isBlogCategory } from '#schemas/lib/blog-category.ts'
import { NotFoundPage } from './not-found-page.ts'
import { relatedArticles } from './related-articles.ts'

const Article = styled.article`
  padding-block: ${({ theme }) => theme.space[12]};
  max-width: 46rem;
  margin: 0 auto;
  .back {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
  .category {
    display: inline-block;
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  h1 {
    font-size: clamp(2rem, 3vw + 1rem, 2.75rem);
  }
  .meta {
    margin-bottom: ${({ theme }) => theme.space[8]};
  }
  > img {
    border-radius: ${({ theme }) => theme.radii.xl};
    margin-bottom: ${({ theme }) => theme.space[8]};
  }
`

/** Who wrote the article, after its text: photo, name, role, short bio and LinkedIn profile. */
const Author = styled.section`
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  /* Photo beside name and role; the bio under both on phones, under the name from small tablets up. */
  .person {
    display: grid;
    grid-template-columns: 4rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
    align-items: center;
  }
  .details {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    .person {
      grid-template-columns: 5rem minmax(0, 1fr);
    }
    .details {
      grid-column: 2;
    }
  }
  .photo {
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.full};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surfaceBrand};
  }
  .photo img {
    width: 100%;
    height: 100%;
  }
  p {
    margin: 0;
  }
  .name {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  .role {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .bio {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .linkedin {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space[3]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
const CtaText = styled.p`
  max-width: 42rem;
  margin: calc(-1 * ${({ theme }) => theme.space[4]}) auto 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`

/**
 * The related articles: three a row from 1024 px; on tablets one a row, each a wide card (picture beside its text),
 * since three a row were 220 px cards with six-line titles and two would leave the third alone.
 */
const RelatedList = styled(CardList)`
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) and (not (min-width: ${({ theme }) => theme.breakpoints.lg})) {
    > li {
      ${wideCard}
    }
  }
`

/** "Related articles" at the end of an article: its own query, shared by every article of its category. */
function RelatedArticles({
  post,
  blogPath,
  heading,
}: {
  post: NonNullable<BlogPostBySlugQueryResult>
  blogPath: string
  heading: string | null | undefined
}) {
  const candidates = useSanityQuery<RelatedArticlesQueryResult>(relatedArticlesQuery, {
    category: post.category ?? '',
  })
  const related = relatedArticles(post, candidates)
  if (related.length === 0) return null
  return (
    <Section id="related" tone="muted" heading={heading}>
      <RelatedList $count={related.length} $max={3} $tabletMax={1}>
        {related.map((other) => (
          <BlogCard
            key={other._id}
            post={other}
            readTimeLabel={post.blogPage?.readTimeLabel ?? null}
            readMoreLabel={post.blogPage?.readMoreLabel ?? null}
            categoryNames={post.blogPage?.categoryNames}
            categoryHref={isBlogCategory(other.category) ? categoryPath(blogPath, other.category) : null}
          />
        ))}
      </RelatedList>
    </Section>
  )
}

/** /blog/:slug (/de/blog/:slug) — a blog article with its full text; an unknown slug is the 404 page. */
export default function BlogPostPage() {
  const { slug = '' } = useParams()
  const post = useSanityQuery<BlogPostBySlugQueryResult>(blogPostBySlugQuery, { slug })
  const settings = useSiteSettings()
  const language = useLanguage()
  if (!post) return <NotFoundPage />
  const path = slugPath('blogPost', slug, language)
  const { author, articleEnd, cta } = post
  const blogPath = post.blogPage?.blogPath ?? '/blog'
  const siteUrl = settings.siteUrl ?? 'http://localhost'
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post._updatedAt,
    // The article's own author; without one, the company that publishes it.
    author: author
      ? { '@type': 'Person', name: author.name, jobTitle: author.role ?? undefined }
      : { '@type': 'Organization', name: settings.companyName },
    image: post.image?.asset ? absoluteUrl(urlFor(post.image).width(1200).url(), siteUrl) : undefined,
    publisher: { '@type': 'Organization', name: settings.companyName, url: siteUrl },
    mainEntityOfPage: absoluteUrl(path, siteUrl),
    articleSection: post.category && categoryName(post.category, post.blogPage?.categoryNames),
  }
  return (
    <>
      <Container>
        <Article>
          <Head
            head={buildHead(
              {
                seo: post.seo,
                title: post.title,
                description: post.excerpt,
                path,
                translations: post.translations,
                ogType: 'article',
                jsonLd: [jsonLd],
              },
              settings,
            )}
          />
          <Link className="back" to={blogPath}>
            <Icon name="arrow-left" size={16} aria-hidden="true" />
            {post.blogPage?.backLabel}
          </Link>
          <div>
            <PostCategory className="category">
              {post.category && categoryName(post.category, post.blogPage?.categoryNames)}
            </PostCategory>
          </div>
          <h1>{post.title}</h1>
          <PostMeta
            className="meta"
            author={author?.name}
            publishedAt={post.publishedAt}
            readTimeMinutes={post.readTimeMinutes}
            readTimeLabel={post.blogPage?.readTimeLabel ?? null}
          />
          {post.image && (
            <SanityImage
              image={post.image}
              width={736}
              aspectRatio={16 / 9}
              sizes="(min-width: 800px) 736px, 100vw"
              priority
            />
          )}
          <PortableText value={post.body} />
          {author && (
            <Author aria-labelledby="article-author">
              <h2 id="article-author">{articleEnd?.authorHeading}</h2>
              <div className="person">
                <div className="photo">
                  {author.photo && (
                    <SanityImage
                      image={{ ...author.photo, alt: '' }}
                      width={80}
                      aspectRatio={1}
                      sizes="80px"
                    />
                  )}
                </div>
                <div>
                  <p className="name">{author.name}</p>
                  <p className="role">{author.role}</p>
                </div>
                <div className="details">
                  <p className="bio">{author.bio}</p>
                  {author.linkedinUrl && (
                    <LinkedInLink
                      className="linkedin"
                      name={author.name}
                      url={author.linkedinUrl}
                      label={post.profileLinkLabel}
                    />
                  )}
                </div>
              </div>
            </Author>
          )}
        </Article>
      </Container>
      <RelatedArticles post={post} blogPath={blogPath} heading={articleEnd?.relatedHeading} />
      {cta?.link && (
        <Section id="article-cta" tone="brand" heading={cta.heading}>
          {cta.text && <CtaText>{cta.text}</CtaText>}
          <LinkRow links={[cta.link]} size="lg" variantAt={() => 'hero'} cta="article_end" />
        </Section>
      )}
    </>
  )
}
