import { linkFields } from '../../../queries/fragments.ts'
import { statFields } from '../shared/fields.ts'

/**
 * What a `statGridSection` gets from the page query, besides every section's common fields. A figure whose document
 * is gone (a reference left dangling) is left out, not given to the tiles as null.
 */
export const statGridSectionFields = /* groq */ `
  "stats": (stats[]->{${statFields}})[defined(_id)], links[]{${linkFields}}
`
