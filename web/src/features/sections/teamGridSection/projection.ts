import { siteSettingsDoc } from '../../../../../schemas/lib/language-groq.ts'
import { linkFields, personFields } from '../../../queries/fragments.ts'

/**
 * What a `teamGridSection` gets from the page query, besides every section's common fields. A person whose document
 * is gone (a reference left dangling) is left out, not given to the grid as null. The LinkedIn links' name is the Site
 * Settings' of the page's language.
 */
export const teamGridSectionFields = /* groq */ `
  "people": (people[]->{${personFields}})[defined(_id)], links[]{${linkFields}},
  "profileLinkLabel": ${siteSettingsDoc}.profileLinkLabel
`
