import { createClient, type ClientPerspective, type SanityClient } from '@sanity/client'
import { hostedClientConfig } from '#shared/hosted-sanity.ts'
import { CONTENT_LAKE_PATH, sanityConfig } from './config.ts'
import { previewToken } from './preview.ts'

export interface SanityClientOptions {
  /** Origin that hosts the embedded content lake (the page's own origin in the browser, the build's lake when prerendering). */
  origin?: string
  perspective?: ClientPerspective
  /** A page in preview: reads with the tab's preview token even while it shows published content. */
  preview?: boolean
}

/**
 * The one way web code reaches content: @sanity/client, unchanged. Hosted Sanity when a project id is configured,
 * otherwise the embedded content lake mounted at `${origin}/content-lake`, so the site works on any host and port.
 */
export function createSanityClient({
  origin,
  perspective = 'published',
  preview = perspective !== 'published',
}: SanityClientOptions = {}): SanityClient {
  const { projectId, dataset, apiVersion, hosted, apiHost } = sanityConfig
  // A preview opened from the Studio reads drafts (and releases) with the preview token the link gave (see
  // preview.ts).
  const token = preview && typeof window !== 'undefined' ? previewToken() : undefined
  const auth = token ? { token, ignoreBrowserTokenWarning: true } : {}
  if (hosted)
    // Server renders read the live API: the API CDN can lag a publish by up to a minute, and a page rendered from it
    // right after a webhook purge would be cached stale.
    return createClient({
      ...hostedClientConfig({
        SANITY_PROJECT_ID: projectId,
        SANITY_DATASET: dataset,
        SANITY_API_HOST: apiHost,
      }),
      apiVersion,
      useCdn: perspective === 'published' && !preview && typeof window !== 'undefined',
      perspective,
      ...auth,
    })
  const base = origin ?? (typeof window === 'undefined' ? '' : window.location.origin)
  return createClient({
    projectId,
    dataset,
    apiVersion,
    apiHost: `${base}${CONTENT_LAKE_PATH}`,
    useProjectHostname: false,
    useCdn: false,
    perspective,
    ...auth,
  })
}
