// The live pages' bookkeeping, with a renderer that counts what it is asked (the real one needs a build; the
// end-to-end tests in tests/e2e/live-html.spec.ts drive that one).
import { mkdtemp, readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { LivePages } from '../../render/live-pages.ts'
import {
  AnswerBatch,
  checkBatches,
  combineQueries,
  prefixParams,
  resultHash,
  type PageRenderer,
} from '../../render/renderer.ts'
import type { RouteTable } from '../../render/route-table.ts'
import {
  decodeManifest,
  encodeManifest,
  ManifestEncoder,
  type RoutesManifest,
} from '../../render/routes-manifest.ts'
import { htmlFileFor, SITEMAP_CHUNK, sitemapFiles } from '../../render/page-files.ts'

/**
 * A lake of paths → titles; each page "queries" its title and the shared site name, tagged as the lake tags them
 * (`title:<path>`, `site`).
 */
function fakeSite(initial: Record<string, string>) {
  const state = {
    titles: { ...initial },
    siteName: 'Acme',
    rendered: [] as string[],
    /** The paths whose render began, in order (`rendered` is the order they ended). */
    started: [] as string[],
    batches: [] as (number | undefined)[],
    checks: 0,
    /** How long a render takes (0: at once). */
    renderMs: 0,
  }
  const table = (): RouteTable => ({
    routes: Object.keys(state.titles).map((path) => ({ path, updatedAt: '2026-11-23', indexable: true })),
    redirects: [
      { from: '/old', to: '/new', permanent: true },
      { from: '/evil', to: '//evil.example', permanent: true },
    ],
    siteUrl: 'https://example.com',
    translations: [],
  })
  const result = (query: string, params: Record<string, unknown>) =>
    query === 'title' ? (state.titles[params.path as string] ?? null) : state.siteName
  const renderer: PageRenderer = {
    routes: async () => table(),
    render: async (path, batch) => {
      state.started.push(path)
      if (state.renderMs) await new Promise((resolve) => setTimeout(resolve, state.renderMs))
      if (state.titles[path] === 'broken') throw new Error(`the page at ${path} does not render`)
      state.rendered.push(path)
      state.batches.push(batch)
      const title = state.titles[path]
      const html = `<title>${title ?? 'Not found'} | ${state.siteName}</title>`
      return {
        html,
        compressed: { br: new Uint8Array(), gzip: new Uint8Array() },
        etag: `"${resultHash(html)}"`,
        status: title ? 200 : 404,
        queries: [
          {
            query: 'title',
            params: { path },
            hash: resultHash(result('title', { path })),
            tags: [`title:${path}`],
          },
          { query: 'site', params: {}, hash: resultHash(result('site', {})), tags: ['site'] },
        ],
      }
    },
    hashes: async (queries) => {
      state.checks += queries.length
      return queries.map(({ query, params }) => resultHash(result(query, params)))
    },
  }
  return { state, renderer }
}

async function open(initial: Record<string, string>) {
  const site = fakeSite(initial)
  const clientDir = await mkdtemp(join(tmpdir(), 'pages-'))
  const pages = await LivePages.open({ clientDir, renderer: site.renderer, fresh: true, log: () => {} })
  await pages.refresh()
  site.state.rendered = []
  site.state.started = []
  return { ...site, pages, clientDir }
}

describe('live pages', () => {
  test('a refresh re-renders exactly the pages whose query results changed', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A', '/b': 'B' })
    state.titles['/a'] = 'A, revised'
    const outcome = await pages.refresh()
    expect(outcome.rendered).toEqual(['/a'])
  })

  test('a change every page reads (the site name) re-renders every page, the 404 page included', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A' })
    state.siteName = 'Acme Inc.'
    expect((await pages.refresh()).rendered.sort()).toEqual(['/', '/__not-found__', '/a'])
  })

  test('queries shared by several pages are checked once', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A', '/b': 'B' })
    state.checks = 0
    await pages.refresh()
    // Three title queries and the 404 page's, plus one site query shared by all four pages.
    expect(state.checks).toBe(5)
  })

  test('a new route is served as soon as the table knows it, rendered on its first request', async () => {
    const { state, pages, clientDir } = await open({ '/': 'Home' })
    state.titles['/new-page'] = 'New page'
    pages.invalidate()
    const answer = await pages.resolve('/new-page')
    expect(answer).toMatchObject({ kind: 'page', status: 200, file: join(clientDir, 'new-page/index.html') })
    expect(await readFile(join(clientDir, 'new-page/index.html'), 'utf8')).toBe(
      '<title>New page | Acme</title>',
    )
    await pages.settled()
    expect(state.rendered.filter((path) => path === '/new-page')).toHaveLength(1)
  })

  test('a deleted route answers the 404 page at once and its files are removed', async () => {
    const { state, pages, clientDir } = await open({ '/': 'Home', '/gone': 'Gone' })
    delete state.titles['/gone']
    pages.invalidate()
    expect(await pages.resolve('/gone')).toMatchObject({
      kind: 'not-found',
      file: join(clientDir, '404.html'),
    })
    await pages.settled()
    expect(existsSync(join(clientDir, 'gone/index.html'))).toBe(false)
    expect(existsSync(join(clientDir, 'gone/index.html.br'))).toBe(false)
  })

  test('each language with pages has its own 404 page, answered for an unknown address under its prefix', async () => {
    const { pages, clientDir } = await open({ '/': 'Home', '/de': 'Start' })
    expect(await readFile(join(clientDir, 'de/404.html'), 'utf8')).toBe('<title>Not found | Acme</title>')
    expect(await pages.resolve('/de/gibt-es-nicht')).toMatchObject({
      kind: 'not-found',
      file: join(clientDir, 'de/404.html'),
    })
    expect(await pages.resolve('/gibt-es-nicht')).toMatchObject({
      kind: 'not-found',
      file: join(clientDir, '404.html'),
    })
  })

  test('a language with no pages has no 404 page of its own: its addresses get the default one', async () => {
    const { state, pages, clientDir } = await open({ '/': 'Home', '/a': 'A' })
    state.siteName = 'Acme Inc.'
    expect((await pages.refresh()).rendered).not.toContain('/de/__not-found__')
    expect(existsSync(join(clientDir, 'de/404.html'))).toBe(false)
    expect(await pages.resolve('/de/gibt-es-nicht')).toMatchObject({ file: join(clientDir, '404.html') })
  })

  test('the sitemap lists the routes there are, and redirects to another host are left out', async () => {
    const { state, pages, clientDir } = await open({ '/': 'Home' })
    state.titles['/fresh'] = 'Fresh'
    await pages.refresh()
    expect(await readFile(join(clientDir, 'sitemap.xml'), 'utf8')).toContain(
      '<sitemap><loc>https://example.com/sitemap-pages-1.xml</loc></sitemap>',
    )
    expect(await readFile(join(clientDir, 'sitemap-pages-1.xml'), 'utf8')).toContain(
      '<loc>https://example.com/fresh</loc>',
    )
    expect(await readFile(join(clientDir, '_redirects'), 'utf8')).toBe('/old /new 301\n')
    expect(await pages.resolve('/old')).toEqual({ kind: 'redirect', to: '/new', status: 301 })
    expect(await pages.resolve('/evil')).toMatchObject({ kind: 'not-found' })
  })

  test('changes during a refresh are not lost: one more refresh follows', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A' })
    state.titles['/a'] = 'A2'
    pages.invalidate()
    state.titles['/'] = 'Home 2'
    pages.invalidate()
    await pages.settled()
    expect(state.rendered.sort()).toEqual(['/', '/a'])
  })
})

