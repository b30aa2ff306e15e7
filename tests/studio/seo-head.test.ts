// The Studio's search and share preview says what the site's head says. For every page, service, article and case
// study of the seed, as it is and with its SEO fields emptied, hidden, moved or given their own share image: the
// preview's rule (documentSeo on the document as the Studio's form holds it, over the Site Settings document) against
// the site's head (the site's own queries, run with groq-js, handed to buildHead as the site's pages hand them).
import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildHead, type PageSeoInput } from '../../web/src/head/seo.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { blogPostBySlugQuery } from '../../web/src/queries/blog.ts'
import { caseStudyBySlugQuery } from '../../web/src/queries/case-study.ts'
import { siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { ROUTABLE_TYPES, routePathOf } from '../../schemas/lib/document-path.ts'
import {
  documentSeo,
  resolveSeo,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type SeoDocument,
  type SeoSettings,
} from '../../schemas/lib/seo.ts'
import type {
  BlogPostBySlugQueryResult,
  CaseStudyBySlugQueryResult,
  PageByPathQueryResult,
  SiteSettingsQueryResult,
} from '../../shared/sanity.types.ts'
import { seedDocuments } from '../mocks/seed.ts'

type Doc = Record<string, unknown> & { _id: string; _type: string }
type Settings = NonNullable<SiteSettingsQueryResult>

let seed: Doc[]
beforeAll(async () => {
  seed = (await seedDocuments()) as Doc[]
})

async function query<T>(dataset: Doc[], groq: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await (await evaluate(parse(groq), { dataset, params })).get()) as T
}

/** The head the site renders for a document: its query's answer handed to buildHead as its page component does. */
async function siteHead(dataset: Doc[], doc: Doc) {
  const settings = (await query<Settings>(dataset, siteSettingsQuery))!
  const path = routePathOf(doc)!
  const slug = (doc.slug as { current?: string } | undefined)?.current
  let input: PageSeoInput
  if (doc._type === 'page' || doc._type === 'service') {
    // PageView.tsx
    const page = (await query<PageByPathQueryResult>(dataset, pageByPathQuery, { path }))!
    input = { seo: page.seo, title: page.title, description: page.summary, path: page.path ?? path }
  } else if (doc._type === 'blogPost') {
    // BlogPostPage.tsx
    const post = (await query<BlogPostBySlugQueryResult>(dataset, blogPostBySlugQuery, {
      slug,
      language: doc.language ?? 'en',
    }))!
    input = { seo: post.seo, title: post.title, description: post.excerpt, path }
  } else {
    // CaseStudyPage.tsx
    const study = (await query<CaseStudyBySlugQueryResult>(dataset, caseStudyBySlugQuery, {
      slug,
      language: doc.language ?? 'en',
    }))!
    input = { seo: study.seo, title: study.title, description: study.excerpt, path }
  }
  return buildHead(input, settings)
}

/** The preview's answer for the same document, from the raw documents the Studio holds (and the Stats it cites). */
function studioPreview(dataset: Doc[], doc: Doc) {
  const settings = dataset.find((candidate) => candidate._id === 'siteSettings') as SeoSettings
  const statValue = (id: string) =>
    dataset.find((candidate) => candidate._id === id)?.value as string | undefined
  return documentSeo(doc as SeoDocument, settings, statValue)
}

const assetIdOf = (image: unknown) => {
  const asset = (image as { asset?: { _ref?: string; _id?: string } } | undefined)?.asset
  return asset?._ref ?? asset?._id
}

type Variant = (seo: Record<string, unknown>, dataset: Doc[]) => Record<string, unknown> | undefined
const variants: Record<string, Variant> = {
  'as seeded': (seo) => seo,
  'with its SEO fields empty (the fallbacks)': () => undefined,
  'with only its keywords (no title, description or image)': (seo) => ({
    _type: 'seo',
    keywords: seo.keywords,
  }),
  'hidden from search engines, at a preferred address': (seo) => ({
    ...seo,
    noIndex: true,
    canonicalPath: '/somewhere-else',
  }),
  'with a share image of its own': (seo, dataset) => {
    const asset = dataset.find((candidate) => candidate._type === 'sanity.imageAsset')!
    return { ...seo, shareImage: { _type: 'imageWithAlt', alt: 'Own', asset: { _ref: asset._id } } }
  },
  'with a share image that has only its alternative text': (seo) => ({
    ...seo,
    shareImage: { _type: 'imageWithAlt', alt: 'Not uploaded yet' },
  }),
}

