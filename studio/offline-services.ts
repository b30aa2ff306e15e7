// Offline, a few parts of the Studio call hosted Sanity at fixed addresses that no client setting reaches: the
// Sanity SDK inside the Studio (the signed-in user and telemetry consent, at https://<projectId>.api.sanity.io),
// the module CDN's version check (https://sanity-cdn.com) and the feedback and error-report intake
// (https://api.sanity.io/vX/intake/*). The Studio's Content Security Policy refuses them and the console fills
// with errors, some every minute. Here they are routed instead: project API calls go to the embedded lake, which
// answers the same endpoints, and the services that exist only in hosted Sanity are answered in the page, at once,
// without a request.
export type HostedRoute = { forward: string } | { respond: { status: number; body?: unknown } } | null

const isApiHost = (host: string) => host === 'api.sanity.io' || host.endsWith('.api.sanity.io')

export interface OfflineServicesOptions {
  /** The embedded lake's API base, e.g. https://localhost:3333/content-lake */
  lakeUrl: string
  /** The Sanity version this Studio was built with. */
  studioVersion: string
}

/** Where a request to hosted Sanity goes offline: forwarded to the lake, answered here, or (null) left alone. */
export function routeHostedRequest(
  url: URL,
  { lakeUrl, studioVersion }: OfflineServicesOptions,
): HostedRoute {
  if (url.protocol !== 'https:') return null
  if (url.hostname === 'api.sanity.io' && url.pathname.startsWith('/vX/intake/')) {
    // Feedback would leave this machine: "unavailable" hides the Studio's feedback form. Error reports stay in the
    // browser's console.
    return url.pathname === '/vX/intake/feedback'
      ? { respond: { status: 503, body: { error: 'Feedback needs hosted Sanity' } } }
      : { respond: { status: 204 } }
  }
  if (isApiHost(url.hostname)) return { forward: `${lakeUrl}${url.pathname}${url.search}` }
  if (url.hostname === 'sanity-cdn.com' && url.pathname.startsWith('/v1/modules/')) {
    // The Studio is bundled with its Sanity version (no auto-updates): the one it runs is the newest it can get.
    return { respond: { status: 200, body: { packageVersion: studioVersion, latest: studioVersion } } }
  }
  return null
}

function hrefOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

/** Routes the page's fetch calls to hosted Sanity as routeHostedRequest says (the offline Studio only). */
export function installOfflineServices(options: OfflineServicesOptions): void {
  // The CLI also loads this configuration outside a browser (schema extraction for TypeGen), with no fetch to wrap.
  if (typeof window === 'undefined' || typeof window.fetch !== 'function') return
  const original = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    let url: URL
    try {
      url = new URL(hrefOf(input), window.location.href)
    } catch {
      return original(input, init)
    }
    const route = routeHostedRequest(url, options)
    if (!route) return original(input, init)
    if ('forward' in route) {
      return original(input instanceof Request ? new Request(route.forward, input) : route.forward, init)
    }
    const { status, body } = route.respond
    return Promise.resolve(
      body === undefined
        ? new Response(null, { status })
        : Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } }),
    )
  }
}
