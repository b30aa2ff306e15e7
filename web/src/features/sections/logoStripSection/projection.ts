import { logoFields } from '../../../queries/fragments.ts'
import { documentPath } from '../../../../../schemas/lib/address-groq.ts'

/**
 * What a `logoStripSection` gets from the page query, besides every section's common fields: each client's name,
 * its logo with the name as alternative text unless one is typed, and where it links (its case study's current
 * address, else its website; none when the case study is gone or has no page).
 */
export const logoStripSectionFields = /* groq */ `
  clients[]{
    _key, name,
    "logo": logo{${logoFields}},
    "alt": coalesce(logo.alt, name),
    "href": select(defined(caseStudy) => caseStudy->{"path": ${documentPath}}.path, url)
  }
`
