import { linkFields } from '../../../queries/fragments.ts'
import { cardFields } from '../shared/fields.ts'

/** What a `cardGridSection` gets from the page query, besides every section's common fields. */
export const cardGridSectionFields = /* groq */ `
  columns, numbered, cards[]{${cardFields}}, links[]{${linkFields}}
`
