import { cardFields } from '../shared/fields.ts'

/** What a `serviceCardsSection` gets from the page query, besides every section's common fields. */
export const serviceCardsSectionFields = /* groq */ `
  cards[]{${cardFields}}
`
