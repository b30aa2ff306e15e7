import { cardFields } from '../shared/fields.ts'

/** What a `integrationTabsSection` gets from the page query, besides every section's common fields. */
export const integrationTabsSectionFields = /* groq */ `
  popularLabel, advantagesHeading, advantages[]{${cardFields}},
    categories[]->{_id, title, subtitle, description, features, icon, color, popular}
`
