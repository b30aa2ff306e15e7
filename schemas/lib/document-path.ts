// Where a document lives on the site, in GROQ (for queries: links, redirects, validation) and in TypeScript (for
// the Studio's publish action, which compares the published and the edited address). One place for both, so they
// cannot disagree (both come from the route registry, shared/routes.ts); tests/content/redirects.test.ts evaluates
// the GROQ with groq-js against the function.
import { ROUTABLE_TYPES, routePathOf, type RoutableFields } from '../../shared/routes.ts'

export { documentPath, redirectFields } from './address-groq.ts'
export { ROUTABLE_TYPES, routePathOf, type RoutableFields }