describe('a publish checks only the pages that read what it changed (sync tags)', () => {
  test('a change to a document no page reads asks no query again and renders nothing', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A', '/b': 'B' })
    state.checks = 0
    pages.invalidate({ routes: false, tags: ['doc:a-lead-form-text-nobody-shows'] })
    await pages.settled()
    expect(state.checks).toBe(0)
    expect(state.rendered).toEqual([])
  })

  test('a change to one page asks only its query again and renders only it', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A', '/b': 'B' })
    state.checks = 0
    state.titles['/a'] = 'A, revised'
    pages.invalidate({ routes: false, tags: ['title:/a'] })
    await pages.settled()
    // Its title alone: not the site name (unchanged), not the other pages' titles.
    expect(state.checks).toBe(1)
    expect(state.rendered).toEqual(['/a'])
  })

  test('a change to what every page shows (the site name) asks that one query and re-renders every page', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A' })
    state.checks = 0
    state.siteName = 'Acme Inc.'
    pages.invalidate({ routes: false, tags: ['site'] })
    await pages.settled()
    expect(state.checks).toBe(1)
    expect(state.rendered.sort()).toEqual(['/', '/__not-found__', '/a'])
  })

  test('a change during a long refresh loses neither its own pages nor those the refresh had left', async () => {
    const site = Object.fromEntries([
      ['/', 'Home'],
      ...Array.from({ length: 40 }, (_, i) => [`/blog/p${i}`, `P${i}`]),
    ])
    const { state, pages } = await open(site)
    state.renderMs = 5
    state.siteName = 'Acme Inc.'
    pages.invalidate({ routes: false, tags: ['site'] })
    while (state.rendered.length < 3) await new Promise((resolve) => setTimeout(resolve, 1))
    state.titles['/'] = 'Home, revised'
    pages.invalidate({ routes: false, tags: ['title:/'] })
    await pages.settled()
    expect(state.rendered.indexOf('/', 1)).toBeGreaterThan(0)
    // Every page shows the new site name in the end, the 404 page included.
    expect(new Set(state.rendered).size).toBe(42)
  })
})

