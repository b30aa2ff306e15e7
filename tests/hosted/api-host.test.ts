// Every client of hosted Sanity takes its host from shared/hosted-sanity.ts: Sanity's own API unless SANITY_API_HOST
// (tests only) names a stand-in. The requests are caught before they leave, so the default host needs no network.
import { Writable } from 'node:stream'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { SanityClient } from '@sanity/client'
import { getSanityClient } from '../../functions/lib/sanity-client.ts'
import { hostedPreviewOptions } from '../../render/preview/hosted-preview-mode.ts'
import { contentConnectSources } from '../../render/security-headers.ts'
import { runLeadsExport } from '../../scripts/leads-export.ts'

const HOSTED = {
  SANITY_PROJECT_ID: 'abc123',
  SANITY_DATASET: 'production',
  SANITY_API_READ_TOKEN: 'read-token',
}
const STAND_IN = 'http://127.0.0.1:4590'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

/** The address of every request made while `run` runs; each is answered with an empty result. */
async function requestedUrls(run: () => Promise<unknown>): Promise<string[]> {
  const urls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(input instanceof Request ? input.url : String(input))
    return Response.json({ result: [], ms: 1 })
  })
  await run()
  return urls
}

/** The site's own client (web/src/data), as the build configures it from the environment. */
async function webClient(env: Record<string, string>): Promise<SanityClient> {
  vi.stubEnv('PUBLIC_SANITY_PROJECT_ID', env.SANITY_PROJECT_ID ?? '')
  vi.stubEnv('PUBLIC_SANITY_DATASET', env.SANITY_DATASET ?? '')
  vi.stubEnv('PUBLIC_SANITY_API_HOST', env.SANITY_API_HOST ?? '')
  vi.resetModules()
  const { createSanityClient } = await import('#web/data/sanity.ts')
  return createSanityClient()
}

const leadsExport = (env: Record<string, string>) =>
  runLeadsExport([], {
    env,
    stdout: new Writable({ write: (_chunk, _encoding, done) => done() }),
    stderr: () => {},
    cwd: '/',
  })

/** Each hosted client, asked one query with this environment. */
const clients: Record<string, (env: Record<string, string>) => Promise<unknown>> = {
  'the functions (public)': (env) => getSanityClient(env, 'public').fetch('*[0]'),
  'the functions (leads)': (env) => getSanityClient(env, 'leads').fetch('*[0]'),
  'preview mode': (env) =>
    hostedPreviewOptions(env)!.secretReader(new Request('https://site.test/')).fetch('*[0]'),
  'the site (and the page function)': async (env) => (await webClient(env)).fetch('*[0]'),
  'the leads export': leadsExport,
}

describe.each(Object.entries(clients))('%s', (_name, ask) => {
  test("without SANITY_API_HOST, asks Sanity's API host for the project", async () => {
    const [url] = await requestedUrls(() => ask(HOSTED))
    expect(url).toMatch(/^https:\/\/abc123\.api\.sanity\.io\/v2025-02-19\/data\/query\/production\?/)
  })

  test('with SANITY_API_HOST, asks that host, at the same path', async () => {
    const [url] = await requestedUrls(() => ask({ ...HOSTED, SANITY_API_HOST: STAND_IN }))
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4590\/v2025-02-19\/data\/query\/production\?/)
  })
})

describe("the CSP's connect-src", () => {
  test("without SANITY_API_HOST, names Sanity's API and API CDN for the project", () => {
    expect(contentConnectSources(HOSTED)).toEqual([
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
    ])
  })

  test('with SANITY_API_HOST, names that origin alone', () => {
    expect(contentConnectSources({ ...HOSTED, SANITY_API_HOST: `${STAND_IN}/` })).toEqual([STAND_IN])
  })
})
