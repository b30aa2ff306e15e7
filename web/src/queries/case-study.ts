import { defineQuery } from 'groq'
import { imageFields, seoFields } from './fragments.ts'

export const caseStudyBySlugQuery = defineQuery(`*[_type == "caseStudy" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, company, industry, excerpt, timeline, results,
  image{${imageFields}},
  seo{${seoFields}},
  detail
}`)
