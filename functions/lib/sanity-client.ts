import { createClient, type SanityClient } from '@sanity/client'
import { hostedClientConfig } from '#shared/hosted-sanity.ts'

export const API_VERSION = '2025-02-19'

/**
 * What a caller may see, named at every call so no function holds the token by accident:
 * - `public`: what any visitor may read, i.e. published documents with public ids. No token, whatever the
 *   environment holds, so the content lake (or hosted Sanity) itself keeps drafts and private `a.b` ids (leads) out.
 * - `leads`: reads and writes the private `contactSubmission.*` documents, with the write token (and the chat's
 *   `unansweredQuestion.*` groups, chat/unanswered.ts).
 */
export type ContentAccess = 'public' | 'leads'

/**
 * The functions' way to content: hosted Sanity when SANITY_PROJECT_ID is set (leads with SANITY_API_WRITE_TOKEN),
 * otherwise the embedded content lake over HTTP at CONTENT_LAKE_URL (leads with CONTENT_LAKE_TOKEN; both set by the
 * local server).
 */
export function getSanityClient(
  env: Record<string, string | undefined>,
  access: ContentAccess,
): SanityClient {
  const leads = access === 'leads'
  if (env.SANITY_PROJECT_ID) {
    return createClient({
      ...hostedClientConfig(env),
      apiVersion: API_VERSION,
      useCdn: false,
      ...(leads ? { token: env.SANITY_API_WRITE_TOKEN } : { perspective: 'published' }),
    })
  }
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: API_VERSION,
    apiHost: env.CONTENT_LAKE_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}/content-lake`,
    useProjectHostname: false,
    useCdn: false,
    ...(leads ? { token: env.CONTENT_LAKE_TOKEN } : { perspective: 'published' }),
  })
}
