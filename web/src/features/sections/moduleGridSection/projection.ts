import { cardFields } from '../shared/fields.ts'

/** What a `moduleGridSection` gets from the page query, besides every section's common fields. */
export const moduleGridSectionFields = /* groq */ `
  cards[]{${cardFields}}
`
