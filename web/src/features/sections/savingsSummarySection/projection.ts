import { linkFields } from '../../../queries/fragments.ts'

/** What a `savingsSummarySection` gets from the page query, besides every section's common fields. */
export const savingsSummarySectionFields = /* groq */ `
  items[]{_key, service, "savings": coalesce(comparison->savings, savings), amount}, links[]{${linkFields}}
`
