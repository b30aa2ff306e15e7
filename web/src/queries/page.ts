import { defineQuery } from 'groq'
import { seoFields } from './fragments.ts'
import { translationsField } from '../../../schemas/lib/language-groq.ts'
import { FIGURE_LINE } from '../../../schemas/lib/figure-text.ts'
import { sectionsProjection } from '../features/sections/projection.ts'

/** A page or a service page by its path: the route table of everything but case studies and blog articles. */
export const pageByPathQuery = defineQuery(`*[_type in ["page", "service"] && path == $path][0]{
  _id, _type, _updatedAt, title, path, "summary": array::join(summary[]${FIGURE_LINE}, " "),
  seo{${seoFields}}, ${translationsField},
  sections[]{${sectionsProjection}}
}`)
