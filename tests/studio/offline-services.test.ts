// The offline Studio's calls to hosted Sanity that no client setting reaches: project API calls go to the lake,
// hosted-only services are answered in the page.
import { describe, expect, test } from 'vitest'
import { routeHostedRequest } from '../../studio/offline-services.ts'

const options = { lakeUrl: 'https://localhost:3333/content-lake', studioVersion: '6.16.0' }
const route = (url: string) => routeHostedRequest(new URL(url), options)

describe('hosted Sanity, offline', () => {
  test("the SDK's project API calls (signed-in user, telemetry consent) go to the lake", () => {
    expect(
      route('https://local.api.sanity.io/v2021-06-07/users/me?tag=sanity.sdk.auth.users.get-current'),
    ).toEqual({
      forward:
        'https://localhost:3333/content-lake/v2021-06-07/users/me?tag=sanity.sdk.auth.users.get-current',
    })
    expect(route('https://api.sanity.io/v2024-11-12/intake/telemetry-status')).toEqual({
      forward: 'https://localhost:3333/content-lake/v2024-11-12/intake/telemetry-status',
    })
  })

  test('feedback is unavailable (the form is hidden); error reports are dropped', () => {
    expect(route('https://api.sanity.io/vX/intake/feedback')).toEqual({
      respond: { status: 503, body: { error: 'Feedback needs hosted Sanity' } },
    })
    expect(route('https://api.sanity.io/vX/intake/tracing')).toEqual({ respond: { status: 204 } })
  })

  test("the module CDN's version check answers the version the Studio was built with", () => {
    expect(route('https://sanity-cdn.com/v1/modules/sanity/latest/%5E6.16.0/t1795450072')).toEqual({
      respond: { status: 200, body: { packageVersion: '6.16.0', latest: '6.16.0' } },
    })
  })

  test('everything else is left alone', () => {
    expect(route('https://localhost:3333/content-lake/v2025-02-19/data/query/production')).toBeNull()
    expect(route('https://example.com/api.sanity.io')).toBeNull()
    expect(route('https://evil-api.sanity.io.example.com/v1/users/me')).toBeNull()
  })
})
