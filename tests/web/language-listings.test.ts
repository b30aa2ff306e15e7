// Articles and case studies per language (docs/languages.md): their addresses, listings, pages and the route table,
// evaluated with groq-js over the seed's German articles, case studies and blog page.
import { categoryName } from '../../schemas/lib/blog-category.ts'
import { describe, expect, test } from 'vitest'
import { evaluate, parse } from 'groq-js'
import {
  blogListingQuery,
  blogListingVersionsQuery,
  blogPostBySlugQuery,
} from '../../web/src/queries/blog.ts'
import {
  caseStudyBySlugQuery,
  caseStudyListingQuery,
  caseStudyListingVersionsQuery,
} from '../../web/src/queries/case-study.ts'
import { listingPageTranslations, type ListingVersion } from '../../web/src/pages/listing-translations.ts'
import { pageTranslationsQuery } from '../../web/src/queries/translations.ts'
import { SITE_ROUTES } from '../../schemas/lib/queries.ts'
import { routesOf, type SiteRoutesSource } from '../../schemas/lib/site-routes.ts'
import { routePathOf, sitemapSectionOf, slugPath } from '#shared/routes.ts'
import { seedDocuments } from '../mocks/seed.ts'

type Doc = Record<string, unknown> & { _id: string; _type: string }
const seed = (await seedDocuments()) as Doc[]
const germanBlog = seed.find((doc) => doc._id === 'de-page-blog')!
const inGerman = (type: string) => seed.filter((doc) => doc._type === type && doc.language === 'de')
const inEnglish = (type: string) => seed.filter((doc) => doc._type === type && doc.language !== 'de')

// The seed's German version of blogPost-sap-btp-clean-core (translations-blogPost-sap-btp-clean-core links them).
const germanPost = seed.find((doc) => doc._id === 'de-blogPost-sap-btp-clean-core')!
// The seed's German case study, at a slug of its own here.
const germanStudy = {
  ...seed.find((doc) => doc._id === 'de-caseStudy-retail-omnichannel-integration')!,
  slug: { _type: 'slug', current: 'omnichannel-im-handel' },
}
const dataset: Doc[] = [...seed.filter((doc) => doc._id !== germanStudy._id), germanStudy]

async function ask<T>(query: string, params: Record<string, unknown>): Promise<T> {
  return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as T
}

describe('articles and case studies in German', () => {
  test('live under /de/blog and /de/referenzen, in GROQ as in TypeScript', async () => {
    expect(routePathOf(germanPost)).toBe('/de/blog/clean-core-mit-sap-btp')
    expect(routePathOf(germanStudy)).toBe('/de/referenzen/omnichannel-im-handel')
    expect(slugPath('caseStudy', 'x', 'de')).toBe('/de/referenzen/x')
    expect(slugPath('caseStudy', 'x')).toBe('/case-studies/x')
  })

  test('a listing shows only the articles and case studies of its page’s language', async () => {
    const slice = { start: 0, end: 50 }
    const german = await ask<{ posts: { _id: string }[]; total: number }>(blogListingQuery, {
      ...slice,
      language: 'de',
    })
    const germanIds = inGerman('blogPost')
      .map((post) => post._id)
      .sort()
    expect(german.posts.map((post) => post._id).sort()).toEqual(germanIds)
    expect(german.total).toBe(germanIds.length)
    const englishPosts = await ask<{ posts: { _id: string }[] }>(blogListingQuery, {
      ...slice,
      language: 'en',
    })
    expect(englishPosts.posts.map((post) => post._id)).not.toContain(germanPost._id)
    const studies = await ask<{ caseStudies: { _id: string }[] }>(caseStudyListingQuery, {
      ...slice,
      language: 'de',
    })
    expect(studies.caseStudies.map((study) => study._id).sort()).toEqual(
      inGerman('caseStudy')
        .map((study) => study._id)
        .sort(),
    )
  })

  test('an article’s slug finds it only in its own language', async () => {
    const slug = 'clean-core-mit-sap-btp'
    expect(await ask(blogPostBySlugQuery, { slug, language: 'en' })).toBeNull()
    expect(await ask<{ _id: string }>(blogPostBySlugQuery, { slug, language: 'de' })).toMatchObject({
      _id: germanPost._id,
    })
    expect(await ask(caseStudyBySlugQuery, { slug: 'omnichannel-im-handel', language: 'en' })).toBeNull()
  })

  test('a German article takes its listing’s address and title from the German blog page', async () => {
    const post = await ask<{ blogPage: { blogPath: string; backLabel: string } }>(blogPostBySlugQuery, {
      slug: 'clean-core-mit-sap-btp',
      language: 'de',
    })
    expect(post.blogPage).toMatchObject({ blogPath: '/de/blog', backLabel: germanBlog.title })
  })

  test('an article names both versions as its translations, and the switcher finds them by address', async () => {
    const versions = [
      { language: 'en', path: '/blog/sap-btp-clean-core' },
      { language: 'de', path: '/de/blog/clean-core-mit-sap-btp' },
    ]
    const post = await ask<{ translations: unknown }>(blogPostBySlugQuery, {
      slug: 'clean-core-mit-sap-btp',
      language: 'de',
    })
    expect(post.translations).toEqual(versions)
    expect(
      await ask(pageTranslationsQuery, { path: '/blog/sap-btp-clean-core', slug: 'sap-btp-clean-core' }),
    ).toEqual(versions)
  })

  test('the route table serves them, sitemaps them with their type, and pages each listing by its language', async () => {
    // With the seed's, 15 German articles: two pages of 10 in German, whatever English has.
    const germanPosts = Array.from({ length: 15 - inGerman('blogPost').length }, (_, index) => ({
      ...germanPost,
      _id: `de-post-${index}`,
      slug: { _type: 'slug', current: `beitrag-${index}` },
    }))
    const source = (await (
      await evaluate(parse(SITE_ROUTES), { dataset: [...dataset, ...germanPosts] })
    ).get()) as SiteRoutesSource
    const paths = routesOf(source).map((route) => route.path)
    expect(paths).toContain('/de/blog/clean-core-mit-sap-btp')
    expect(paths).toContain('/de/referenzen/omnichannel-im-handel')
    expect(paths).toContain('/de/blog/page/2')
    expect(paths).not.toContain('/de/blog/page/3')
    expect(sitemapSectionOf('/de/blog/clean-core-mit-sap-btp')).toBe('blog')
    expect(sitemapSectionOf('/de/referenzen/omnichannel-im-handel')).toBe('case-studies')
  })
})

