// Where the public site is: what the local Studio server says, else SANITY_STUDIO_SITE_URL, else the site URL in
// Site Settings.
import type { SanityClient } from '@sanity/client'
import { siteUrlQuery } from '../../schemas/lib/queries.ts'
import type { SiteUrlQueryResult } from '../../shared/sanity.types.ts'
import { localSession } from '../local-session.ts'
import { isHosted } from '../env.ts'

export async function siteUrl(client: SanityClient): Promise<string> {
  const configured =
    (isHosted ? undefined : (await localSession()).siteUrl) || process.env.SANITY_STUDIO_SITE_URL
  const fromSettings = configured
    ? undefined
    : await client.fetch<SiteUrlQueryResult>(siteUrlQuery).catch(() => null)
  return (configured || fromSettings || 'http://localhost:3000').replace(/\/+$/, '')
}
