// The live route table kept by the change (render/route-index.ts) must always be the table a full read gives:
// random publishes, renames, deletions and unpublishes against a real lake, each followed by the update by the
// change, and after each step the table and every sitemap file compared with a full read.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createContentLake, type ContentLake } from '../../server/content-lake/index.ts'
import { routeChangeIds } from '../../server/follow-lake.ts'
import { sitemapFiles } from '../../render/page-files.ts'
import { RouteIndex, type RouteSources } from '../../render/route-index.ts'
import { changedRouteSourcesQuery, routeSourcesQuery, scopedRoutesQuery } from '../../render/queries.ts'
import { loadRoutes, type RouteTable } from '../../render/route-table.ts'
import { writeSeed } from '../content-lake/harness.ts'

const SITE = 'https://www.example.com'
const CATEGORIES = ['SAP BTP', 'Outsourcing', 'Software Testing', null]

// An article or case study in German (`de`) is listed, counted and paged by the German listings only.
const post = (n: number, slug = `article-${n}`, category: string | null = null, language?: 'de') => ({
  _id: `post-${n}`,
  _type: 'blogPost',
  title: `Article ${n}`,
  slug: { _type: 'slug', current: slug },
  ...(category ? { category } : {}),
  ...(language ? { language } : {}),
})
const caseStudy = (n: number, detail: boolean, language?: 'de') => ({
  _id: `study-${n}`,
  _type: 'caseStudy',
  title: `Study ${n}`,
  slug: { _type: 'slug', current: `study-${n}` },
  ...(detail ? { detail: { challenge: 'A challenge' } } : {}),
  ...(language ? { language } : {}),
})
const blogPage = (perPage: number | null) => ({
  _id: 'page-blog',
  _type: 'page',
  title: 'Blog',
  path: '/blog',
  sections: perPage === null ? [] : [{ _type: 'blogGridSection', _key: 'grid', postsPerPage: perPage }],
})

const germanPost = (slug = 'artikel-0', noIndex = false) => ({
  _id: 'de-post-0',
  _type: 'blogPost',
  language: 'de',
  title: 'Artikel 0',
  slug: { _type: 'slug', current: slug },
  seo: { _type: 'seo', noIndex },
})
/** The translation.metadata that links `en` and `de` (document ids), as the Studio's Translations menu writes it. */
const translations = (id: string, en: string, de: string) => ({
  _id: id,
  _type: 'translation.metadata',
  schemaTypes: ['blogPost'],
  translations: Object.entries({ en, de }).map(([language, ref]) => ({
    _key: language,
    _type: 'internationalizedArrayReferenceValue',
    language,
    value: { _type: 'reference', _ref: ref, _weak: true },
  })),
})

const SEED = [
  { _id: 'siteSettings', _type: 'siteSettings', siteUrl: SITE },
  { _id: 'page-home', _type: 'page', title: 'Home', path: '/' },
  blogPage(2),
  {
    _id: 'page-cases',
    _type: 'page',
    title: 'Case studies',
    path: '/case-studies',
    sections: [{ _type: 'caseStudyGridSection', _key: 'grid', perPage: 2 }],
  },
  { _id: 'service-sap', _type: 'service', title: 'SAP', path: '/sap' },
  ...[0, 1, 2, 3, 4].map((n) => post(n, `article-${n}`, CATEGORIES[n % CATEGORIES.length]!)),
  ...[0, 1, 2].map((n) => caseStudy(n, n !== 1)),
  // The German blog and case studies, with listings of their own (/de/blog/category/…, /de/referenzen/page/2).
  {
    _id: 'de-page-blog',
    _type: 'page',
    title: 'Blog',
    path: '/de/blog',
    language: 'de',
    sections: [{ _type: 'blogGridSection', _key: 'grid', postsPerPage: 2 }],
  },
  {
    _id: 'de-page-cases',
    _type: 'page',
    title: 'Referenzen',
    path: '/de/referenzen',
    language: 'de',
    sections: [{ _type: 'caseStudyGridSection', _key: 'grid', perPage: 2 }],
  },
  ...[50, 51, 52].map((n) => post(n, `artikel-${n}`, CATEGORIES[n % CATEGORIES.length]!, 'de')),
  ...[50, 51, 52].map((n) => caseStudy(n, true, 'de')),
  {
    _id: 'redirect-old',
    _type: 'redirect',
    from: '/old',
    target: { _type: 'reference', _ref: 'post-0', _weak: true },
    permanent: true,
  },
  { _id: 'redirect-older', _type: 'redirect', from: '/older', to: '/sap', permanent: false },
  germanPost(),
  translations('translations-post-0', 'post-0', 'de-post-0'),
  // The listings in both languages: their following and category pages name each other where both exist.
  translations('translations-page-blog', 'page-blog', 'de-page-blog'),
  translations('translations-page-cases', 'page-cases', 'de-page-cases'),
]