describe('a following or category page names its versions in the languages whose listing has it', () => {
  const versions = (query: string, params: Record<string, unknown>) => ask<ListingVersion[]>(query, params)

  test('a category with articles in both languages names both', async () => {
    const answer = await versions(blogListingVersionsQuery, { id: 'page-blog', category: 'Software Testing' })
    expect(listingPageTranslations(answer, { pageNumber: 1, category: 'Software Testing' })).toEqual([
      { language: 'en', path: '/blog/category/software-testing' },
      { language: 'de', path: '/de/blog/category/software-testing' },
    ])
  })

  test('a category with no article in a language has no page in it', async () => {
    const answer = await versions(blogListingVersionsQuery, { id: 'de-page-blog', category: 'SAP BTP' })
    const german = answer.find(({ language }) => language === 'de')!
    expect(german.total).toBe(
      dataset.filter((doc) => doc.language === 'de' && doc.category === 'SAP BTP').length,
    )
    expect(
      listingPageTranslations([{ ...german, total: 0 }, answer.find(({ language }) => language === 'en')!], {
        pageNumber: 1,
        category: 'SAP BTP',
      }),
    ).toEqual([{ language: 'en', path: '/blog/category/sap-btp' }])
  })

  test('a following page is named in the languages with that many pages, each by its own page size', () => {
    const blog = (language: string, path: string, total: number, perPage: number | null): ListingVersion => ({
      language,
      path,
      listing: true,
      perPage,
      total,
    })
    const both = [blog('en', '/blog', 25, 12), blog('de', '/de/blog', 11, 5)]
    expect(listingPageTranslations(both, { pageNumber: 3 })).toEqual([
      { language: 'en', path: '/blog/page/3' },
      { language: 'de', path: '/de/blog/page/3' },
    ])
    expect(listingPageTranslations(both, { pageNumber: 4 })).toEqual([])
    // Twelve a page when the grid leaves it empty (DEFAULT_PER_PAGE): 11 German articles are one page.
    expect(
      listingPageTranslations([blog('en', '/blog', 25, 12), blog('de', '/de/blog', 11, null)], {
        pageNumber: 2,
      }),
    ).toEqual([{ language: 'en', path: '/blog/page/2' }])
  })

  test('a translation that no longer holds the listing has none of its pages', () => {
    expect(
      listingPageTranslations(
        [
          { language: 'en', path: '/blog', listing: true, perPage: 1, total: 2 },
          { language: 'de', path: '/de/blog', listing: false, perPage: null, total: 2 },
        ],
        { pageNumber: 2 },
      ),
    ).toEqual([{ language: 'en', path: '/blog/page/2' }])
  })

  test('the case studies’ following pages count the case studies of each language', async () => {
    const answer = await versions(caseStudyListingVersionsQuery, { id: 'page-case-studies' })
    expect(answer.map(({ language, path, listing, total }) => ({ language, path, listing, total }))).toEqual([
      { language: 'en', path: '/case-studies', listing: true, total: inEnglish('caseStudy').length },
      { language: 'de', path: '/de/referenzen', listing: true, total: inGerman('caseStudy').length },
    ])
  })
})

test('a category is named as its listing names it, else as the content model has it', () => {
  const german = [{ category: 'Software Testing', name: 'Softwaretests' }]
  expect(categoryName('Software Testing', german)).toBe('Softwaretests')
  expect(categoryName('SAP BTP', german)).toBe('SAP BTP')
  expect(categoryName('Software Testing', null)).toBe('Software Testing')
})
