import { defineQuery } from 'groq'
import { translationsField } from '../../../schemas/lib/language-groq.ts'

/**
 * The versions in every language of the page at $path (the language switcher's destinations); null elsewhere. A
 * module of its own: only the switcher's chunk carries its text.
 */
export const pageTranslationsQuery = defineQuery(
  `*[_type in ["page", "service"] && path == $path][0]{${translationsField}}.translations`,
)