describe('the preview says what the head says', () => {
  for (const [name, variant] of Object.entries(variants)) {
    test(name, async () => {
      const routable = seed.filter(
        (doc) => (ROUTABLE_TYPES as readonly string[]).includes(doc._type) && routePathOf(doc) !== null,
      )
      expect(routable.map((doc) => doc._type).sort()).toEqual(expect.arrayContaining([...ROUTABLE_TYPES]))
      for (const original of routable) {
        const seo = variant((original.seo ?? {}) as Record<string, unknown>, seed)
        const doc: Doc = { ...original, seo }
        if (!seo) delete doc.seo
        const dataset = seed.map((candidate) => (candidate._id === doc._id ? doc : candidate))

        const head = await siteHead(dataset, doc)
        const preview = studioPreview(dataset, doc)
        const context = `${doc._id} ${name}`
        expect(preview.hasPage, context).toBe(true)
        expect(preview.title, context).toBe(head.title)
        expect(preview.description, context).toBe(head.description)
        expect(preview.url, context).toBe(head.canonical)
        expect(preview.noIndex, context).toBe(head.robots === 'noindex,nofollow')
        // The same picture: the head's og:image is built from the asset the preview shows.
        const previewAsset = assetIdOf(preview.shareImage)
        expect(Boolean(previewAsset), context).toBe(Boolean(head.image))
        if (previewAsset) {
          const [, hash, size] = /^image-(\w+)-(\d+x\d+)-\w+$/.exec(previewAsset)!
          expect(head.image?.url, context).toContain(`${hash}-${size}`)
        }
      }
    })
  }
})

describe('the fallbacks, by name', () => {
  const settings = {
    companyName: 'Northbridge Consulting',
    siteUrl: 'https://www.example.com',
    defaultSeo: { metaTitle: 'Default title', metaDescription: 'Default description' },
    shareImage: { asset: { _ref: 'image-default-1200x630-jpg' } },
  }

  test('a card text citing a figure is described with the Stat’s value, as the site reads it', () => {
    const summary = [
      {
        _type: 'block',
        _key: 'b',
        children: [
          { _type: 'span', _key: 's', text: 'Implemented at ' },
          { _type: 'statFigure', _key: 'f', stat: { _type: 'reference', _ref: 'stat-savings' } },
          { _type: 'span', _key: 't', text: ' lower cost.' },
        ],
      },
    ]
    const seo = documentSeo(
      { _type: 'service', title: 'SAP Implementation', summary, path: '/sap-implementation' },
      settings,
      (id) => (id === 'stat-savings' ? '60-70%' : undefined),
    )
    expect(seo.description).toBe('Implemented at 60-70% lower cost.')
  })

  test('a service without SEO texts: its name with the company, its card text, the default image', () => {
    const seo = documentSeo(
      { _type: 'service', title: 'SAP Implementation', summary: 'Card text.', path: '/sap-implementation' },
      settings,
    )
    expect(seo).toMatchObject({
      title: 'SAP Implementation | Northbridge Consulting',
      titleFrom: 'page',
      description: 'Card text.',
      descriptionFrom: 'page',
      url: 'https://www.example.com/sap-implementation',
      shareImageFrom: 'default',
      noIndex: false,
      hasPage: true,
    })
  })

  test("a fixed page has no summary: the description is Site Settings' default", () => {
    const seo = documentSeo({ _type: 'page', title: 'Contact', path: '/contact' }, settings)
    expect(seo).toMatchObject({ description: 'Default description', descriptionFrom: 'default' })
  })

  test("a page's own texts and image win; the preferred address is the one listed", () => {
    const seo = documentSeo(
      {
        _type: 'blogPost',
        title: 'Article',
        excerpt: 'Excerpt.',
        slug: { current: 'article' },
        seo: {
          metaTitle: 'Own title',
          metaDescription: 'Own description',
          canonicalPath: '/blog/other',
          shareImage: { asset: { _ref: 'image-own-1200x630-jpg' } },
        },
      },
      settings,
    )
    expect(seo).toMatchObject({
      title: 'Own title',
      titleFrom: 'seo',
      description: 'Own description',
      descriptionFrom: 'seo',
      url: 'https://www.example.com/blog/other',
      shareImage: { asset: { _ref: 'image-own-1200x630-jpg' } },
      shareImageFrom: 'seo',
    })
  })

  test('a case study without detail has no page', () => {
    const seo = documentSeo({ _type: 'caseStudy', title: 'Study', slug: { current: 'study' } }, settings)
    expect(seo.hasPage).toBe(false)
  })

  test('nothing anywhere: an empty title, no description, no image', () => {
    expect(resolveSeo({ path: '/' }, {})).toMatchObject({
      title: '',
      titleFrom: 'none',
      description: undefined,
      descriptionFrom: 'none',
      url: 'http://localhost/',
      shareImage: undefined,
      shareImageFrom: 'none',
    })
  })

  test('the recommended lengths are the ones the SEO fields warn past', () => {
    expect([SEO_TITLE_MAX, SEO_DESCRIPTION_MAX]).toEqual([60, 160])
  })
})
