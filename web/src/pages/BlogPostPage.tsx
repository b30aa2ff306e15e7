import { Link, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Icon } from '../components/Icon.tsx'
import { blogPostBySlugQuery } from '../queries/blog.ts'
import { useSanityQuery } from '#web/data/query.ts'
import type { BlogPostBySlugQueryResult } from '#shared/sanity.types.ts'
import { useSiteSettings } from '#web/data/settings.ts'
import { buildHead } from '#web/head/seo.ts'
import { absoluteUrl, urlFor } from '#web/data/image.ts'
import { Head } from '#web/head/Head.tsx'
import { Container } from '../components/Container.tsx'
import { SanityImage } from '../components/SanityImage.tsx'
import { PortableText } from '../components/PortableText.tsx'
import { PostCategory, PostMeta } from '../components/PostMeta.tsx'
import { NotFoundPage } from './not-found-page.ts'

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
  img {
    border-radius: ${({ theme }) => theme.radii.xl};
    margin-bottom: ${({ theme }) => theme.space[8]};
  }
`

/** /blog/:slug — a blog article with its full text; an unknown slug is the 404 page. */
export default function BlogPostPage() {
  const { slug = '' } = useParams()
  const post = useSanityQuery<BlogPostBySlugQueryResult>(blogPostBySlugQuery, { slug })
  const settings = useSiteSettings()
  if (!post) return <NotFoundPage />
  const path = `/blog/${slug}`
  const siteUrl = settings.siteUrl ?? 'http://localhost'
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post._updatedAt,
    author: { '@type': 'Person', name: post.author },
    image: post.image?.asset ? absoluteUrl(urlFor(post.image).width(1200).url(), siteUrl) : undefined,
    publisher: { '@type': 'Organization', name: settings.companyName, url: siteUrl },
    mainEntityOfPage: absoluteUrl(path, siteUrl),
    articleSection: post.category,
  }
  return (
    <Container>
      <Article>
        <Head
          head={buildHead(
            {
              seo: post.seo,
              title: post.title,
              description: post.excerpt,
              path,
              ogType: 'article',
              jsonLd: [jsonLd],
            },
            settings,
          )}
        />
        <Link className="back" to="/blog">
          <Icon name="arrow-left" size={16} aria-hidden="true" />
          {post.backLabel}
        </Link>
        <div>
          <PostCategory className="category">{post.category}</PostCategory>
        </div>
        <h1>{post.title}</h1>
        <PostMeta
          className="meta"
          author={post.author}
          publishedAt={post.publishedAt}
          readTimeMinutes={post.readTimeMinutes}
          readTimeLabel={post.readTimeLabel}
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
      </Article>
    </Container>
  )
}
