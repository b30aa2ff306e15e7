import { describe, expect, test } from 'vitest'
import type { SanityClient } from '@sanity/client'
import { loadRoutes } from '../../render/route-table.ts'

type Listing = { path: string; perPage: number | null; noIndex?: boolean }
const listed = (listings: Listing[]) =>
  listings.map(({ path, perPage, noIndex }) => ({
    path,
    _updatedAt: '2026-11-01T09:00:00Z',
    noIndex: noIndex ?? null,
    perPage,
  }))

/**
 * A lake that answers the route table query with these blog listings and this many articles, and these listings of
 * every case study and this many case studies.
 */
const lake = (
  listings: Listing[],
  postCount: number,
  caseStudyListings: Listing[] = [],
  caseStudyCount = 0,
  categories: (string | null)[] = [],
) =>
  ({
    fetch: async () => ({
      pages: [...listings, ...caseStudyListings].map(({ path }) => ({
        path,
        _updatedAt: '2026-11-01T09:00:00Z',
        noIndex: null,
      })),
      caseStudies: Array.from({ length: caseStudyCount }, (_, index) => ({
        path: `/case-studies/study-${index}`,
        _updatedAt: '2026-11-01T09:00:00Z',
        noIndex: null,
        hasDetail: true,
      })),
      posts: Array.from({ length: postCount }, (_, index) => ({
        path: `/blog/article-${index}`,
        _updatedAt: '2026-11-01T09:00:00Z',
        noIndex: null,
        category: categories[index] ?? null,
      })),
      listings: listed(listings),
      caseStudyListings: listed(caseStudyListings),
      redirects: [],
      translations: [],
      siteUrl: 'https://www.example.com',
    }),
  }) as unknown as SanityClient

/** The listing's routes: the articles' and case studies' own pages left out. */
const paths = async (client: SanityClient) =>
  (await loadRoutes(client)).routes
    .map((route) => route.path)
    .filter((path) => !path.includes('/article-') && !path.includes('/study-'))

describe('the route table lists the following pages of the blog listing', () => {
  test('19 articles at 9 a page: /blog, /blog/page/2 and /blog/page/3', async () => {
    expect(await paths(lake([{ path: '/blog', perPage: 9 }], 19))).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
    ])
  })

  test('articles per page left empty: 12 a page', async () => {
    expect(await paths(lake([{ path: '/blog', perPage: null }], 13))).toEqual(['/blog', '/blog/page/2'])
  })

  test('a listing that fits on one page, or has no articles, has no following pages', async () => {
    expect(await paths(lake([{ path: '/blog', perPage: 9 }], 9))).toEqual(['/blog'])
    expect(await paths(lake([{ path: '/blog', perPage: 9 }], 0))).toEqual(['/blog'])
  })

  test('the following pages of a noindex listing are noindex too (out of the sitemap)', async () => {
    const { routes } = await loadRoutes(lake([{ path: '/blog', perPage: 9, noIndex: true }], 10))
    expect(routes.find((route) => route.path === '/blog/page/2')?.indexable).toBe(false)
  })
})

describe('the route table lists the following pages of every case study', () => {
  test('25 case studies at 12 a page (the default): /case-studies, /case-studies/page/2 and /case-studies/page/3', async () => {
    expect(await paths(lake([], 0, [{ path: '/case-studies', perPage: null }], 25))).toEqual([
      '/case-studies',
      '/case-studies/page/2',
      '/case-studies/page/3',
    ])
  })

  test('the blog and the case studies are counted apart', async () => {
    expect(
      await paths(lake([{ path: '/blog', perPage: 9 }], 10, [{ path: '/case-studies', perPage: 4 }], 4)),
    ).toEqual(['/blog', '/case-studies', '/blog/page/2'])
  })
})

describe("the route table lists the blog's category pages", () => {
  test("each category with an article has its page, and its following pages, under the blog's address", async () => {
    const categories = [...Array(10).fill('SAP BTP'), 'Outsourcing']
    expect(await paths(lake([{ path: '/blog', perPage: 9 }], 11, [], 0, categories))).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/category/sap-btp',
      '/blog/category/sap-btp/page/2',
      '/blog/category/outsourcing',
    ])
  })

  test('a category the content model does not list, or none, has no page', async () => {
    expect(await paths(lake([{ path: '/blog', perPage: 9 }], 2, [], 0, ['Gardening', null]))).toEqual([
      '/blog',
    ])
  })
})
