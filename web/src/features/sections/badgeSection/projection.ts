import { imageFields } from '../../../queries/fragments.ts'

/** What a `badgeSection` gets from the page query, besides every section's common fields. */
export const badgeSectionFields = /* groq */ `
  sinceLabel, validUntilLabel, proofLabel,
  credentials[]->{_id, name, issuer, year, validUntil, proofUrl, image{${imageFields}}}
`
