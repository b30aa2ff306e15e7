// What the local server answers for hostile or broken addresses: 400 for broken encodings, 404 for the build's
// private files by any spelling, and redirects that never leave the site by accident.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer({
    redirects: [
      '/old-page /new-page 301',
      '/to-partner https://partner.example/welcome 302',
      '/evil-1 //evil.example 301',
      '/evil-2 /\\evil.example 301',
      '/evil-3 http://evil.example 301',
    ],
  })
})
afterAll(() => server.close())

describe('broken percent-encoding is the client’s mistake: 400, not 500', () => {
  test.each(['/%', '/%E0%A4%A', '/blog/%zz'])('GET %s answers 400', async (path) => {
    const response = await server.raw(path)
    expect(response.status).toBe(400)
    expect(response.body).toBe('Bad request: the address is not valid')
  })

  test('a broken id in the lake’s /data/doc answers 400 with a JSON error', async () => {
    const response = await server.raw('/content-lake/v2025-02-19/data/doc/production/%E0%A4%A')
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toEqual({
      error: { description: 'Malformed URL encoding', type: 'httpBadRequest' },
    })
  })
})

describe('the build’s private files are unreachable by any spelling of their path', () => {
  test.each([
    '/_routes.json',
    '//_routes.json',
    '/_headers',
    '//_headers',
    '///_redirects',
    '/%2f_template.html',
    '/%2F_template.html',
    '/assets/../_redirects',
    '/assets/%2e%2e/_headers',
    '/.build-stamp',
    '/.vite/manifest.json',
    '//.vite//manifest.json',
  ])('GET %s answers the 404 page', async (path) => {
    const response = await server.raw(path)
    expect(response.status).toBe(404)
    expect(response.body).toContain('Page not found')
  })

  test('public files are still served', async () => {
    expect((await server.raw('/assets/app-1234.js')).status).toBe(200)
    expect((await server.raw('/')).body).toBe('<h1>Home</h1>')
  })
})

describe('CMS redirects', () => {
  test('a site path redirects on the site', async () => {
    const response = await server.raw('/old-page')
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe('/new-page')
  })

  test('a campaign link to a moved page keeps its query: the lead still records the campaign', async () => {
    const response = await server.raw('/old-page?utm_source=linkedin&utm_campaign=spring-webinar')
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe('/new-page?utm_source=linkedin&utm_campaign=spring-webinar')
  })

  test('an address off the site gets nothing of the visitor’s query', async () => {
    const response = await server.raw('/to-partner?utm_source=linkedin')
    expect(response.headers.location).toBe('https://partner.example/welcome')
  })

  test('an https:// address the editor typed leaves the site', async () => {
    const response = await server.raw('/to-partner')
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('https://partner.example/welcome')
  })

  test.each(['/evil-1', '/evil-2', '/evil-3'])(
    '%s, whose target would leave the site by accident, is not followed',
    async (path) => {
      const response = await server.raw(path)
      expect(response.status).toBe(404)
      expect(response.headers.location).toBeUndefined()
    },
  )
})
