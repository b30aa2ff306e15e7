import { caseStudyCardFields } from '../../../queries/fragments.ts'

/** What a `caseStudyGridSection` gets from the page query, besides every section's common fields. */
export const caseStudyGridSectionFields = /* groq */ `
  linkLabel, perPage, previousLabel, nextLabel, pageLabel, paginationLabel,
    caseStudies[]->{${caseStudyCardFields}}
`
