import { defineQuery } from 'groq'
import { inPageLanguage, translationsField } from '../../../schemas/lib/language-groq.ts'
import { caseStudyCardFields, imageFields, seoFields } from './fragments.ts'

export const caseStudyBySlugQuery =
  defineQuery(`*[_type == "caseStudy" && slug.current == $slug && ${inPageLanguage}][0]{
  _id, _updatedAt, title, "slug": slug.current, company, industry, excerpt, timeline, results,
  image{${imageFields}},
  seo{${seoFields}}, ${translationsField},
  detail
}`)

/**
 * One page of the case studies in the page's language, in the marketers' sort order (ties broken by id, so every case study is on exactly
 * one page), and how many there are, for the page links. `$start...$end` comes from `listingSlice()`.
 */
export const caseStudyListingQuery = defineQuery(`{
  "caseStudies": *[_type == "caseStudy" && defined(slug.current) && ${inPageLanguage}] | order(order asc, _id asc)[$start...$end]{
    ${caseStudyCardFields}
  },
  "total": count(*[_type == "caseStudy" && defined(slug.current) && ${inPageLanguage}])
}`)

/** The case-study listing in each of its languages, for a following page (as `blogListingVersionsQuery`). */
export const caseStudyListingVersionsQuery =
  defineQuery(`*[_type == "translation.metadata" && references($id)][0].translations[]{
  language,
  "path": value->path,
  "listing": defined(value->sections[_type == "caseStudyGridSection" && count(coalesce(caseStudies, [])) == 0][0]),
  "perPage": value->sections[_type == "caseStudyGridSection" && count(coalesce(caseStudies, [])) == 0][0].perPage,
  "total": count(*[_type == "caseStudy" && defined(slug.current) && coalesce(language, "en") == ^.language])
}`)