let lake: ContentLake
let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'route-index-'))
  lake = await createContentLake({
    dataDir: join(root, 'data'),
    seedFile: await writeSeed(root, SEED),
    token: 'test-editor-token',
  })
})
afterAll(async () => {
  await lake.close()
  await rm(root, { recursive: true, force: true })
})

/** A commit as the Studio makes it, through the lake's own API: answers the ids the live server would update. */
async function commit(mutations: unknown[], on = () => lake): Promise<string[]> {
  const ids: string[] = []
  const unsubscribe = on().store.subscribe((transaction) => ids.push(...routeChangeIds(transaction.changes)))
  try {
    const response = await on().app.request('/v2025-02-19/data/mutate/production', {
      method: 'POST',
      headers: { authorization: 'Bearer test-editor-token', 'content-type': 'application/json' },
      body: JSON.stringify({ mutations }),
    })
    expect(response.status, await response.clone().text()).toBe(200)
  } finally {
    unsubscribe()
  }
  return ids
}

const full = async (): Promise<RouteTable> =>
  loadRoutes({ fetch: <T>(query: string) => lake.query(query, {}) as Promise<T> })

/** The table with its routes and translations in one order (the index lists them by document). */
const sorted = (table: RouteTable) => ({
  ...table,
  routes: [...table.routes].sort(
    (a, b) => a.path.localeCompare(b.path) || a.updatedAt.localeCompare(b.updatedAt),
  ),
  translations: table.translations.map((versions) => JSON.stringify(versions)).sort(),
})

