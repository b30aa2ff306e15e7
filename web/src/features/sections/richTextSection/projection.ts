import { imageFields, richTextFields } from '../../../queries/fragments.ts'

/** What a `richTextSection` gets from the page query, besides every section's common fields. */
export const richTextSectionFields = /* groq */ `
  body[]{${richTextFields}}, image{${imageFields}}
`
