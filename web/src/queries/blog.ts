import { defineQuery } from 'groq'
import { imageFields, readTimeMinutes, richTextFields, seoFields } from './fragments.ts'

export const blogPostBySlugQuery = defineQuery(`*[_type == "blogPost" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, excerpt, category, publishedAt, "readTimeMinutes": ${readTimeMinutes}, author, body[]{${richTextFields}},
  image{${imageFields}},
  seo{${seoFields}},
  "readTimeLabel": *[_id == "page-blog"][0].sections[_type == "blogGridSection"][0].readTimeLabel,
  "backLabel": *[_id == "page-blog"][0].title
}`)

/**
 * One page of the blog listing, newest first (ties broken by id, so every article is on exactly one page), and how
 * many articles there are, for the page links. `$start...$end` comes from `listingSlice()`.
 */
export const blogListingQuery = defineQuery(`{
  "posts": *[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc, _id asc)[$start...$end]{
    _id, title, "slug": slug.current, excerpt, category, publishedAt, "readTimeMinutes": ${readTimeMinutes}, image{${imageFields}}
  },
  "total": count(*[_type == "blogPost" && defined(slug.current)])
}`)

/** One page of a category's articles, newest first (as `blogListingQuery`), and how many the category has. */
export const blogCategoryListingQuery = defineQuery(`{
  "posts": *[_type == "blogPost" && defined(slug.current) && category == $category] | order(publishedAt desc, _id asc)[$start...$end]{
    _id, title, "slug": slug.current, excerpt, category, publishedAt, "readTimeMinutes": ${readTimeMinutes}, image{${imageFields}}
  },
  "total": count(*[_type == "blogPost" && defined(slug.current) && category == $category])
}`)
