import { imageFields, linkFields } from '../../../queries/fragments.ts'

/** What a `bulletListSection` gets from the page query, besides every section's common fields. */
export const bulletListSectionFields = /* groq */ `
  items, links[]{${linkFields}}, image{${imageFields}}
`
