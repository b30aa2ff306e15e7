// The MSW handlers that component tests use must answer exactly as the embedded lake does, or component tests would
// pass on content the site never sees. Every query of the site and the functions runs against both.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { setupServer } from 'msw/node'
import { afterAll, describe, expect, test } from 'vitest'
import { seedFile } from '#shared/paths.ts'
import { createContentLake, serveContentLake } from '../../server/content-lake/index.ts'
import { contentLakeHandlers } from '../mocks/content-lake.ts'
import { seedDocuments } from '../mocks/seed.ts'
import { loadRoutes } from '../../render/route-table.ts'
import { prerenderRoutesQuery } from '../../render/queries.ts'
import { navigationQuery, redirectsQuery, siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { caseStudyBySlugQuery, caseStudyListingQuery } from '../../web/src/queries/case-study.ts'
import {
  blogCategoryListingQuery,
  blogListingQuery,
  blogPostBySlugQuery,
} from '../../web/src/queries/blog.ts'
import { listingSlice, parseListingPath } from '../../schemas/lib/pagination.ts'
import { parseCategoryPath } from '../../schemas/lib/blog-category.ts'
import { chatKnowledgeQuery } from '../../functions/lib/queries.ts'
import { sanityQueryKey } from '../../web/src/data/query.ts'
import { languageOfPath } from '../../shared/languages.ts'
import { slugRoutes } from '../../shared/routes.ts'

const MSW_ORIGIN = 'http://msw.test'
const config = {
  projectId: 'local',
  dataset: 'production',
  apiVersion: '2025-02-19',
  useProjectHostname: false,
}
const mock = setupServer(...contentLakeHandlers(await seedDocuments(), MSW_ORIGIN))
const mswClient = createClient({ ...config, apiHost: `${MSW_ORIGIN}/content-lake`, useCdn: false })
const lake = await createContentLake({
  dataDir: join(await mkdtemp(join(tmpdir(), 'parity-')), 'data'),
  seedFile,
  token: 'parity-token',
})
const served = await serveContentLake(lake, 0)
const lakeClient = createClient({ ...config, apiHost: served.url, useCdn: false })
// Requests to the real lake pass through; only the mock's own origin is answered by MSW.
mock.listen({ onUnhandledFrame: 'bypass' })
afterAll(async () => {
  mock.close()
  await served.close()
  await lake.close()
})

// The lake stamps documents with the time it seeded them, the mock with its own: instants may differ, nothing else.
const withoutTimestamps = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(item) ? 'timestamp' : item,
  )

async function expectSameAnswer(query: string, ownParams: Record<string, unknown> = {}, path = '/') {
  // Asked as the site asks it: a query that reads texts in the page's language gets that language.
  const params = sanityQueryKey(query, ownParams, languageOfPath(path))[2]
  const [fromLake, fromMock] = await Promise.all([
    lakeClient.fetch(query, params),
    mswClient.fetch(query, params),
  ])
  expect(fromLake).not.toBeNull()
  expect(withoutTimestamps(fromMock)).toEqual(withoutTimestamps(fromLake))
}

test('site settings, navigation, redirects, routes and the chat knowledge agree', async () => {
  for (const query of [
    siteSettingsQuery,
    navigationQuery,
    redirectsQuery,
    prerenderRoutesQuery,
    chatKnowledgeQuery,
  ])
    for (const path of ['/', '/de']) await expectSameAnswer(query, {}, path)
})

/** The registry's type whose pages live under the path's prefix (`/de/blog/…`: an article), if any. */
const slugTypeOf = (path: string) =>
  slugRoutes().find(({ pattern }) => path.startsWith(pattern.replace(':slug', '')))?.type

describe('every prerendered route', async () => {
  const { routes } = await loadRoutes(lakeClient)
  test.each(routes.map((route) => route.path))(
    '%s answers the same from the lake and from MSW',
    async (path) => {
      const listing = parseListingPath(path)
      const category = listing && parseCategoryPath(listing.basePath)
      if (category) {
        // A category's page of the blog: the blog's page, and its slice of the category's articles.
        await expectSameAnswer(pageByPathQuery, { path: category.blogPath }, path)
        await expectSameAnswer(
          blogCategoryListingQuery,
          { ...listingSlice(listing.pageNumber, 9), category: category.category },
          path,
        )
      } else if (slugTypeOf(path) === 'caseStudy')
        await expectSameAnswer(caseStudyBySlugQuery, { slug: path.split('/').pop() }, path)
      else if (listing && listing.pageNumber > 1) {
        // A following page of the blog listing: its page, and its slice of the articles (9 a page in the seed).
        await expectSameAnswer(pageByPathQuery, { path: listing.basePath }, path)
        await expectSameAnswer(blogListingQuery, listingSlice(listing.pageNumber, 9), path)
      } else if (slugTypeOf(path) === 'blogPost')
        await expectSameAnswer(blogPostBySlugQuery, { slug: path.split('/').pop() }, path)
      else await expectSameAnswer(pageByPathQuery, { path }, path)
      if (path === '/blog' || path === '/de/blog')
        await expectSameAnswer(blogListingQuery, listingSlice(1, 9), path)
      if (path === '/case-studies' || path === '/de/referenzen')
        await expectSameAnswer(caseStudyListingQuery, listingSlice(1, 12), path)
    },
  )
})
