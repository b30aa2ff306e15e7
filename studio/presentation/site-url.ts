// Where the public site is: what the local Studio server says, else SANITY_STUDIO_SITE_URL, else the site URL in
// Site Settings.
import type { SanityClient } from '@sanity/client'
import { localSession } from '../local-session.ts'
import { isHosted } from '../env.ts'

export async function siteUrl(client: SanityClient): Promise<string> {
  const configured =
    (isHosted ? undefined : (await localSession()).siteUrl) || process.env.SANITY_STUDIO_SITE_URL
  const fromSettings = configured
    ? undefined
    : await client.fetch<string | null>('*[_id == "siteSettings"][0].siteUrl').catch(() => null)
  return (configured || fromSettings || 'http://localhost:3000').replace(/\/+$/, '')
}
