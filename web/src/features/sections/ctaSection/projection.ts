import { linkFields } from '../../../queries/fragments.ts'

/** What a `ctaSection` gets from the page query, besides every section's common fields. */
export const ctaSectionFields = /* groq */ `
  text, links[]{${linkFields}}
`
