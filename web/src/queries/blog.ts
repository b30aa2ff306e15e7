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
 * Up to three other articles to read next, inside an article's projection (`^` is the article): the newest others
 * of its category, then the newest of the other categories (articles have no service or tag of their own to match
 * on), never the article itself.
 *
 * Each list is an ordered slice of every article that reads nothing of the article (one per category, written out:
 * the categories are the content model's list, BLOG_CATEGORIES), so the lake sorts it once per commit for every
 * article page rather than once per page (docs/scale.md); the newest articles are the blog listing's own sort. Four
 * of a category leave three besides the article; when a category has fewer, at most three of the newest six are of
 * it, so the other three come from the rest.
 */
export const relatedArticles = /* groq */ `(
  coalesce(select(
    category == "SAP Implementation" => (*[_type == "blogPost" && defined(slug.current) && category == "SAP Implementation"] | order(publishedAt desc, _id asc))[0...4],
    category == "Microsoft Dynamics" => (*[_type == "blogPost" && defined(slug.current) && category == "Microsoft Dynamics"] | order(publishedAt desc, _id asc))[0...4],
    category == "Staff Augmentation" => (*[_type == "blogPost" && defined(slug.current) && category == "Staff Augmentation"] | order(publishedAt desc, _id asc))[0...4],
    category == "Software Testing" => (*[_type == "blogPost" && defined(slug.current) && category == "Software Testing"] | order(publishedAt desc, _id asc))[0...4],
    category == "SAP BTP" => (*[_type == "blogPost" && defined(slug.current) && category == "SAP BTP"] | order(publishedAt desc, _id asc))[0...4],
    category == "Outsourcing" => (*[_type == "blogPost" && defined(slug.current) && category == "Outsourcing"] | order(publishedAt desc, _id asc))[0...4]
  ), [])[_id != ^._id]
  + (*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc, _id asc))[0...6][category != ^.category]
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
    "link": coalesce(callToAction.buttons[0]{${linkFields}}, *[_id == "siteSettings"][0].articleEnd.ctaLink{${linkFields}})
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
