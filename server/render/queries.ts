// Every GROQ query of the build and the live renderer besides the site's own (web/src/queries/), in one place and
// each a `defineQuery`, so `npm run typegen` gives each its result type in shared/sanity.types.ts
// (docs/architecture.md, "Queries and their types").
import { defineQuery } from 'groq'
import { redirectFields } from '../../web/src/queries/fragments.ts'

/** Every routable document with what the sitemap needs. */
export const prerenderRoutesQuery = defineQuery(`{
  "pages": *[_type in ["page", "service"] && defined(path)]{ "path": path, _updatedAt, "noIndex": seo.noIndex },
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)]{
    "path": "/case-studies/" + slug.current, _updatedAt, "noIndex": seo.noIndex, "hasDetail": defined(detail)
  },
  "posts": *[_type == "blogPost" && defined(slug.current)]{ "path": "/blog/" + slug.current, _updatedAt, "noIndex": seo.noIndex, category },
  "listings": *[_type in ["page", "service"] && defined(path) && defined(sections[_type == "blogGridSection"][0])]{
    path, _updatedAt, "noIndex": seo.noIndex, "perPage": sections[_type == "blogGridSection"][0].postsPerPage
  },
  "caseStudyListings": *[_type in ["page", "service"] && defined(path) && defined(sections[_type == "caseStudyGridSection" && count(coalesce(caseStudies, [])) == 0][0])]{
    path, _updatedAt, "noIndex": seo.noIndex,
    "perPage": sections[_type == "caseStudyGridSection" && count(coalesce(caseStudies, [])) == 0][0].perPage
  },
  "redirects": *[_type == "redirect"]{ ${redirectFields} },
  "siteUrl": *[_id == "siteSettings"][0].siteUrl
}`)
