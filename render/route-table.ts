import { ROUTABLE_TYPES } from '../shared/routes.ts'
import type { SanityClient } from '@sanity/client'
import { prerenderRoutesQuery } from './queries.ts'
import type { PrerenderRoutesQueryResult } from '../shared/sanity.types.ts'
import { routesOf, type SiteRoute } from '../schemas/lib/site-routes.ts'
import type { Version } from './page-files.ts'

/**
 * The document types (and singleton) the route table reads: a change to anything else cannot add or remove a route
 * or change a sitemap line (`translation.metadata` links a page's versions: its sitemap alternates).
 */
export const ROUTE_TABLE_TYPES = new Set<string>([
  ...ROUTABLE_TYPES,
  'redirect',
  'siteSettings',
  'translation.metadata',
])

export type PrerenderRoute = SiteRoute

export interface RouteTable {
  routes: PrerenderRoute[]
  redirects: { from: string | null; to: string | null; permanent: boolean | null }[]
  siteUrl: string
  /** Each page's versions in every language (one entry per `translation.metadata`): the sitemap's alternates. */
  translations: Version[][]
}

export async function loadRoutes(client: Pick<SanityClient, 'fetch'>): Promise<RouteTable> {
  const result = await client.fetch<PrerenderRoutesQueryResult>(prerenderRoutesQuery)
  // Which addresses exist is schemas/lib/site-routes.ts's, shared with the Studio's "Content health" tool.
  return {
    routes: routesOf(result),
    redirects: result.redirects,
    siteUrl: result.siteUrl ?? 'http://localhost:3000',
    translations: versionsOf(result.translations),
  }
}

/**
 * The versions of each `translation.metadata` that links two or more documents with an address (those without one
 * left out): a page in one language has no alternates. In the order of their first address, so that two lakes with
 * the same content give the same table whatever order they keep their documents in.
 */
export const versionsOf = (
  translations: { versions: { language: string | null; path: string | null }[] | null }[],
) =>
  translations
    .map(({ versions }) =>
      (versions ?? []).flatMap(({ language, path }) => (language && path ? [{ language, path }] : [])),
    )
    .filter((versions) => versions.length > 1)
    .sort((a, b) => a[0]!.path.localeCompare(b[0]!.path))
