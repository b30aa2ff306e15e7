// Where a hosted Sanity project is reached: one answer for every client that talks to hosted Sanity (the site, the
// functions, the page function, preview mode, the leads export) and for the CSP that lets the browser do the same.
// Sanity's own API (https://<projectId>.api.sanity.io) unless SANITY_API_HOST names another host: only tests set it,
// to run the hosted code paths against a local stand-in for Sanity (tests/hosted/stand-in.ts); production never does.

/** The environment a hosted client is configured from (the browser bundle passes its build-time values). */
export interface HostedSanityEnv {
  SANITY_PROJECT_ID?: string
  SANITY_DATASET?: string
  SANITY_API_HOST?: string
}

/** What `createClient` needs to reach the project's dataset; callers add the API version, token and perspective. */
export interface HostedClientConfig {
  projectId: string
  dataset: string
  apiHost?: string
  useProjectHostname?: boolean
}

/** The address of the API that stands in for Sanity's, or undefined for Sanity's own. */
export function apiHostOverride(env: HostedSanityEnv): string | undefined {
  const host = env.SANITY_API_HOST?.trim()
  return host ? host.replace(/\/+$/, '') : undefined
}

/** The client configuration of the hosted project `SANITY_PROJECT_ID` (whoever calls this has checked it is set). */
export function hostedClientConfig(env: HostedSanityEnv): HostedClientConfig {
  const projectId = env.SANITY_PROJECT_ID ?? ''
  const dataset = env.SANITY_DATASET ?? 'production'
  const apiHost = apiHostOverride(env)
  // A local address has no `<projectId>.` subdomain: the client then asks the host as given.
  return apiHost ? { projectId, dataset, apiHost, useProjectHostname: false } : { projectId, dataset }
}

/** The origins a browser fetches the project's content from (the CSP's `connect-src`): the API and its CDN. */
export function hostedApiOrigins(env: HostedSanityEnv): string[] {
  const projectId = env.SANITY_PROJECT_ID
  if (!projectId) return []
  const apiHost = apiHostOverride(env)
  if (apiHost) return [new URL(apiHost).origin]
  return [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`]
}
