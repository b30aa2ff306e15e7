// The route registry's (routes.ts) one part the site's queries embed, in a module of its own: a query module that
// imported the registry put all of it into every page's first JavaScript.

/**
 * A document's address in GROQ, null when it has none: one branch per type of the registry. Written out, literal:
 * TypeGen reads the queries it is part of without running code, and a branch built from the registry put the whole
 * registry into every page's first JavaScript (the site's queries embed this). tests/codebase/routes.test.ts fails
 * when a type of the registry has no branch or its branch gives another address than routePathOf.
 */
export const DOCUMENT_PATH_GROQ = `select(
  _type == "page" => path,
  _type == "service" => path,
  _type == "blogPost" && defined(slug.current) => select(language == "de" => "/de/blog/", "/blog/") + slug.current,
  _type == "caseStudy" && defined(slug.current) && defined(detail) => select(language == "de" => "/de/referenzen/", "/case-studies/") + slug.current
)`
