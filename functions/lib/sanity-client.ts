import { createClient, type SanityClient } from '@sanity/client'

export const API_VERSION = '2025-02-19'

/**
 * The functions' way to content: hosted Sanity when SANITY_PROJECT_ID is set (with a write token for leads),
 * otherwise the embedded content lake over HTTP at CONTENT_LAKE_URL with CONTENT_LAKE_TOKEN (both set by the local
 * server).
 */
export function getSanityClient(env: Record<string, string | undefined> = process.env): SanityClient {
  if (env.SANITY_PROJECT_ID) {
    return createClient({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET ?? 'production',
      apiVersion: API_VERSION,
      token: env.SANITY_API_WRITE_TOKEN,
      useCdn: false,
    })
  }
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: API_VERSION,
    apiHost: env.CONTENT_LAKE_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}/content-lake`,
    useProjectHostname: false,
    useCdn: false,
    token: env.CONTENT_LAKE_TOKEN,
  })
}