/** The pages a step holds when each has a query of its own to ask (render/live-pages.ts, CHECK_STEP). */
const CHECK_STEP_PAGES = 80

describe('when many pages change at once (a release, the site name)', () => {
  const manyPages = () =>
    Object.fromEntries([['/', 'Home'], ...Array.from({ length: 40 }, (_, i) => [`/blog/p${i}`, `P${i}`])])

  /** The site name changed on every page, its refresh under way: three pages rendered, each render taking 5 ms. */
  const renamingUnderWay = async () => {
    const site = await open(manyPages())
    site.state.renderMs = 5
    site.state.siteName = 'Acme Inc.'
    site.pages.invalidate({ routes: false, tags: ['site'] })
    while (site.state.rendered.length < 3) await new Promise((resolve) => setTimeout(resolve, 1))
    return site
  }

  test('the home page is re-rendered first, then pages by depth', async () => {
    const { state, pages } = await open({ ...manyPages(), '/services': 'Services' })
    state.siteName = 'Acme Inc.'
    await pages.refresh()
    expect(state.rendered.slice(0, 2)).toEqual(['/', '/services'])
  })

  test('the page of a document a publish names is checked right after the home page, before the pages that read only its type', async () => {
    const { state, pages } = await open(manyPages())
    state.siteName = 'Acme Inc.'
    state.titles['/blog/p39'] = 'P39, revised'
    // The site name stands for a type every page reads; the title for the one article the marketer published.
    pages.invalidate({ routes: false, tags: ['site', 'title:/blog/p39'], named: ['title:/blog/p39'] })
    await pages.settled()
    expect(state.rendered.slice(0, 2)).toEqual(['/', '/blog/p39'])
    expect(state.rendered).toHaveLength(42)
  })

  test('the page a publish names goes before the pages an interrupted refresh left stale', async () => {
    const { state, pages } = await renamingUnderWay()
    state.titles['/blog/p39'] = 'P39, revised'
    const before = state.rendered.length
    pages.invalidate({ routes: false, tags: ['title:/blog/p39'], named: ['title:/blog/p39'] })
    await pages.settled()
    // The renders under way when the publish came end first; then p39 leads the next refresh, ahead of the 30-odd
    // pages that still show the old site name.
    expect(state.rendered.indexOf('/blog/p39', before)).toBeLessThan(before + 5)
    expect(new Set(state.rendered).size).toBe(42)
  })

  test('the page a publish names stays first when yet another publish breaks off the refresh that named it', async () => {
    const { state, renderer, pages } = await renamingUnderWay()
    // The refresh that names p39 learns it is stale, then a publish that names nothing arrives before it renders.
    const { hashes } = renderer
    renderer.hashes = async (queries) => {
      const answers = await hashes(queries)
      if (queries.some(({ params }) => params.path === '/blog/p39')) {
        renderer.hashes = hashes
        state.titles['/blog/p5'] = 'P5, revised'
        pages.invalidate({ routes: false, tags: ['title:/blog/p5'] })
      }
      return answers
    }
    state.titles['/blog/p39'] = 'P39, revised'
    const before = state.rendered.length
    pages.invalidate({ routes: false, tags: ['title:/blog/p39'], named: ['title:/blog/p39'] })
    await pages.settled()
    expect(state.rendered.indexOf('/blog/p39', before)).toBeLessThan(before + 5)
    expect(new Set(state.rendered).size).toBe(42)
  })

  test('a page a publish names goes before the thousands an earlier, interrupted refresh named; each is checked once', async () => {
    const blog = Array.from({ length: 400 }, (_, i) => `/blog/p${i}`)
    const { state, renderer, pages } = await open(Object.fromEntries(blog.map((path) => [path, path])))
    const asked: string[] = []
    const { hashes } = renderer
    renderer.hashes = async (queries) => {
      for (const { params } of queries) if (params.path) asked.push(params.path as string)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return hashes(queries)
    }
    // An import names every article; publishes keep interrupting the refresh that checks them.
    const tags = blog.map((path) => `title:${path}`)
    pages.invalidate({ routes: false, tags, named: tags })
    for (let i = 0; i < 5; i++) {
      while (asked.length < 80 * (i + 1)) await new Promise((resolve) => setTimeout(resolve, 1))
      pages.invalidate({ routes: false, tags: ['title:/elsewhere'] })
    }
    const before = asked.length
    state.titles['/blog/p399'] = 'P399, revised'
    pages.invalidate({ routes: false, tags: ['title:/blog/p399'], named: ['title:/blog/p399'] })
    await pages.settled()
    // p399 is asked in the first step after its publish, not after the import's remaining pages.
    expect(asked.indexOf('/blog/p399', before)).toBeLessThan(before + CHECK_STEP_PAGES)
    expect(state.rendered).toContain('/blog/p399')
    // Each page was checked once for the import, p399 once more for its own publish: the interruptions cost nothing.
    expect(asked.filter((path) => path !== '/blog/p399')).toHaveLength(new Set(asked).size - 1)
  })

  test('a request for a page still waiting for its turn renders it at once, and only once', async () => {
    const { state, pages, clientDir } = await open(manyPages())
    state.renderMs = 40
    state.siteName = 'Acme Inc.'
    pages.invalidate({ routes: false })
    while (state.rendered.length === 0) await new Promise((resolve) => setTimeout(resolve, 1))
    await pages.resolve('/blog/p39')
    expect(await readFile(join(clientDir, 'blog/p39/index.html'), 'utf8')).toBe(
      '<title>P39 | Acme Inc.</title>',
    )
    // "At once" is when its render began, in pages: the renders that ended before the request answered also count
    // the refresh's file writes queued ahead of its own, which a loaded machine makes slow (in CI 21 pages had
    // ended, with renders of 40 or 80 ms), while no real render is as quick as writing its file.
    expect(state.started.indexOf('/blog/p39')).toBeLessThan(20)
    await pages.settled()
    expect(state.rendered.filter((path) => path === '/blog/p39')).toHaveLength(1)
    expect(state.rendered).toHaveLength(42)
  })

  test('a change during a long refresh starts the next one at once: its home page does not wait for the rest', async () => {
    const { state, pages } = await open(manyPages())
    state.renderMs = 40 // "at once" in pages, not in machine load (as above)
    state.siteName = 'Acme Inc.'
    pages.invalidate({ routes: false })
    while (state.rendered.length < 3) await new Promise((resolve) => setTimeout(resolve, 1))
    state.titles['/'] = 'Home, revised'
    pages.invalidate({ routes: false })
    await pages.settled()
    // The first refresh rendered "/" and a few pages; the second rendered "/" again before the rest of the blog.
    const second = state.rendered.indexOf('/', 1)
    expect(second).toBeGreaterThan(0)
    expect(second).toBeLessThan(20)
    // In the end every page is up to date, the 404 page included.
    expect(new Set(state.rendered).size).toBe(42)
  })

  test('a change during a long check (a thousand listing pages) stops it: its home page waits for one step, and the listings are still re-rendered', async () => {
    const blog = Array.from({ length: 400 }, (_, i) => `/blog/p${i}`)
    const { state, renderer, pages } = await open({
      ...manyPages(),
      ...Object.fromEntries(blog.map((path) => [path, path])),
    })
    const events: string[] = []
    const { hashes, render } = renderer
    renderer.hashes = async (queries) => {
      events.push(`check ${queries.length}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return hashes(queries)
    }
    renderer.render = (path, batch) => (events.push(`render ${path}`), render(path, batch))
    for (const path of blog) state.titles[path] = `${path}, revised`
    pages.invalidate({ routes: false, tags: blog.map((path) => `title:${path}`) })
    while (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 1))
    state.titles['/'] = 'Home, revised'
    events.push('publish /')
    pages.invalidate({ routes: false, tags: ['title:/'] })
    await pages.settled()
    const after = events.slice(events.indexOf('publish /'))
    // The check under way, then the first step of the next refresh, which holds the home page.
    expect(
      after.slice(0, after.indexOf('render /')).filter((event) => event.startsWith('check')),
    ).toHaveLength(1)
    expect(
      events.filter((event) => event.startsWith('check')).every((event) => Number(event.slice(6)) <= 80),
    ).toBe(true)
    for (const path of blog) expect(state.rendered).toContain(path)
  })

  test('a restart in the middle of a refresh leaves no page stale', async () => {
    const { state, renderer, pages, clientDir } = await open(manyPages())
    state.renderMs = 5
    state.siteName = 'Acme Inc.'
    pages.invalidate({ routes: false, tags: ['site'] })
    while (state.rendered.length < 5) await new Promise((resolve) => setTimeout(resolve, 1))
    // The process stops: its renders end here, and a new one starts from the files and the manifest on disk.
    const { routes, render, hashes } = renderer
    renderer.render = () => Promise.reject(new Error('the process stopped'))
    const restarted = await LivePages.open({ clientDir, renderer: { routes, render, hashes }, log: () => {} })
    restarted.invalidate()
    await restarted.settled()
    await pages.settled()
    for (const path of Object.keys(manyPages()))
      expect(await readFile(join(clientDir, htmlFileFor(path)), 'utf8')).toContain('| Acme Inc.</title>')
  })

  test('a new page is in the sitemap before the other pages are re-rendered', async () => {
    const { state, pages, clientDir } = await open(manyPages())
    // Slow enough renders that "before" is measured in pages, not in how busy the machine is: at 5 ms a page, CI
    // with the browser tests beside it re-rendered 41 pages before this loop read the sitemap again.
    state.renderMs = 40
    state.siteName = 'Acme Inc.'
    state.titles['/launch'] = 'Launch'
    pages.invalidate()
    const sitemap = join(clientDir, 'sitemap-pages-1.xml')
    while (!(await readFile(sitemap, 'utf8')).includes('/launch'))
      await new Promise((resolve) => setTimeout(resolve, 1))
    expect(state.rendered.length).toBeLessThan(20)
    await pages.settled()
  })
})

describe('batched checks', () => {
  test('parameters are prefixed outside string literals and comments only', () => {
    expect(prefixParams(`*[slug.current == $slug && title != "$slug" && a == '$x'] // $c`, 'q1_')).toBe(
      `*[slug.current == $q1_slug && title != "$slug" && a == '$x'] // $c`,
    )
  })

  test('several queries become one object query with their own parameters', () => {
    expect(
      combineQueries([
        { query: '*[path == $path][0]', params: { path: '/' } },
        { query: 'count(*)', params: {} },
      ]),
    ).toEqual({ query: '{"0": (*[path == $q0_path][0]), "1": (count(*))}', params: { q0_path: '/' } })
  })

  test('a check combines at most 40 queries, and stays under the lake’s 256 KB body limit with large ones', () => {
    const small = Array.from({ length: 100 }, () => ({ query: 'count(*)', params: {} }))
    expect(checkBatches(small).map((batch) => batch.length)).toEqual([40, 40, 20])
    const pageSized = Array.from({ length: 40 }, () => ({ query: 'x'.repeat(15_000), params: { path: '/' } }))
    const batches = checkBatches(pageSized)
    expect(batches.flat()).toHaveLength(40)
    for (const batch of batches) expect(combineQueries(batch).query.length).toBeLessThan(128 * 1024)
  })
})

describe('sitemap index', () => {
  test('child sitemaps by section, none longer than SITEMAP_CHUNK, listed by the index', () => {
    const routes = [
      { path: '/', updatedAt: '2026-11-01', indexable: true },
      { path: '/hidden', updatedAt: '2026-11-01', indexable: false },
      { path: '/case-studies/x', updatedAt: '2026-11-01', indexable: true },
      ...Array.from({ length: SITEMAP_CHUNK + 1 }, (_, index) => ({
        path: `/blog/post-${String(index).padStart(5, '0')}`,
        updatedAt: '2026-11-02T10:00:00Z',
        indexable: true,
      })),
    ]
    const files = sitemapFiles(routes, 'https://example.com')
    expect([...files.keys()].sort()).toEqual([
      'sitemap-blog-1.xml',
      'sitemap-blog-2.xml',
      'sitemap-case-studies-1.xml',
      'sitemap-pages-1.xml',
      'sitemap.xml',
    ])
    expect(files.get('sitemap-blog-2.xml')).toContain(
      `<url><loc>https://example.com/blog/post-${SITEMAP_CHUNK}</loc><lastmod>2026-11-02</lastmod></url>`,
    )
    expect(files.get('sitemap-pages-1.xml')).not.toContain('/hidden')
    expect(files.get('sitemap.xml')).toContain(
      '<sitemap><loc>https://example.com/sitemap-blog-2.xml</loc></sitemap>',
    )
  })

  const about = { path: '/about', updatedAt: '2026-11-01', indexable: true }
  const ueberUns = { path: '/de/ueber-uns', updatedAt: '2026-11-03', indexable: true }
  const pair = [
    { language: 'en', path: '/about' },
    { language: 'de', path: '/de/ueber-uns' },
  ]

  test('a page and its translation each name both versions and the English one as x-default', () => {
    const pages = sitemapFiles([about, ueberUns], 'https://example.com', [pair]).get('sitemap-pages-1.xml')
    expect(pages).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    )
    const alternates = [
      '    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/about"/>',
      '    <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/ueber-uns"/>',
      '    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/about"/>',
    ].join('\n')
    expect(pages).toContain(
      `  <url><loc>https://example.com/about</loc><lastmod>2026-11-01</lastmod>\n${alternates}\n  </url>`,
    )
    expect(pages).toContain(
      `  <url><loc>https://example.com/de/ueber-uns</loc><lastmod>2026-11-03</lastmod>\n${alternates}\n  </url>`,
    )
  })

  test('a page without a translation names no alternates', () => {
    const pages = sitemapFiles(
      [about, { path: '/terms', updatedAt: '2026-11-01', indexable: true }],
      'https://example.com',
      [pair],
    ).get('sitemap-pages-1.xml')
    expect(pages).toContain('  <url><loc>https://example.com/terms</loc><lastmod>2026-11-01</lastmod></url>')
    expect(pages).toContain('  <url><loc>https://example.com/about</loc><lastmod>2026-11-01</lastmod></url>')
    expect(pages).not.toContain('xhtml:link')
  })

  test('a noindex version is not named: its translation stands alone', () => {
    const pages = sitemapFiles([about, { ...ueberUns, indexable: false }], 'https://example.com', [pair]).get(
      'sitemap-pages-1.xml',
    )
    expect(pages).not.toContain('ueber-uns')
    expect(pages).toContain('  <url><loc>https://example.com/about</loc><lastmod>2026-11-01</lastmod></url>')
  })
})

