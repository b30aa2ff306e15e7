import { linkFields } from '../../../queries/fragments.ts'

const inputFields = /* groq */ `{label, message, default, min, max, step}`

/** What a `savingsCalculatorSection` gets from the page query, besides every section's common fields. */
export const savingsCalculatorSectionFields = /* groq */ `
  rows[]{_key, label, value, computes}, result, note, links[]{${linkFields}},
  inputs{teamSize${inputFields}, costPerPerson${inputFields}, indiaCostPercent, currency}
`
