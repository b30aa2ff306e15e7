import { linkFields } from '../../../queries/fragments.ts'
import { statFields } from '../shared/fields.ts'

/** What a `statGridSection` gets from the page query, besides every section's common fields. */
export const statGridSectionFields = /* groq */ `
  stats[]->{${statFields}}, links[]{${linkFields}}
`
