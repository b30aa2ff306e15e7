import { imageFields, linkFields } from '../../../queries/fragments.ts'
import { statFields } from '../shared/fields.ts'
import { FIGURE_LINE } from '../../../../../schemas/lib/figure-text.ts'

/**
 * What a `heroSection` gets from the page query, besides every section's common fields. A figure whose document is
 * gone (a reference left dangling) is left out, not given to the tiles as null.
 */
export const heroSectionFields = /* groq */ `
  "subheading": array::join(subheading[]${FIGURE_LINE}, " "), "badges": (badges[]->{_id, value, "label": coalesce(shortLabel, label)})[defined(_id)], showAssistantCard, links[]{${linkFields}}, "stats": (stats[]->{${statFields}})[defined(_id)], image{${imageFields}}
`
