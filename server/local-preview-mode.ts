// Preview mode on the local server (npm start, npm run studio): the secret is checked against the embedded content
// lake with the editor's token, and the page gets one of the lake's preview tokens. With SANITY_PROJECT_ID it is
// hosted Sanity's: SANITY_API_READ_TOKEN (a Viewer token) checks the secret and is what the page reads drafts with.
import type { Context, Hono } from 'hono'
import { createClient } from '@sanity/client'
import type { ContentLake } from './content-lake/index.ts'
import { PREVIEW_COOKIE, isPreviewCookieValid, readCookie } from '../render/preview/preview-cookie.ts'
import {
  DISABLE_PATH,
  ENABLE_PATH,
  disablePreviewMode,
  enablePreviewMode,
  type PreviewModeOptions,
} from '../render/preview/preview-mode.ts'
import { studioOrigins } from '../render/preview/frame-ancestors.ts'
import {
  hostedPreviewOptions,
  PREVIEW_UNAVAILABLE,
  previewCookieKey,
} from '../render/preview/hosted-preview-mode.ts'

const API_VERSION = '2025-02-19'

export interface LocalPreviewMode {
  /** Mounts /api/preview-mode/enable and /disable. */
  mount(app: Hono): void
  /** The origins that may frame this request's answer, when it comes from a browser in preview mode. */
  frameAncestors(c: Context): string[] | undefined
}

function options(lake: ContentLake, env: NodeJS.ProcessEnv): PreviewModeOptions | undefined {
  if (env.SANITY_PROJECT_ID) return hostedPreviewOptions(env)
  return {
    // The server's own lake, over HTTP like any client.
    secretReader: (request) =>
      createClient({
        projectId: 'local',
        dataset: 'production',
        apiVersion: API_VERSION,
        apiHost: env.CONTENT_LAKE_URL ?? `${new URL(request.url).origin}/content-lake`,
        useProjectHostname: false,
        useCdn: false,
        token: lake.token,
      }),
    issueToken: () => lake.previewTokens.issue().token,
    cookieKey: previewCookieKey(lake.token),
  }
}

export function localPreviewMode(lake: ContentLake, env: NodeJS.ProcessEnv = process.env): LocalPreviewMode {
  const settings = options(lake, env)
  const ancestors = studioOrigins(env)
  return {
    mount(app) {
      app.get(ENABLE_PATH, async (c) =>
        settings ? await enablePreviewMode(c.req.raw, settings) : c.text(PREVIEW_UNAVAILABLE, 501),
      )
      app.get(DISABLE_PATH, (c) => disablePreviewMode(c.req.raw))
    },
    frameAncestors(c) {
      if (!settings) return undefined
      return isPreviewCookieValid(settings.cookieKey, readCookie(c.req.header('cookie'), PREVIEW_COOKIE))
        ? ancestors
        : undefined
    },
  }
}
