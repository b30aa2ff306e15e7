// Every GROQ query of the build and the live renderer besides the site's own (web/src/queries/), in one place and
// each a `defineQuery`, so `npm run typegen` gives each its result type in shared/sanity.types.ts
// (docs/architecture.md, "Queries and their types"). The live route table's queries (below) are SITE_ROUTES narrowed
// by document, derived from its text so they cannot drift from it; their result type is route-index.ts's RouteSources.
import { defineQuery } from 'groq'
import { SITE_ROUTES } from '../schemas/lib/queries.ts'
import { bookingSettingsFields } from '../web/src/features/sections/bookingSection/projection.ts'

/** Every routable document with what the sitemap needs (schemas/lib/site-routes.ts, shared with the Studio). */
export const prerenderRoutesQuery = defineQuery(SITE_ROUTES)

/**
 * SITE_ROUTES (the route table's one query, shared with the Studio) with each entry naming its document and, given a
 * `scope`, each scan narrowed to the documents it admits: the same projections, so the same routes, whatever the
 * query says about addresses. `siteUrl` is not a scan of documents that project, so it is left whole.
 */
export function scopedRoutesQuery(scope?: string, query: string = SITE_ROUTES): string {
  let out = ''
  let at = 0
  for (;;) {
    const start = query.indexOf('*[', at)
    if (start < 0) return out + query.slice(at)
    // The scan's filter ends at its matching bracket (strings skipped).
    let end = start + 1
    for (let depth = 0, quote = ''; end < query.length; end++) {
      const char = query[end]!
      if (quote) {
        if (char === '\\') end++
        else if (char === quote) quote = ''
      } else if (char === '"' || char === "'") quote = char
      else if (char === '[') depth++
      else if (char === ']' && --depth === 0) break
    }
    const filter = query.slice(start + 2, end)
    const projection = /^\s*\{/.exec(query.slice(end + 1))
    if (!projection) {
      out += query.slice(at, end + 1)
      at = end + 1
      continue
    }
    out += `${query.slice(at, start)}*[${scope ? `(${scope}) && (${filter})` : filter}]${projection[0]} _id,`
    at = end + 1 + projection[0].length
  }
}

/**
 * Every routable document's entries, with their ids: what a full rebuild of the live route table reads
 * (render/route-index.ts). Not a defineQuery: its text is SITE_ROUTES's, its result type RouteSources.
 */
export const routeSourcesQuery = scopedRoutesQuery()
/** The entries of the documents `$ids` and of those that refer to one (a redirect's target moved). */
export const changedRouteSourcesQuery = scopedRoutesQuery('_id in $ids || references($ids)')

/** The analytics provider's settings (shared/analytics-providers.ts checks them). */
const analyticsFields = /* groq */ `provider, plausibleDomain, plausibleHost, ga4MeasurementId, matomoUrl, matomoSiteId`

/**
 * What the server's CSP follows (render/analytics-settings.ts): the analytics provider and its hosts, and the
 * booking choice (its provider's host in `frame-src` while the calendar is shown on the site). Here, not with the
 * site's queries: the browser never asks it, so it stays out of the pages' JavaScript.
 */
export const cspSettingsQuery = defineQuery(
  `*[_id == "siteSettings"][0]{"analytics": analytics{${analyticsFields}}, ${bookingSettingsFields}}`,
)
