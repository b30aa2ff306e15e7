import { imageFields, linkFields } from '../../../queries/fragments.ts'
import { FIGURE_LINE } from '../../../../../schemas/lib/figure-text.ts'

/** What a `bulletListSection` gets from the page query, besides every section's common fields. */
export const bulletListSectionFields = /* groq */ `
  "items": items[]${FIGURE_LINE}, links[]{${linkFields}}, image{${imageFields}}
`
