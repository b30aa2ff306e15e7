// GROQ fields several section types share.
import { linkFields } from '../../../queries/fragments.ts'
import { FIGURE_LINE } from '../../../../../schemas/lib/figure-text.ts'

// A card's title and text cite figures by reference (schemas/lib/figure-text.ts); its figure line is its own text,
// or a referenced stat's figure and short label.
export const cardFields = /* groq */ `
  _key, icon, emoji, features, color, link{${linkFields}},
  "title": array::join(title[]${FIGURE_LINE}, " "),
  "description": array::join(description[]${FIGURE_LINE}, " "),
  "stats": coalesce(stat->{"line": value + " " + coalesce(shortLabel, label)}.line, stats)
`

export const statFields = /* groq */ `_id, value, label, description`
