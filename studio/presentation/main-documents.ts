// The document a page of the site is made from, opened beside it when the Presentation tool shows that page.
import { slugRoutes } from '../../shared/routes.ts'
import { defineDocuments } from 'sanity/presentation'

export const mainDocuments = defineDocuments([
  // Each type of the route registry under its prefix, by its slug.
  ...slugRoutes().map(({ type, pattern }) => ({
    route: pattern,
    filter: `_type == "${type}" && slug.current == $slug`,
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
