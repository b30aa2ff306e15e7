import { defineQuery } from 'groq'
import { translationsField } from '../../../schemas/lib/language-groq.ts'
import { documentPath } from '../../../schemas/lib/address-groq.ts'

/**
 * The versions in every language of the page, article or case study at $path (the language switcher's
 * destinations); null elsewhere. An article or case study is looked up by its slug ($slug, the path's last part),
 * then held to the whole path. A module of its own: only the switcher's chunk carries its text.
 */
export const pageTranslationsQuery = defineQuery(
  `*[_type in ["page", "service"] && path == $path || _type in ["blogPost", "caseStudy"] && slug.current == $slug && ${documentPath} == $path][0]{${translationsField}}.translations`,
)
