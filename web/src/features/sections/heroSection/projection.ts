import { imageFields, linkFields } from '../../../queries/fragments.ts'
import { statFields } from '../shared/fields.ts'
import { FIGURE_LINE } from '../../../../../schemas/lib/figure-text.ts'

/** What a `heroSection` gets from the page query, besides every section's common fields. */
export const heroSectionFields = /* groq */ `
  "subheading": array::join(subheading[]${FIGURE_LINE}, " "), "badges": badges[]->{_id, value, "label": coalesce(shortLabel, label)}, showAssistantCard, links[]{${linkFields}}, stats[]->{${statFields}}, image{${imageFields}}
`
