// Where a document lives on the site, in GROQ (for queries: links, redirects, validation) and in TypeScript (for
// the Studio's publish action, which compares the published and the edited address). One place for both, so they
// cannot disagree; tests/content/redirects.test.ts evaluates the GROQ with groq-js against the function.

/**
 * The address of a document a link, rich text or redirect can point to, at its current path: pages and services
 * have a `path`, articles and case studies live under their own routes (a case study only once it has a detail
 * page). Null for anything else, so a link to a deleted or page-less target renders as plain text.
 */
export const documentPath = /* groq */ `select(
  _type in ["page", "service"] => path,
  _type == "blogPost" && defined(slug.current) => "/blog/" + slug.current,
  _type == "caseStudy" && defined(slug.current) && defined(detail) => "/case-studies/" + slug.current
)`

/**
 * A redirect as the server answers it: a chosen page's current address (so a redirect follows the page when it
 * moves again), else the typed address; null when the chosen page is gone, and the redirect is then left out.
 */
export const redirectFields = /* groq */ `
  from, permanent,
  "to": select(defined(target) => target->{"path": ${documentPath}}.path, to)
`

/** The document types that have an address of their own (the ones `documentPath` answers for). */
export const ROUTABLE_TYPES = ['page', 'service', 'blogPost', 'caseStudy'] as const

export interface RoutableFields {
  _type: string
  path?: unknown
  slug?: { current?: unknown } | null
  detail?: unknown
}

/** `documentPath` for a document in hand. */
export function routePathOf(doc: RoutableFields | null | undefined): string | null {
  if (!doc) return null
  const slug = typeof doc.slug?.current === 'string' && doc.slug.current ? doc.slug.current : null
  switch (doc._type) {
    case 'page':
    case 'service':
      return typeof doc.path === 'string' ? doc.path : null
    case 'blogPost':
      return slug && `/blog/${slug}`
    case 'caseStudy':
      return slug && doc.detail != null ? `/case-studies/${slug}` : null
    default:
      return null
  }
}
