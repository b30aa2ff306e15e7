// Every GROQ query of the build and the live renderer besides the site's own (web/src/queries/), in one place and
// each a `defineQuery`, so `npm run typegen` gives each its result type in shared/sanity.types.ts
// (docs/architecture.md, "Queries and their types").
import { defineQuery } from 'groq'
import { SITE_ROUTES } from '../schemas/lib/queries.ts'

/** Every routable document with what the sitemap needs (schemas/lib/site-routes.ts, shared with the Studio). */
export const prerenderRoutesQuery = defineQuery(SITE_ROUTES)
