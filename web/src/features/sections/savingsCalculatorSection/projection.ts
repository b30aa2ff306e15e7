import { linkFields } from '../../../queries/fragments.ts'

/** What a `savingsCalculatorSection` gets from the page query, besides every section's common fields. */
export const savingsCalculatorSectionFields = /* groq */ `
  rows[]{_key, label, value}, result, note, links[]{${linkFields}}
`
