import { ROUTABLE_TYPES } from '../shared/routes.ts'
import type { SanityClient } from '@sanity/client'
import { prerenderRoutesQuery } from './queries.ts'
import type { PrerenderRoutesQueryResult } from '../shared/sanity.types.ts'
import { routesOf, type SiteRoute } from '../schemas/lib/site-routes.ts'

/** The document types (and singleton) the route table reads: a change to anything else cannot add or remove a route. */
export const ROUTE_TABLE_TYPES = new Set<string>([...ROUTABLE_TYPES, 'redirect', 'siteSettings'])

export type PrerenderRoute = SiteRoute

export interface RouteTable {
  routes: PrerenderRoute[]
  redirects: { from: string | null; to: string | null; permanent: boolean | null }[]
  siteUrl: string
}

export async function loadRoutes(client: Pick<SanityClient, 'fetch'>): Promise<RouteTable> {
  const result = await client.fetch<PrerenderRoutesQueryResult>(prerenderRoutesQuery)
  // Which addresses exist is schemas/lib/site-routes.ts's, shared with the Studio's "Content health" tool.
  return {
    routes: routesOf(result),
    redirects: result.redirects,
    siteUrl: result.siteUrl ?? 'http://localhost:3000',
  }
}
