// GROQ fields several section types share.
import { linkFields } from '../../../queries/fragments.ts'

// A card's figure line is its own text, or a referenced stat's figure and short label.
export const cardFields = /* groq */ `
  _key, icon, emoji, title, description, features, color, link{${linkFields}},
  "stats": coalesce(stat->{"line": value + " " + coalesce(shortLabel, label)}.line, stats)
`

export const statFields = /* groq */ `_id, value, label, description`
