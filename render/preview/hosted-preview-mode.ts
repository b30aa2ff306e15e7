// Preview mode against hosted Sanity (SANITY_PROJECT_ID), the same on the local server and on Netlify and Vercel:
// SANITY_API_READ_TOKEN (a Viewer token) checks the Studio's preview secret, and is what the page in preview reads
// drafts with; the preview cookie is signed with a key derived from it, so every instance of the site accepts the
// cookies of the others, and rotating the token ends every preview under way.
import { createHash } from 'node:crypto'
import { createClient } from '@sanity/client'
import { hostedClientConfig } from '#shared/hosted-sanity.ts'
import type { PreviewModeOptions } from './preview-mode.ts'

const API_VERSION = '2025-02-19'

/** The key preview cookies are signed with, derived from a secret the server keeps. */
export function previewCookieKey(secret: string): string {
  return createHash('sha256').update(`site-preview:${secret}`).digest('base64url')
}

/** The key of a hosted project's preview cookies, or undefined when no project or no read token is set. */
export function hostedPreviewCookieKey(env: Record<string, string | undefined>): string | undefined {
  const token = env.SANITY_API_READ_TOKEN
  return env.SANITY_PROJECT_ID && token ? previewCookieKey(token) : undefined
}

/** Preview mode for a hosted project, or undefined when no project or no read token is set. */
export function hostedPreviewOptions(
  env: Record<string, string | undefined>,
): PreviewModeOptions | undefined {
  const token = env.SANITY_API_READ_TOKEN
  if (!env.SANITY_PROJECT_ID || !token) return undefined
  const client = createClient({
    ...hostedClientConfig(env),
    apiVersion: API_VERSION,
    useCdn: false,
    token,
  })
  return { secretReader: () => client, issueToken: () => token, cookieKey: previewCookieKey(token) }
}

export const PREVIEW_UNAVAILABLE =
  'Preview needs SANITY_API_READ_TOKEN (a Viewer token of the hosted project)'
