import { imageFields } from '../../../queries/fragments.ts'

/** What a `caseStudyGridSection` gets from the page query, besides every section's common fields. */
export const caseStudyGridSectionFields = /* groq */ `
  linkLabel,
    caseStudies[]->{
      _id, title, "slug": slug.current, company, industry, challenge, solution, results, timeline, excerpt,
      image{${imageFields}}
    }
`