describe('requests after a publish', () => {
  test('a change that cannot add or remove a route does not make requests wait for the route table', async () => {
    const { renderer, pages } = await open({ '/': 'Home' })
    let tableLoads = 0
    const routes = renderer.routes
    renderer.routes = async () => {
      tableLoads++
      return routes()
    }
    pages.invalidate({ routes: false })
    await pages.settled()
    expect(tableLoads).toBe(0)
    pages.invalidate({ routes: true })
    await pages.settled()
    expect(tableLoads).toBe(1)
  })
})

describe('renders of one refresh share their answers', () => {
  test('every render of a refresh names the same batch, and the next refresh another', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A' })
    state.siteName = 'Acme Inc.'
    state.batches = []
    await pages.refresh()
    state.siteName = 'Acme Ltd.'
    await pages.refresh()
    const [first, second] = [state.batches.slice(0, 3), state.batches.slice(3)]
    expect(new Set(first).size).toBe(1)
    expect(new Set(second).size).toBe(1)
    expect(first[0]).toBeTypeOf('number')
    expect(second[0]).not.toBe(first[0])
  })

  test('a batch asks each query once', async () => {
    const batch = new AnswerBatch()
    let asked = 0
    const ask = async () => ++asked
    const answers = await Promise.all([batch.answer('site', ask), batch.answer('site', ask)])
    expect(answers).toEqual([1, 1])
    expect(asked).toBe(1)
  })

  test('a query that failed is asked again by the next page', async () => {
    const batch = new AnswerBatch()
    await expect(batch.answer('site', () => Promise.reject(new Error('lake down')))).rejects.toThrow(
      'lake down',
    )
    await expect(batch.answer('site', async () => 'Acme')).resolves.toBe('Acme')
  })

  test('a batch keeps the 64 answers asked most recently', async () => {
    const batch = new AnswerBatch()
    let asked = 0
    const ask = async () => ++asked
    await batch.answer('site', ask)
    for (let page = 0; page < 100; page++) {
      await batch.answer(`article ${page}`, ask)
      await batch.answer('site', ask)
    }
    expect(asked).toBe(101)
    await batch.answer('article 0', ask)
    expect(asked).toBe(102)
  })
})

