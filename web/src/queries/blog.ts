import { defineQuery } from 'groq'
import { imageFields, readTimeMinutes, richTextFields, seoFields } from './fragments.ts'

export const blogPostBySlugQuery = defineQuery(`*[_type == "blogPost" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, excerpt, category, publishedAt, "readTimeMinutes": ${readTimeMinutes}, author, body[]{${richTextFields}},
  image{${imageFields}},
  seo{${seoFields}},
  "readTimeLabel": *[_id == "page-blog"][0].sections[_type == "blogGridSection"][0].readTimeLabel,
  "backLabel": *[_id == "page-blog"][0].title
}`)
