// A prerendered page asks the server whether it changed with a conditional GET of its own URL (see
// docs/live-html.md). Right after a publish, the page may have been loaded just before its new file was in place:
// its check must get the new page, not a 304 that leaves it stale until the next check.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { LivePages } from '../../render/live-pages.ts'
import { resultHash, type PageRenderer } from '../../render/renderer.ts'
import { mountSite } from '../../server/site.ts'

/** One page whose title is content; renders wait for `gate` when one is set. */
async function site() {
  const state = { title: 'Before', gate: null as Promise<void> | null }
  const renderer: PageRenderer = {
    routes: async () => ({
      routes: [{ path: '/about', updatedAt: '2026-11-23', indexable: true }],
      redirects: [],
      siteUrl: 'https://example.com',
      translations: [],
    }),
    render: async (path) => {
      const title = path === '/about' ? state.title : 'Not found'
      await state.gate
      const html = `<title>${title}</title>`
      return {
        html,
        compressed: { br: new Uint8Array(), gzip: new Uint8Array() },
        etag: `"${resultHash(html).slice(0, 24)}"`,
        status: path === '/about' ? 200 : 404,
        queries: [{ query: 'title', params: { path }, hash: resultHash(title) }],
      }
    },
    hashes: async (queries) => queries.map(() => resultHash(state.title)),
  }
  const clientDir = await mkdtemp(join(tmpdir(), 'page-check-'))
  const pages = await LivePages.open({ clientDir, renderer, fresh: true, log: () => {} })
  await pages.refresh()
  const app = new Hono()
  mountSite(app, clientDir, pages)
  const etag = (await app.request('/about')).headers.get('ETag')!
  const check = () =>
    app.request('/about', { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'identity' } })
  return { state, pages, check }
}

describe('a page check', () => {
  test('of an unchanged page answers 304 with no body', async () => {
    const { check } = await site()
    const answer = await check()
    expect(answer.status).toBe(304)
    expect(await answer.text()).toBe('')
  })

  test('made while a publish is being rendered gets the new page once it is in place', async () => {
    const { state, pages, check } = await site()
    let open = () => {}
    state.gate = new Promise<void>((resolve) => (open = resolve))
    state.title = 'After'
    pages.invalidate({ routes: false })
    const answer = check()
    setTimeout(open, 50)
    const response = await answer
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('<title>After</title>')
    await pages.close()
  })
})