describe('a page that does not render', () => {
  test('is reported by the refresh with its reason, and the others render', async () => {
    const { state, pages } = await open({ '/': 'Home', '/a': 'A' })
    state.titles['/a'] = 'broken'
    state.titles['/'] = 'Home, revised'
    const outcome = await pages.refresh()
    expect(outcome.rendered).toEqual(['/'])
    expect(outcome.failed).toEqual([{ path: '/a', reason: 'the page at /a does not render' }])
    state.titles['/a'] = 'A, fixed'
    expect((await pages.refresh()).failed).toEqual([])
  })
})

describe('the routes manifest on disk', () => {
  const manifest = {
    routes: { '/a': { file: 'a/index.html', status: 200, etag: '"x"', queries: { q1: 'h1', q2: 'h2' } } },
    queries: {
      q1: {
        query: '*[_type == "blogPost" && slug.current == $slug][0]',
        params: { slug: 'a' },
        tags: ['s1:a'],
      },
      q2: { query: '*[_type == "blogPost" && slug.current == $slug][0]', params: { slug: 'b' } },
      q3: { query: '*[_id == "siteSettings"][0]', params: {} },
    },
  }

  test('holds each query text once, and reads back as it was', () => {
    const text = encodeManifest(manifest)
    expect(text.split('slug.current == $slug')).toHaveLength(2)
    expect(decodeManifest(text)).toEqual(manifest)
  })

  test('the older form, with every query’s text inline, still reads', () => {
    expect(decodeManifest(JSON.stringify(manifest))).toEqual(manifest)
  })

  test('encoded again after pages changed, it reads back as the manifest is now', () => {
    const encoder = new ManifestEncoder()
    const live: RoutesManifest = structuredClone(manifest)
    const text = (at: RoutesManifest) => [...encoder.chunks(at)].join('')
    expect(decodeManifest(text(live))).toEqual(live)
    // A render replaces a page's record and its queries' entries; a deleted page and its queries go.
    live.routes['/a'] = { file: 'a/index.html', status: 200, etag: '"y"', queries: { q1: 'h3', q4: 'h4' } }
    live.routes['/b'] = { file: 'b/index.html', status: 404, etag: '"z"', queries: { q3: 'h5' } }
    live.queries.q4 = { query: '*[_type == "stat"]', params: {}, tags: ['s1:b'] }
    delete live.queries.q2
    expect(decodeManifest(text(live))).toEqual(live)
    delete live.routes['/b']
    expect(decodeManifest(text(live))).toEqual(live)
  })
})

