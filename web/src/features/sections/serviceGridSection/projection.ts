import { linkFields } from '../../../queries/fragments.ts'
import { FIGURE_LINE } from '../../../../../schemas/lib/figure-text.ts'

/** What a `serviceGridSection` gets from the page query, besides every section's common fields. */
export const serviceGridSectionFields = /* groq */ `
  services[]->{
    _id, title, path, navLabel, icon, color,
    "summary": array::join(summary[]${FIGURE_LINE}, " "),
    "highlights": highlights[]${FIGURE_LINE}
  },
  links[]{${linkFields}}
`