/** A small seeded generator (mulberry32): the same steps on every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('the route table kept by the change', () => {
  test('the scoped query keeps every scan of SITE_ROUTES and names each entry, the site address left whole', () => {
    const query = scopedRoutesQuery('_id in $ids')
    expect(query.match(/\*\[\(_id in \$ids\) && /g)).toHaveLength(8)
    expect(query.match(/\]\{ _id,/g)).toHaveLength(8)
    expect(query).toContain('"siteUrl": *[_id == "siteSettings"][0].siteUrl')
  })

  test('a full read with ids gives the table loadRoutes gives', async () => {
    const index = RouteIndex.from((await lake.query(routeSourcesQuery, {})) as RouteSources)
    expect(sorted(index.table())).toEqual(sorted(await full()))
  })

  test('after 150 random creates, renames, deletions, unpublishes and publishes, it equals a full read each time', async () => {
    const next = random(33)
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!
    let index = RouteIndex.from((await lake.query(routeSourcesQuery, {})) as RouteSources)
    // A new index has written no sitemap yet: all of them first, then the sections the changes touched.
    let sections: Set<string> | 'all' = 'all'
    const published = () => lake.store.all().filter((doc) => !doc._id.includes('.'))
    const ofType = (type: string) => published().filter((doc) => doc._type === type)
    const drafts = () => lake.store.all().filter((doc) => doc._id.startsWith('drafts.'))
    let created = 100
    const steps: string[] = []
    const operations: [string, () => unknown[] | null][] = [
      ['create an article', () => [{ create: post(created, `new-${created++}`, pick(CATEGORIES)) }]],
      [
        'create a German article',
        () => [{ create: post(created, `neu-${created++}`, pick(CATEGORIES), 'de') }],
      ],
      [
        'rename an article, with a redirect from its old address',
        () => {
          const article = pick(ofType('blogPost'))
          if (!article) return null
          const old = (article.slug as { current: string }).current
          return [
            {
              createOrReplace: {
                _id: `redirect-${old}`,
                _type: 'redirect',
                from: `/blog/${old}`,
                target: { _type: 'reference', _ref: article._id, _weak: true },
                permanent: true,
              },
            },
            { patch: { id: article._id, set: { slug: { _type: 'slug', current: `${old}-x` } } } },
          ]
        },
      ],
      [
        'delete an article',
        () => {
          const article = pick(ofType('blogPost'))
          return article ? [{ delete: { id: article._id } }] : null
        },
      ],
      [
        'unpublish an article (its draft kept)',
        () => {
          const article = pick(ofType('blogPost'))
          if (!article) return null
          return [
            { createOrReplace: { ...article, _id: `drafts.${article._id}` } },
            { delete: { id: article._id } },
          ]
        },
      ],
      [
        'publish a draft',
        () => {
          const draft = pick(drafts())
          if (!draft) return null
          return [
            { createOrReplace: { ...draft, _id: draft._id.slice('drafts.'.length) } },
            { delete: { id: draft._id } },
          ]
        },
      ],
      [
        'move an article to another category',
        () => {
          const article = pick(ofType('blogPost'))
          const category = pick(CATEGORIES)
          if (!article) return null
          return [
            category
              ? { patch: { id: article._id, set: { category } } }
              : { patch: { id: article._id, unset: ['category'] } },
          ]
        },
      ],
      [
        'hide an article from search engines, or show it',
        () => {
          const article = pick(ofType('blogPost'))
          return article
            ? [{ patch: { id: article._id, set: { seo: { _type: 'seo', noIndex: next() < 0.5 } } } }]
            : null
        },
      ],
      [
        'change the articles per page, or remove the listing',
        () => [{ createOrReplace: blogPage(pick([1, 2, 3, null])) }],
      ],
      [
        'publish or delete a case study',
        () => {
          const n = Math.floor(next() * 6)
          return next() < 0.5
            ? [{ createOrReplace: caseStudy(n, next() < 0.5, next() < 0.3 ? 'de' : undefined) }]
            : [{ delete: { id: `study-${n}` } }]
        },
      ],
      [
        'link an article and its German version, or unlink them',
        () => {
          const article = pick(ofType('blogPost').filter((doc) => doc.language !== 'de'))
          return next() < 0.3 || !article
            ? [{ delete: { id: 'translations-post-0' } }]
            : [{ createOrReplace: translations('translations-post-0', article._id, 'de-post-0') }]
        },
      ],
      [
        'link the blog listings of both languages, or unlink them',
        () =>
          next() < 0.4
            ? [{ delete: { id: 'translations-page-blog' } }]
            : [{ createOrReplace: translations('translations-page-blog', 'page-blog', 'de-page-blog') }],
      ],
      [
        'rename the German article, or hide it from search engines, or show it',
        () => [{ createOrReplace: germanPost(pick(['artikel-0', 'artikel-neu']), next() < 0.3) }],
      ],
      [
        'move the service',
        () => [{ patch: { id: 'service-sap', set: { path: pick(['/sap', '/sap-new', '/erp']) } } }],
      ],
      [
        'point a redirect at another page, or delete it',
        () => {
          const redirect = pick(ofType('redirect'))
          if (!redirect) return null
          const target = pick([...ofType('blogPost'), ...ofType('service')])
          return next() < 0.3 || !target
            ? [{ delete: { id: redirect._id } }]
            : [
                {
                  patch: {
                    id: redirect._id,
                    set: { target: { _type: 'reference', _ref: target._id, _weak: true } },
                  },
                },
              ]
        },
      ],
    ]
    for (let step = 0; step < 150; step++) {
      const [name, make] = pick(operations)
      const mutations = make()
      if (!mutations) continue
      steps.push(name)
      const ids = await commit(mutations)
      if (ids.length) {
        const change = index.update(
          (await lake.query(changedRouteSourcesQuery, { ids })) as RouteSources,
          ids,
        )
        if (sections !== 'all') for (const section of change.sections) sections.add(section)
      }
      const expected = await full()
      const context = `after: ${steps.join('; ')}`
      expect(sorted(index.table()), context).toEqual(sorted(expected))
      // Only the sections the changes touched are rebuilt, and the files are those of a full build.
      expect(
        index.sitemaps(sections, () => true),
        context,
      ).toEqual(sitemapFiles(expected.routes, expected.siteUrl, expected.translations))
      sections = new Set()
      // Now and then, the fallback: a full read agrees with what the updates made.
      if (step % 50 === 49) {
        index = RouteIndex.from((await lake.query(routeSourcesQuery, {})) as RouteSources)
        sections = 'all'
      }
    }
    expect(new Set(steps).size).toBe(operations.length)
  }, 60_000)
})

describe('the sitemap alternates kept by the change', () => {
  let pairLake: ContentLake
  let pairRoot: string
  let index: RouteIndex
  beforeAll(async () => {
    pairRoot = await mkdtemp(join(tmpdir(), 'route-index-pair-'))
    pairLake = await createContentLake({
      dataDir: join(pairRoot, 'data'),
      seedFile: await writeSeed(pairRoot, [SEED[0], post(0), germanPost()]),
      token: 'test-editor-token',
    })
    index = RouteIndex.from((await pairLake.query(routeSourcesQuery, {})) as RouteSources)
  })
  afterAll(async () => {
    await pairLake.close()
    await rm(pairRoot, { recursive: true, force: true })
  })

  /** Commits `mutations` and updates the index by them, as the live server does: the blog sitemap after it. */
  async function publish(mutations: unknown[], live = (_path: string) => true) {
    const ids = await commit(mutations, () => pairLake)
    const change = index.update(
      (await pairLake.query(changedRouteSourcesQuery, { ids })) as RouteSources,
      ids,
    )
    expect(change.sections).toContain('blog')
    return index.sitemaps(change.sections, live).get('sitemap-blog-1.xml')!
  }
  /** The `<url>` element of `path` in `sitemap`, and the hreflang alternates it names. */
  const alternatesOf = (sitemap: string, path: string) => {
    const url = sitemap.split('<url>').find((line) => line.startsWith(`<loc>${SITE}${path}</loc>`))!
    return [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, language, href]) => `${language} ${href}`,
    )
  }

  test('publishing a translation.metadata names both versions and x-default in both lines', async () => {
    const sitemap = await publish([{ create: translations('translations-post-0', 'post-0', 'de-post-0') }])
    const both = [
      `en ${SITE}/blog/article-0`,
      `de ${SITE}/de/blog/artikel-0`,
      `x-default ${SITE}/blog/article-0`,
    ]
    expect(alternatesOf(sitemap, '/blog/article-0')).toEqual(both)
    expect(alternatesOf(sitemap, '/de/blog/artikel-0')).toEqual(both)
  })

  test("the German article's new address is in the English line at once", async () => {
    const sitemap = await publish([{ createOrReplace: germanPost('artikel-neu') }])
    expect(alternatesOf(sitemap, '/blog/article-0')).toEqual([
      `en ${SITE}/blog/article-0`,
      `de ${SITE}/de/blog/artikel-neu`,
      `x-default ${SITE}/blog/article-0`,
    ])
  })

  test('a version hidden from search engines, or not answering 200, is not named', async () => {
    let sitemap = await publish([{ createOrReplace: germanPost('artikel-neu', true) }])
    expect(alternatesOf(sitemap, '/blog/article-0')).toEqual([])
    sitemap = await publish(
      [{ createOrReplace: germanPost('artikel-neu') }],
      (path) => !path.startsWith('/de/'),
    )
    expect(alternatesOf(sitemap, '/blog/article-0')).toEqual([])
    expect(sitemap).not.toContain('/de/blog/')
  })

  test('deleting the translation.metadata leaves both lines without alternates', async () => {
    const sitemap = await publish([{ delete: { id: 'translations-post-0' } }])
    expect(alternatesOf(sitemap, '/blog/article-0')).toEqual([])
    expect(alternatesOf(sitemap, '/de/blog/artikel-neu')).toEqual([])
    expect(sitemap).toContain(`${SITE}/de/blog/artikel-neu`)
  })
})