describe('the route table follows a publish by its documents', () => {
  /** The fake site with the route table's entries by document (`page:<path>`), counting whole and partial reads. */
  async function openWithSources(initial: Record<string, string>) {
    const site = await open(initial)
    const reads = { whole: 0, partial: [] as string[][], fail: false }
    const entry = (path: string) => ({ _id: `page:${path}`, path, _updatedAt: '2026-11-23', noIndex: null })
    site.renderer.routeSources = async (ids) => {
      if (ids && reads.fail) throw new Error('the lake is busy')
      if (ids) reads.partial.push(ids)
      else reads.whole++
      const paths = Object.keys(site.state.titles).filter((path) => !ids || ids.includes(`page:${path}`))
      return {
        pages: paths.map(entry),
        caseStudies: [],
        posts: [],
        listings: [],
        caseStudyListings: [],
        others: [],
        redirects: [{ _id: 'redirect-old', from: '/old', to: '/new', permanent: true }],
        translations: [],
        siteUrl: 'https://example.com',
      }
    }
    // Start-up reads the table whole once.
    site.pages.invalidate()
    await site.pages.settled()
    reads.whole = 0
    return { ...site, reads }
  }

  test('a new page: only its document is read, and it is served and in the sitemap', async () => {
    const { state, pages, clientDir, reads } = await openWithSources({ '/': 'Home', '/a': 'A' })
    state.titles['/fresh'] = 'Fresh'
    pages.invalidate({ ids: ['page:/fresh'], tags: ['title:/fresh'] })
    await pages.settled()
    expect(reads).toMatchObject({ whole: 0, partial: [['page:/fresh']] })
    expect(await pages.resolve('/fresh')).toMatchObject({ kind: 'page', status: 200 })
    expect(await readFile(join(clientDir, 'sitemap-pages-1.xml'), 'utf8')).toContain(
      '<loc>https://example.com/fresh</loc>',
    )
  })

  test('a deleted page: only its document is read, and it is gone from the routes and the sitemap', async () => {
    const { state, pages, clientDir, reads } = await openWithSources({ '/': 'Home', '/a': 'A' })
    delete state.titles['/a']
    pages.invalidate({ ids: ['page:/a'], tags: ['title:/a'] })
    await pages.settled()
    expect(reads).toMatchObject({ whole: 0, partial: [['page:/a']] })
    expect(await pages.resolve('/a')).toMatchObject({ kind: 'not-found' })
    expect(await readFile(join(clientDir, 'sitemap-pages-1.xml'), 'utf8')).not.toContain('/a</loc>')
  })

  test('when reading the changed documents fails, the table is read whole: the new page is still served', async () => {
    const { state, pages, reads } = await openWithSources({ '/': 'Home' })
    reads.fail = true
    state.titles['/fresh'] = 'Fresh'
    pages.invalidate({ ids: ['page:/fresh'], tags: ['title:/fresh'] })
    await pages.settled()
    expect(reads.whole).toBe(1)
    expect(await pages.resolve('/fresh')).toMatchObject({ kind: 'page', status: 200 })
  })

  test("a change of the site settings (every address's origin) reads the table whole", async () => {
    const { pages, reads } = await openWithSources({ '/': 'Home' })
    pages.invalidate({ ids: ['siteSettings'], tags: ['site'] })
    await pages.settled()
    expect(reads).toMatchObject({ whole: 1, partial: [] })
  })
})

