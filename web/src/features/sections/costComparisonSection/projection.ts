import { linkFields } from '../../../queries/fragments.ts'

/** What a `costComparisonSection` gets from the page query, besides every section's common fields. */
export const costComparisonSectionFields = /* groq */ `
  localLabel, indiaLabel, savingsLabel,
    items[]->{_id, title, description, localCost, indiaCost, savings, icon}, links[]{${linkFields}}
`
