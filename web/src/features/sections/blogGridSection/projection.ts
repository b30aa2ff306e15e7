import { linkFields } from '../../../queries/fragments.ts'

/** What a `blogGridSection` gets from the page query, besides every section's common fields. */
export const blogGridSectionFields = /* groq */ `
  readMoreLabel, readTimeLabel, postsPerPage, newerLabel, olderLabel, pageLabel, paginationLabel, categoryNames[]{category, name},
    links[]{${linkFields}}
`
