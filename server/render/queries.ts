// Every GROQ query of the build and the live renderer besides the site's own (web/src/queries/), in one place and
// each a `defineQuery`, so `npm run typegen` gives each its result type in shared/sanity.types.ts
// (docs/architecture.md, "Queries and their types").
import { defineQuery } from 'groq'
import { SITE_ROUTES } from '../../schemas/lib/queries.ts'
import { bookingSettingsFields } from '../../web/src/features/sections/bookingSection/projection.ts'

/** Every routable document with what the sitemap needs (schemas/lib/site-routes.ts, shared with the Studio). */
export const prerenderRoutesQuery = defineQuery(SITE_ROUTES)

/** The analytics provider's settings (shared/analytics-providers.ts checks them). */
const analyticsFields = /* groq */ `provider, plausibleDomain, plausibleHost, ga4MeasurementId, matomoUrl, matomoSiteId`

/**
 * What the server's CSP follows (server/analytics-settings.ts): the analytics provider and its hosts, and the
 * booking choice (its provider's host in `frame-src` while the calendar is shown on the site). Here, not with the
 * site's queries: the browser never asks it, so it stays out of the pages' JavaScript.
 */
export const cspSettingsQuery = defineQuery(
  `*[_id == "siteSettings"][0]{"analytics": analytics{${analyticsFields}}, ${bookingSettingsFields}}`,
)
