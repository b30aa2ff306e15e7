import { linkFields } from '../../../queries/fragments.ts'

/** What a `serviceGridSection` gets from the page query, besides every section's common fields. */
export const serviceGridSectionFields = /* groq */ `
  services[]->{_id, title, path, navLabel, summary, icon, color, highlights}, links[]{${linkFields}}
`
