import { cardFields } from '../shared/fields.ts'

/** What a `capabilityGridSection` gets from the page query, besides every section's common fields. */
export const capabilityGridSectionFields = /* groq */ `
  cards[]{${cardFields}}
`