describe('a change during a render', () => {
  test("a page a visitor's request is rendering when a change arrives is rendered again, not taken as refreshed", async () => {
    const paths = ['/', '/p1', '/p2', '/p3', '/p4', '/p5', '/p6']
    const { state, renderer, pages, clientDir } = await open(
      Object.fromEntries(paths.map((path) => [path, path === '/' ? 'Home' : path.slice(1).toUpperCase()])),
    )
    // The first render of /p6 has read its data when it reaches the gate; it waits there while the change arrives.
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let reached = () => {}
    const atGate = new Promise<void>((resolve) => (reached = resolve))
    let renders = 0
    let gated = false
    const render = renderer.render
    renderer.render = async (path, batch) => {
      renders++
      const page = await render(path, batch)
      if (path === '/p6' && !gated) {
        gated = true
        reached()
        await gate
      }
      return page
    }
    state.renderMs = 30
    state.siteName = 'Acme 2'
    pages.invalidate({ routes: false, tags: ['site'] })
    // Four renders at a time: once they have begun, /p6 waits its turn, and a request for it renders it at once.
    while (renders === 0) await new Promise((resolve) => setTimeout(resolve, 2))
    const request = pages.resolve('/p6')
    await atGate
    state.titles['/p6'] = 'P6 revised'
    pages.invalidate({ routes: false, tags: ['title:/p6'] })
    await new Promise((resolve) => setTimeout(resolve, 150))
    release()
    await request
    await pages.settled()
    expect(await readFile(join(clientDir, 'p6/index.html'), 'utf8')).toBe(
      '<title>P6 revised | Acme 2</title>',
    )
  })
})
