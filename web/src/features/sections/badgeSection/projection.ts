import { logoFields } from '../../../queries/fragments.ts'

/**
 * What a `badgeSection` gets from the page query, besides every section's common fields. A badge is drawn on a
 * transparent background, so it is read like a logo: without the blurred placeholder that would show through.
 */
export const badgeSectionFields = /* groq */ `
  sinceLabel, validUntilLabel, proofLabel,
  credentials[]->{_id, name, issuer, year, validUntil, proofUrl, image{${logoFields}, alt}}
`
