// A document's address in GROQ and a redirect's target, as the site's queries embed them. Apart from document-path.ts,
// which also hands out the route registry: a query module importing that put the registry into every page's first
// JavaScript.
import { DOCUMENT_PATH_GROQ } from '../../shared/route-groq.ts'

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
