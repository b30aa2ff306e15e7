import { describe, expect, test } from 'vitest'
import type { SanityClient } from '@sanity/client'
import { loadRoutes } from '../../server/render/route-table.ts'

/** A lake that answers the route table query with these listings and this many articles. */
const lake = (listings: { path: string; perPage: number | null; noIndex?: boolean }[], postCount: number) =>
  ({
    fetch: async () => ({
      pages: listings.map(({ path }) => ({ path, _updatedAt: '2026-11-01T09:00:00Z', noIndex: null })),
      caseStudies: [],
      posts: Array.from({ length: postCount }, (_, index) => ({
        path: `/blog/article-${index}`,
        _updatedAt: '2026-11-01T09:00:00Z',
        noIndex: null,
      })),
      listings: listings.map(({ path, perPage, noIndex }) => ({
        path,
        _updatedAt: '2026-11-01T09:00:00Z',
        noIndex: noIndex ?? null,
        perPage,
      })),
      redirects: [],
      siteUrl: 'https://www.example.com',
    }),
  }) as unknown as SanityClient

/** The listing's routes: the articles' own pages left out. */
const paths = async (client: SanityClient) =>
  (await loadRoutes(client)).routes.map((route) => route.path).filter((path) => !path.includes('/article-'))

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
