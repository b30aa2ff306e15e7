import { FIGURE_LINE } from '../../../../../schemas/lib/figure-text.ts'
/** What an `outcomeListSection` gets from the page query, besides every section's common fields: one string per line. */
export const outcomeListSectionFields = /* groq */ `
  "items": items[]${FIGURE_LINE}
`
