// The document a page of the site is made from, opened beside it when the Presentation tool shows that page.
import { slugRoutes } from '../../shared/routes.ts'
import { DEFAULT_LANGUAGE } from '../../shared/languages.ts'
import { defineDocuments } from 'sanity/presentation'

export const mainDocuments = defineDocuments([
  // Each type of the route registry under its prefix in each language, by its slug and language.
  ...slugRoutes().map(({ type, language, pattern }) => ({
    route: pattern,
    filter: `_type == "${type}" && slug.current == $slug && coalesce(language, "${DEFAULT_LANGUAGE}") == "${language}"`,
  })),
  {
    // Every other address is a page or a service, by its path.
    route: '/:path(.*)',
    resolve: ({ params }) => ({
      filter: `_type in ["page", "service"] && path == $path`,
      params: { path: `/${params.path ?? ''}` },
    }),
  },
])
