// The document a page of the site is made from, opened beside it when the Presentation tool shows that page.
import { defineDocuments } from 'sanity/presentation'

export const mainDocuments = defineDocuments([
  {
    route: '/case-studies/:slug',
    filter: `_type == "caseStudy" && slug.current == $slug`,
  },
  {
    route: '/blog/:slug',
    filter: `_type == "blogPost" && slug.current == $slug`,
  },
  {
    // Every other address is a page or a service, by its path.
    route: '/:path(.*)',
    resolve: ({ params }) => ({
      filter: `_type in ["page", "service"] && path == $path`,
      params: { path: `/${params.path ?? ''}` },
    }),
  },
])