describe('the alternates of a listing’s following and category pages', () => {
  let listingLake: ContentLake
  let listingRoot: string
  let index: RouteIndex
  const germanBlog = {
    _id: 'de-page-blog',
    _type: 'page',
    title: 'Blog',
    path: '/de/blog',
    language: 'de',
    sections: [{ _type: 'blogGridSection', _key: 'grid', postsPerPage: 1 }],
  }
  beforeAll(async () => {
    listingRoot = await mkdtemp(join(tmpdir(), 'route-index-listing-'))
    listingLake = await createContentLake({
      dataDir: join(listingRoot, 'data'),
      seedFile: await writeSeed(listingRoot, [
        SEED[0],
        blogPage(1),
        germanBlog,
        post(0, 'a', 'SAP BTP'),
        post(1, 'b', 'SAP BTP'),
        post(50, 'artikel-a', 'SAP BTP', 'de'),
        translations('translations-page-blog', 'page-blog', 'de-page-blog'),
      ]),
      token: 'test-editor-token',
    })
    index = RouteIndex.from((await listingLake.query(routeSourcesQuery, {})) as RouteSources)
    index.sitemaps('all', () => true)
  })
  afterAll(async () => {
    await listingLake.close()
    await rm(listingRoot, { recursive: true, force: true })
  })

  const blogSitemap = () => index.sitemaps([], () => true).get('sitemap-blog-1.xml')!
  const alternatesOf = (path: string) => {
    const url = blogSitemap()
      .split('<url>')
      .find((line) => line.startsWith(`<loc>${SITE}${path}</loc>`))!
    return [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, language, href]) => `${language} ${href}`,
    )
  }

  test('a category page in both languages names both, and the English one as x-default', () => {
    const both = [
      `en ${SITE}/blog/category/sap-btp`,
      `de ${SITE}/de/blog/category/sap-btp`,
      `x-default ${SITE}/blog/category/sap-btp`,
    ]
    expect(alternatesOf('/blog/category/sap-btp')).toEqual(both)
    expect(alternatesOf('/de/blog/category/sap-btp')).toEqual(both)
  })

  test('a following page the other language does not have names no alternates', () => {
    expect(alternatesOf('/blog/page/2')).toEqual([])
    expect(alternatesOf('/blog/category/sap-btp/page/2')).toEqual([])
  })

  test('the German page 2 a publish makes is named in the English page 2’s line at once', async () => {
    const ids = await commit([{ create: post(51, 'artikel-b', 'SAP BTP', 'de') }], () => listingLake)
    const change = index.update(
      (await listingLake.query(changedRouteSourcesQuery, { ids })) as RouteSources,
      ids,
    )
    index.sitemaps(change.sections, () => true)
    expect(alternatesOf('/blog/page/2')).toEqual([
      `en ${SITE}/blog/page/2`,
      `de ${SITE}/de/blog/page/2`,
      `x-default ${SITE}/blog/page/2`,
    ])
    expect(alternatesOf('/blog/category/sap-btp/page/2')).toContain(
      `de ${SITE}/de/blog/category/sap-btp/page/2`,
    )
  })

  test('unlinking the listings leaves their following and category pages without alternates', async () => {
    const ids = await commit([{ delete: { id: 'translations-page-blog' } }], () => listingLake)
    const change = index.update(
      (await listingLake.query(changedRouteSourcesQuery, { ids })) as RouteSources,
      ids,
    )
    index.sitemaps(change.sections, () => true)
    expect(alternatesOf('/blog/category/sap-btp')).toEqual([])
    expect(alternatesOf('/blog/page/2')).toEqual([])
  })
})
