import { defineQuery } from 'groq'
import {
  imageFields,
  linkFields,
  personFields,
  readTimeMinutes,
  richTextFields,
  seoFields,
} from './fragments.ts'

/** An article as its card in the blog listing shows it (BlogCard): the listing pages and "Related articles". */
export const blogCardFields = /* groq */ `
  _id, title, "slug": slug.current, excerpt, category, publishedAt, "readTimeMinutes": ${readTimeMinutes}, image{${imageFields}}
`

/**
 * Up to three other articles to read next, inside an article's projection (`^` is the article): its category's
 * newest first, then the newest of the others (articles have no service or tag of their own to match on), never the
 * article itself.
 */
export const relatedArticles = /* groq */ `(
  (*[_type == "blogPost" && defined(slug.current) && _id != ^._id && category == ^.category] | order(publishedAt desc, _id asc))
  + (*[_type == "blogPost" && defined(slug.current) && _id != ^._id && category != ^.category] | order(publishedAt desc, _id asc))
)[0...3]{${blogCardFields}}`

/**
 * The texts of every article's end, from Site Settings > Articles; the call to action's heading, text and button
 * each as the article words it, else as the settings do.
 */
const articleEndFields = /* groq */ `
  "articleEnd": *[_id == "siteSettings"][0].articleEnd{authorHeading, relatedHeading},
  "cta": {
    "heading": coalesce(callToAction.heading, *[_id == "siteSettings"][0].articleEnd.ctaHeading),
    "text": coalesce(callToAction.text, *[_id == "siteSettings"][0].articleEnd.ctaText),
    "link": coalesce(callToAction.link{${linkFields}}, *[_id == "siteSettings"][0].articleEnd.ctaLink{${linkFields}})
  }
`

export const blogPostBySlugQuery = defineQuery(`*[_type == "blogPost" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, excerpt, category, publishedAt, "readTimeMinutes": ${readTimeMinutes}, body[]{${richTextFields}},
  "author": author->{${personFields}},
  image{${imageFields}},
  seo{${seoFields}},
  "related": ${relatedArticles},
  ${articleEndFields},
  "readTimeLabel": *[_id == "page-blog"][0].sections[_type == "blogGridSection"][0].readTimeLabel,
  "readMoreLabel": *[_id == "page-blog"][0].sections[_type == "blogGridSection"][0].readMoreLabel,
  "blogPath": *[_id == "page-blog"][0].path,
  "backLabel": *[_id == "page-blog"][0].title
}`)

/**
 * One page of the blog listing, newest first (ties broken by id, so every article is on exactly one page), and how
 * many articles there are, for the page links. `$start...$end` comes from `listingSlice()`.
 */
export const blogListingQuery = defineQuery(`{
  "posts": *[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc, _id asc)[$start...$end]{${blogCardFields}},
  "total": count(*[_type == "blogPost" && defined(slug.current)])
}`)

/** One page of a category's articles, newest first (as `blogListingQuery`), and how many the category has. */
export const blogCategoryListingQuery = defineQuery(`{
  "posts": *[_type == "blogPost" && defined(slug.current) && category == $category] | order(publishedAt desc, _id asc)[$start...$end]{${blogCardFields}},
  "total": count(*[_type == "blogPost" && defined(slug.current) && category == $category])
}`)
