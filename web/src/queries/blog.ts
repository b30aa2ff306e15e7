import { defineQuery } from 'groq'
import {
  blogPageDoc,
  inPageLanguage,
  siteSettingsDoc,
  translationsField,
} from '../../../schemas/lib/language-groq.ts'
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
  _id, title, "slug": slug.current, language, excerpt, category, publishedAt, "readTimeMinutes": ${readTimeMinutes}, image{${imageFields}}
`

/**
 * What an article's "Related articles" are chosen from (relatedArticles picks them): the four newest articles of its
 * category, and the six newest of the whole blog. One query per category, not per article: every article of a
 * category shares it, so a publish checks it once (its sync tags read the articles' type), and the article's own
 * query depends on its slug and the documents it shows, not on every article (at 50,000 articles, a publish re-asked
 * each article page's query: docs/scale.md).
 */
export const relatedArticlesQuery = defineQuery(`{
  "sameCategory": (*[_type == "blogPost" && defined(slug.current) && category == $category && ${inPageLanguage}] | order(publishedAt desc, _id asc))[0...4]{${blogCardFields}},
  "newest": (*[_type == "blogPost" && defined(slug.current) && ${inPageLanguage}] | order(publishedAt desc, _id asc))[0...6]{${blogCardFields}}
}`)

/**
 * The texts of every article's end, from Site Settings > Articles; the call to action's heading, text and button
 * each as the article words it, else as the settings do.
 */
const articleEndFields = /* groq */ `
  "articleEnd": ${siteSettingsDoc}.articleEnd{authorHeading, relatedHeading},
  "profileLinkLabel": ${siteSettingsDoc}.profileLinkLabel,
  "cta": {
    "heading": coalesce(callToAction.heading, ${siteSettingsDoc}.articleEnd.ctaHeading),
    "text": coalesce(callToAction.text, ${siteSettingsDoc}.articleEnd.ctaText),
    "link": coalesce(callToAction.buttons[0]{${linkFields}}, ${siteSettingsDoc}.articleEnd.ctaLink{${linkFields}})
  }
`

export const blogPostBySlugQuery =
  defineQuery(`*[_type == "blogPost" && slug.current == $slug && ${inPageLanguage}][0]{
  _id, _updatedAt, title, "slug": slug.current, excerpt, category, publishedAt, "readTimeMinutes": ${readTimeMinutes}, body[]{${richTextFields}},
  "author": author->{${personFields}},
  image{${imageFields}},
  seo{${seoFields}}, ${translationsField},
  ${articleEndFields},
  "blogPage": ${blogPageDoc}{
    "readTimeLabel": sections[_type == "blogGridSection"][0].readTimeLabel,
    "categoryNames": sections[_type == "blogGridSection"][0].categoryNames[]{category, name},
    "readMoreLabel": sections[_type == "blogGridSection"][0].readMoreLabel,
    "blogPath": path,
    "backLabel": title
  }
}`)

/**
 * One page of the blog listing in the page's language, newest first (ties broken by id, so every article is on exactly one page), and how
 * many articles there are, for the page links. `$start...$end` comes from `listingSlice()`.
 */
export const blogListingQuery = defineQuery(`{
  "posts": *[_type == "blogPost" && defined(slug.current) && ${inPageLanguage}] | order(publishedAt desc, _id asc)[$start...$end]{${blogCardFields}},
  "total": count(*[_type == "blogPost" && defined(slug.current) && ${inPageLanguage}])
}`)

/** One page of a category's articles, newest first (as `blogListingQuery`), and how many the category has. */
export const blogCategoryListingQuery = defineQuery(`{
  "posts": *[_type == "blogPost" && defined(slug.current) && category == $category && ${inPageLanguage}] | order(publishedAt desc, _id asc)[$start...$end]{${blogCardFields}},
  "total": count(*[_type == "blogPost" && defined(slug.current) && category == $category && ${inPageLanguage}])
}`)

/**
 * The blog page in each of its languages, for a following or category page (ListingPage.tsx): its address, whether
 * it still holds the blog grid, how many articles it shows a page and how many it lists (of `$category`, when set),
 * so the page names only the versions that exist, as the sitemap does (`listingPageTranslations`).
 */
export const blogListingVersionsQuery =
  defineQuery(`*[_type == "translation.metadata" && references($id)][0].translations[]{
  language,
  "path": value->path,
  "listing": defined(value->sections[_type == "blogGridSection"][0]),
  "perPage": value->sections[_type == "blogGridSection"][0].postsPerPage,
  "total": count(*[_type == "blogPost" && defined(slug.current) && coalesce(language, "en") == ^.language && (!defined($category) || category == $category)])
}`)
