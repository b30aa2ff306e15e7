// Where a document lives on the site, in GROQ (for queries: links, redirects, validation) and in TypeScript (for
// the Studio's publish action, which compares the published and the edited address). One place for both, so they
// cannot disagree (both come from the route registry, shared/routes.ts); tests/content/redirects.test.ts evaluates
// the GROQ with groq-js against the function.
import { DOCUMENT_PATH_GROQ, ROUTABLE_TYPES, routePathOf, type RoutableFields } from '../../shared/routes.ts'

/**
 * The address of a document a link, rich text or redirect can point to, at its current path: pages and services
 * have a `path`, articles and case studies live under their own routes (a case study only once it has a detail
 * page). Null for anything else, so a link to a deleted or page-less target renders as plain text. The route
 * registry (shared/routes.ts) writes it.
 */
export const documentPath = DOCUMENT_PATH_GROQ

/**
 * A redirect as the server answers it: a chosen page's current address (so a redirect follows the page when it
 * moves again), else the typed address; null when the chosen page is gone, and the redirect is then left out.
 */
export const redirectFields = /* groq */ `
  from, permanent,
  "to": select(defined(target) => target->{"path": ${documentPath}}.path, to)
`

export { ROUTABLE_TYPES, routePathOf, type RoutableFields }
