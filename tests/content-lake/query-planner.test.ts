// The query planner never changes an answer: every query the site, the functions and the Studio send, and edge
// cases of GROQ, give through the lake's indexes and per-document perspectives exactly what plain groq-js gives over
// every document with the perspective applied (a full scan), over the seed and over 2,000 more articles.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DocumentIndex } from '../../server/content-lake/document-index.ts'
import { appendDocument, entriesOf, type Place } from '../../server/content-lake/document-places.ts'
import { serializeDocument } from '../../server/content-lake/document-record.ts'
import { ArenaWriter } from '../../server/content-lake/document-arena.ts'
import type { Perspective } from '../../server/content-lake/perspective.ts'
import { planQuery } from '../../server/content-lake/query-planner.ts'
import { View } from '../../server/content-lake/query-view.ts'
import { evaluateQuery, isVisible, parseQuery, type Visibility } from '../../server/content-lake/query.ts'
import { DocumentStore, type SanityDocument } from '../../server/content-lake/store.ts'
import { seedFile } from '#shared/paths.ts'
import { generateArticles } from '../../scripts/bench/scale-content.ts'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import {
  blogCategoryListingQuery,
  blogListingQuery,
  blogPostBySlugQuery,
  relatedArticlesQuery,
} from '../../web/src/queries/blog.ts'
import { caseStudyBySlugQuery, caseStudyListingQuery } from '../../web/src/queries/case-study.ts'
import { navigationQuery, redirectsQuery, siteSettingsQuery } from '../../web/src/queries/settings.ts'
import { prerenderRoutesQuery } from '../../render/queries.ts'
import { chatKnowledgeQuery, chatRevisionQuery, pendingLeadsQuery } from '../../functions/lib/queries.ts'
import { UNDELIVERED_LEADS_FILTER } from '../../schemas/documents/contactSubmission.ts'
import { startLake, type TestLake } from './harness.ts'

type Params = Record<string, unknown>

/** The seed as the lake stores it: each `_sanityAsset` an image asset document and a reference to it. */
function seedDocuments(): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert)
    if (!value || typeof value !== 'object') return value
    const { _sanityAsset, ...rest } = value as Record<string, unknown>
    const converted = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, convert(item)]))
    if (typeof _sanityAsset !== 'string') return converted
    const name = _sanityAsset.split('/').pop()!.replace(/\W/g, '-')
    const id = `image-${name}-800x600-jpg`
    assets.set(id, {
      _id: id,
      _type: 'sanity.imageAsset',
      url: `/images/${name}.jpg`,
      metadata: {
        lqip: 'data:image/jpeg;base64,AAAA',
        dimensions: { width: 800, height: 600, aspectRatio: 4 / 3 },
      },
    })
    return { _type: 'image', ...converted, asset: { _type: 'reference', _ref: id } }
  }
  const documents = readFileSync(seedFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => convert(JSON.parse(line)) as SanityDocument)
  return [...assets.values(), ...documents]
}

const byId = (documents: SanityDocument[], id: string) => documents.find((doc) => doc._id === id)!

/**
 * Drafts (of a page, an article with a new slug, a service with a new path, and a stat that was never published),
 * a release version, private leads, a page that references a document that does not exist, and fields of
 * unexpected shapes: what the perspectives, visibility and indexes must get right.
 */
function editorialState(documents: SanityDocument[]): SanityDocument[] {
  const home = byId(documents, 'page-home')
  const post = byId(documents, 'blogPost-erp-data-migration-best-practices')
  const service = byId(documents, 'service-sap-btp')
  return [
    ...documents.filter((doc) => doc._id !== 'stat-years'),
    { ...home, _id: 'drafts.page-home', title: 'Home (draft)' },
    { ...post, _id: `drafts.${post._id}`, slug: { _type: 'slug', current: 'erp-data-migration-guide' } },
    { ...service, _id: `drafts.${service._id}`, path: '/sap-btp-services' },
    { _id: 'drafts.stat-new', _type: 'stat', value: '99%', label: 'Draft only' },
    { _id: 'versions.r1.stat-clients', _type: 'stat', value: '600+', label: 'In a release' },
    { _id: 'versions.r2.stat-clients', _type: 'stat', value: '700+', label: 'In a later release' },
    { ...home, _id: 'versions.r1.page-home', title: 'Home (release)' },
    { _id: 'versions.r1.stat-launch', _type: 'stat', value: '30', label: 'New in a release' },
    { ...post, _id: `versions.r2.${post._id}`, _system: { delete: true } },
    { ...service, _id: `versions.r2.${service._id}`, path: '/sap-btp-release' },
    { _id: 'drafts.drafts.odd', _type: 'stat', value: 'odd', label: 'A draft of a draft id' },
    {
      _id: 'contactSubmission.lead-1',
      _type: 'contactSubmission',
      status: 'email-failed',
      submittedAt: '2026-01-01T10:00:00.000Z',
      nextAttemptAt: '2026-01-01T11:00:00.000Z',
    },
    {
      _id: 'contactSubmission.lead-2',
      _type: 'contactSubmission',
      status: 'sending',
      submittedAt: '2026-01-01T09:00:00.000Z',
      sendingSince: '2026-01-01T09:00:01.000Z',
    },
    { _id: 'odd-shapes', _type: 'page', path: 5, slug: 'not-an-object', title: 'Odd shapes' },
    {
      _id: 'dangling',
      _type: 'faqItem',
      question: 'Where?',
      related: { _type: 'reference', _ref: 'missing-doc' },
    },
  ]
}

/** 2,000 more articles, every tenth referencing two others and every hundredth a document that does not exist. */
function generatedState(documents: SanityDocument[]): SanityDocument[] {
  const image = documents.find((doc) => doc._type === 'sanity.imageAsset')!._id
  const articles = generateArticles(2000, image).map((doc, i) =>
    i % 10 === 0
      ? {
          ...doc,
          related: [
            { _type: 'reference', _key: 'a', _ref: `blogPost-generated-${(i + 1) % 2000}` },
            { _type: 'reference', _key: 'b', _ref: i % 100 === 0 ? 'missing-doc' : 'stat-clients' },
          ],
        }
      : doc,
  )
  return [...documents, ...articles]
}

const SEED = editorialState(seedDocuments())
const GENERATED = generatedState(SEED)
const GENERATED_SLUG = (byId(GENERATED, 'blogPost-generated-1234').slug as { current: string }).current

/** Every query the project sends, with realistic parameters. */
const PROJECT_QUERIES: [string, string, Params][] = [
  ['home page', pageByPathQuery, { path: '/' }],
  ['blog page', pageByPathQuery, { path: '/blog' }],
  ['service page', pageByPathQuery, { path: '/sap-implementation' }],
  ['service page, path changed in its draft', pageByPathQuery, { path: '/sap-btp-services' }],
  ['missing page', pageByPathQuery, { path: '/no-such-page' }],
  ['article', blogPostBySlugQuery, { slug: 'erp-data-migration-best-practices' }],
  ['article by its draft slug', blogPostBySlugQuery, { slug: 'erp-data-migration-guide' }],
  ['generated article', blogPostBySlugQuery, { slug: GENERATED_SLUG }],
  ['related articles of a category', relatedArticlesQuery, { category: 'SAP BTP' }],
  ['case study', caseStudyBySlugQuery, { slug: 'financial-services-automation' }],
  ['site settings', siteSettingsQuery, {}],
  ['navigation', navigationQuery, {}],
  ['redirects', redirectsQuery, {}],
  ['route table', prerenderRoutesQuery, {}],
  ['blog listing, page 1', blogListingQuery, { start: 0, end: 9 }],
  ['blog listing, page 2', blogListingQuery, { start: 9, end: 18 }],
  ['blog listing, page 112', blogListingQuery, { start: 999, end: 1008 }],
  ['blog listing, past the end', blogListingQuery, { start: 9000, end: 9009 }],
  ['a category of the blog, page 1', blogCategoryListingQuery, { start: 0, end: 9, category: 'SAP BTP' }],
  [
    'a category of the blog, page 5',
    blogCategoryListingQuery,
    { start: 36, end: 45, category: 'Outsourcing' },
  ],
  ['every case study, page 1', caseStudyListingQuery, { start: 0, end: 12 }],
  ['every case study, page 2', caseStudyListingQuery, { start: 2, end: 4 }],
  ['chat knowledge', chatKnowledgeQuery, { language: 'en' }],
  ['chat revision', chatRevisionQuery, {}],
  [
    'pending leads',
    pendingLeadsQuery,
    { now: '2026-06-01T00:00:00.000Z', staleBefore: '2026-01-01T09:30:00.000Z' },
  ],
  // schemas/lib/validation.ts, isPathFree
  [
    'path uniqueness check',
    '!defined(*[_type in ["page", "service"] && path == $path && !sanity::versionOf($published)][0]._id)',
    { path: '/blog', published: 'page-home' },
  ],
  // studio/structure.ts: document lists, the undelivered inbox, a singleton, previews, the references check
  [
    'Studio list',
    '*[_type == $type && !(_id in path("versions.**"))] | order(_updatedAt desc) [0...50] {_id, _type, _updatedAt}',
    { type: 'blogPost' },
  ],
  [
    'Studio inbox',
    '*[_type == "contactSubmission"] | order(submittedAt desc) [0...50] {_id, _type, status}',
    {},
  ],
  [
    'Studio undelivered inbox',
    `*[_type == "contactSubmission" && (${UNDELIVERED_LEADS_FILTER})] | order(submittedAt desc) [0...50] {_id}`,
    {},
  ],
  ['Studio singleton', '*[_id in [$id, "drafts." + $id]]{_id, _rev, _type}', { id: 'page-home' }],
  [
    'Studio previews',
    '*[_id in $ids]{_id, _type, title, "media": image}',
    { ids: ['page-home', 'stat-new'] },
  ],
  ['Studio references', '*[references($id)][0...100]{_id, _type}', { id: 'stat-support' }],
]

/** GROQ the planner must not get wrong, one shape each. */
const EDGE_QUERIES: [string, string, Params][] = [
  ['by id', '*[_id == $id][0]', { id: 'stat-clients' }],
  ['by a draft id', '*[_id == $id]{_id, value}', { id: 'drafts.stat-new' }],
  ['by an id only a draft has', '*[_id == $id][0]{_id, value}', { id: 'stat-new' }],
  ['by a deleted id', '*[_id == "stat-years"]', {}],
  ['ids in a list', '*[_id in $ids]._id', { ids: ['stat-clients', 'page-home', 'nope', 'stat-new'] }],
  ['ids in a list with a non-string', '*[_id in $ids]._id', { ids: ['stat-clients', 5] }],
  ['type, unordered', '*[_type == "stat"]{_id, value}', {}],
  ['type, sliced without order', '*[_type == "blogPost"][3..6]._id', {}],
  ['type, first', '*[_type == "stat"][0]._id', {}],
  ['types in a parameter', '*[_type in $types]._id', { types: ['faqItem', 'redirect'] }],
  ['type a number', '*[_type == $type]._id', { type: 5 }],
  ['slug null: every document without one', 'count(*[slug.current == $slug])', { slug: null }],
  ['slug, written as @', '*[@.slug.current == $slug]._id', { slug: 'financial-services-automation' }],
  ['constant on the left', '*["stat" == _type]._id', {}],
  ['path', '*[path == $path]._id', { path: '/contact' }],
  ['path of an unexpected type', '*[path == 5]._id', {}],
  ['or of indexed fields', '*[_type == "redirect" || _id == "navigation"]._id', {}],
  ['or with an unindexed side', '*[_type == "redirect" || defined(phone)]._id', {}],
  ['not', 'count(*[!(_type == "blogPost")])', {}],
  ['references one id', '*[references($id)]._id', { id: 'stat-clients' }],
  ['references several', '*[references("faq-1", $ids)]._id', { ids: ['stat-support', 7] }],
  ['references a missing document', '*[references("missing-doc")]._id', {}],
  ['references nothing', '*[references(5)]._id', {}],
  ['count of a type', 'count(*[_type == "blogPost"])', {}],
  ['count of everything', 'count(*)', {}],
  [
    'order and slice',
    '*[_type == "blogPost"] | order(publishedAt desc, _id asc)[0...5]{title, publishedAt}',
    {},
  ],
  [
    'coalesce of a missing join',
    '*[_type == "page"]{_id, "first": coalesce(sections[0].stats[0]->value, "none")}',
    {},
  ],
  ['joins to missing documents', '*[_type == "page"]{_id, "stats": sections[].stats[]->_id}', {}],
  ['join of a non-reference', '*[_id == "siteSettings"]{"x": companyName->}', {}],
  ['subquery with ^', '*[_type == "faqItem"]{_id, "pages": *[_type == "page" && references(^._id)]._id}', {}],
  [
    'subquery with no filter',
    '*[_id == "siteSettings"]{"all": count(*), "stats": count(*[_type == "stat"])}',
    {},
  ],
  ['version of', '*[sanity::versionOf("stat-clients")]._id', {}],
  ['releases, which groq-js reads from the dataset itself', 'count(releases::all())', {}],
  ['a draft of a draft id', '*[_id == "drafts.odd"]{_id, value}', {}],
  ['everything', '*{_id}', {}],
  [
    'a whole article, body included',
    '*[_id == $id][0]',
    { id: 'blogPost-erp-data-migration-best-practices' },
  ],
  ['articles spread, bodies read', '*[_type == "blogPost"][0...3]{..., "blocks": count(body)}', {}],
  // Ordered slices and counts are answered once per view and kept as ids (planner `Derived`).
  ['order, inclusive slice', '*[_type == "blogPost"] | order(publishedAt desc)[2..4]._id', {}],
  ['order, slice from the end', '*[_type == "blogPost"] | order(publishedAt asc, _id desc)[-3...-1]._id', {}],
  ['order, slice the wrong way round', '*[_type == "blogPost"] | order(publishedAt desc)[5...2]._id', {}],
  ['order on everything', '* | order(_id desc)[0...4]._id', {}],
  [
    'order by an expression with a parameter',
    '*[_type == $type] | order(coalesce(readTimeMinutes, $fallback) desc, _id)[0...6]{_id, readTimeMinutes}',
    { type: 'blogPost', fallback: 99 },
  ],
  [
    'ordered slice in a projection, shared by every element',
    '*[_type == "stat"]{_id, "latest": *[_type == "blogPost"] | order(publishedAt desc)[0...2].title}',
    {},
  ],
  [
    'ordered slice that reads ^ (answered per element)',
    '*[_type == "faqItem"][0...3]{_id, "first": *[_type == "page" && references(^._id)] | order(title)[0...1]._id}',
    {},
  ],
  ['ordered slice of drafts', '*[_id in path("drafts.**")] | order(_id)[0...3]._id', {}],
  ['count with a parameter', 'count(*[_type == $type && defined(slug.current)])', { type: 'blogPost' }],
  ['count that reads now()', 'count(*[_type == "blogPost" && publishedAt < now()])', {}],
  ['count of an ordered list', 'count(*[_type == "stat"] | order(value))', {}],
]

type Asker = [Visibility, Perspective]

/** Each perspective, each with another kind of asker: a visitor, a draft preview, the editor. */
const ASKERS: Asker[] = [
  ['public', 'published'],
  ['preview', 'drafts'],
  ['editor', 'raw'],
]
/**
 * Over the seed, also the editor through the other perspectives (drafts and leads through each), and release
 * stacks: a release over drafts, two releases touching the same documents (one unpublishing an article), and a
 * draft preview of a release.
 */
const ALL_ASKERS: Asker[] = [
  ...ASKERS,
  ['editor', 'drafts'],
  ['editor', 'published'],
  ['editor', ['r1', 'drafts']],
  ['editor', ['r2', 'r1']],
  ['preview', ['r1', 'drafts']],
]

/** The full scans of 2,000 more articles take seconds each (groq-js's asynchronous evaluator, as a reference). */
const LARGE_TIMEOUT = 120_000

const isDraft = (id: string) => id.startsWith('drafts.')
const isVersion = (id: string) => id.startsWith('versions.')

const plainId = (id: string) =>
  isDraft(id) ? id.slice(7) : isVersion(id) ? id.split('.').slice(2).join('.') : id

/**
 * A stack, plainly: for each document, its versions in the stack's order (a release's, the draft for `drafts`) and
 * the published one last; the first that exists is shown, in the published version's place or, with none, in the
 * place of the one shown; one marked to unpublish hides the document.
 */
function stackView(stack: readonly string[], documents: SanityDocument[]): SanityDocument[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const candidates = (id: string) =>
    [
      ...stack.map((entry) =>
        entry === 'drafts' ? `drafts.${id}` : entry === 'published' ? id : `versions.${entry}.${id}`,
      ),
      id,
    ]
      // A draft's or version's own id (`drafts.odd`) has no published version.
      .filter((candidate) => candidate !== id || (!isDraft(id) && !isVersion(id)))
      .filter((candidate) => byId.has(candidate))
  return documents.flatMap((doc) => {
    const id = plainId(doc._id)
    const release = isVersion(doc._id) ? doc._id.split('.')[1]! : null
    if (release !== null && !stack.includes(release)) return []
    if (isDraft(doc._id) && !stack.includes('drafts')) return []
    const found = candidates(id)
    const place = found.includes(id) ? id : found[0]
    if (place !== doc._id) return []
    const shown = byId.get(found[0]!)!
    if ((shown._system as { delete?: boolean } | undefined)?.delete === true && isVersion(shown._id))
      return []
    return [{ ...shown, _id: id }]
  })
}

/**
 * The whole dataset through a perspective, written plainly and apart from the lake's per-document rules: published
 * hides drafts and release versions; drafts shows each draft under its published id, in the published version's
 * place, or in its own when there is none; a stack as above; raw shows all. The order is the stored order.
 */
function wholeView(perspective: Perspective, documents: SanityDocument[]): SanityDocument[] {
  if (perspective === 'raw') return documents
  if (typeof perspective !== 'string') return stackView(perspective, documents)
  const published = documents.filter((doc) => !isDraft(doc._id) && !isVersion(doc._id))
  if (perspective === 'published') return published
  const publishedIds = new Set(published.map((doc) => doc._id))
  const drafts = new Map(documents.filter((doc) => isDraft(doc._id)).map((doc) => [doc._id.slice(7), doc]))
  return documents.flatMap((doc) => {
    if (isVersion(doc._id)) return []
    if (!isDraft(doc._id)) {
      const draft = drafts.get(doc._id)
      return [draft ? { ...draft, _id: doc._id } : doc]
    }
    const id = doc._id.slice(7)
    return publishedIds.has(id) ? [] : [{ ...doc, _id: id }]
  })
}

async function fullScan(documents: SanityDocument[], query: string, params: Params, asker: Asker) {
  const [visibility, perspective] = asker
  const readable = documents.filter((doc) => isVisible(visibility, doc._id, (type) => doc._type === type))
  return (
    await evaluate(parse(query, { params }), { dataset: wholeView(perspective, readable), params })
  ).get()
}

async function planned(index: DocumentIndex, query: string, params: Params, asker: Asker) {
  const [visibility, perspective] = asker
  const view = new View(index, perspective, (id) =>
    isVisible(visibility, id, (type) => index.withField('type', type).has(id)),
  )
  return evaluateQuery(parsedWith(query, params), view, params)
}

/** Parsed once for every parameter value, or with them where the slice bounds are parameters (as the worker does). */
function parsedWith(query: string, params: Params) {
  return /\[\$\w+\s*\.\.\.?\s*\$/.test(query) ? parseQuery(query, params) : parseQuery(query)
}

async function expectSameAnswers(
  documents: SanityDocument[],
  index: DocumentIndex,
  query: string,
  params: Params,
  askers = ASKERS,
) {
  for (const asker of askers) {
    const expected = await fullScan(documents, query, params, asker)
    expect(await planned(index, query, params, asker), asker.flat().join(' / ')).toEqual(expected)
  }
}

const QUERIES = [...PROJECT_QUERIES, ...EDGE_QUERIES]

/**
 * Queries asked by one kind of asker only, compared for that one: the assistant's knowledge is read by the functions
 * as a visitor (published). Its full scan costs seconds per asker (a subquery per stat, person and testimonial);
 * the shapes it is made of, subqueries that read `^` among them, are compared under every asker as edge queries.
 */
const ASKED_ONLY_BY: Record<string, Asker[]> = { 'chat knowledge': [['public', 'published']] }

describe('over the seed, the planned answer is the full scan’s', () => {
  const index = DocumentIndex.of(SEED)
  test.each(QUERIES)('%s', async (name, query, params) => {
    await expectSameAnswers(SEED, index, query, params, ASKED_ONLY_BY[name] ?? ALL_ASKERS)
  })
})

/**
 * Over 2,000 more articles (and after writes to them) the assistant's knowledge is left out: its full scan (every
 * article's body, a subquery of every article per person) took minutes beside the other lanes; the seed compares it,
 * and the edge queries compare its shapes here.
 */
const LARGE_QUERIES = QUERIES.filter(([name]) => name !== 'chat knowledge')

describe('over the seed and 2,000 more articles, the planned answer is the full scan’s', () => {
  const index = DocumentIndex.of(GENERATED)
  test.each(LARGE_QUERIES)(
    '%s',
    async (name, query, params) => {
      await expectSameAnswers(GENERATED, index, query, params, ASKED_ONLY_BY[name] ?? ASKERS)
    },
    LARGE_TIMEOUT,
  )
})

describe('after writes, the planned answer is still the full scan’s', () => {
  // Each write as a worker applies a commit, with few documents kept parsed; the reference keeps the same order
  // (an update keeps its place, a document created again goes last). The last commit also compacts the arena, as
  // the store does when superseded versions outweigh the live ones.
  const documents = new Map(GENERATED.map((doc) => [doc._id, doc]))
  const arena = new ArenaWriter()
  const places = new Map<string, Place>()
  const stored = (doc: SanityDocument) => {
    const { record, outline } = serializeDocument(doc)
    const previous = places.get(doc._id)
    if (previous) arena.release(previous)
    const place = appendDocument(arena, record, outline)
    places.set(doc._id, place)
    return { id: doc._id, ...place }
  }
  const index = new DocumentIndex(arena.buffer, GENERATED.map(stored), 64 * 1024)
  const write = (doc: SanityDocument) => {
    documents.set(doc._id, doc)
    index.set(stored(doc))
  }
  const remove = (id: string) => {
    documents.delete(id)
    arena.release(places.get(id)!)
    places.delete(id)
    index.delete(id)
  }
  const writeCompacting = (docs: SanityDocument[], removed: string[]) => {
    for (const doc of docs) {
      documents.set(doc._id, doc)
      stored(doc)
    }
    for (const id of removed) {
      documents.delete(id)
      places.delete(id)
    }
    const live = [...places.values()]
    arena.compact(live).forEach((span, i) => Object.assign(live[i]!, span))
    index.commit(
      [...docs.map((doc) => doc._id), ...removed].map((id) => ({
        id,
        stored: places.has(id) ? { id, ...places.get(id)! } : null,
      })),
      { buffer: arena.buffer, entries: [...places].map(([id, place]) => ({ id, ...place })) },
    )
  }
  beforeAll(() => {
    write({ ...byId(GENERATED, 'page-contact'), path: '/get-in-touch' })
    write({ ...byId(GENERATED, 'blogPost-generated-7'), _type: 'caseStudy' })
    remove('stat-support')
    write({ _id: 'stat-years', _type: 'stat', value: '20+', label: 'Years, again' })
    write({
      ...byId(GENERATED, 'service-sap-implementation'),
      _id: 'drafts.service-sap-implementation',
      path: '/sap',
    })
    remove('service-staff-augmentation')
    write({ ...byId(GENERATED, 'service-staff-augmentation'), _id: 'drafts.service-staff-augmentation' })
    writeCompacting(
      [
        {
          ...byId(GENERATED, 'blogPost-generated-10'),
          related: [{ _type: 'reference', _key: 'c', _ref: 'faq-2' }],
        },
        {
          ...byId(GENERATED, 'blogPost-generated-11'),
          slug: { _type: 'slug', current: 'renamed-in-a-compaction' },
        },
      ],
      ['blogPost-generated-12'],
    )
  })

  test('a commit that compacts the arena lets go of what the changed and deleted documents were indexed by', () => {
    const slugOf = (id: string) => (byId(GENERATED, id).slug as { current: string }).current
    expect(index.withField('slug', slugOf('blogPost-generated-11'))).toEqual(new Set())
    expect(index.withField('slug', slugOf('blogPost-generated-12'))).toEqual(new Set())
    expect(index.withField('slug', 'renamed-in-a-compaction')).toEqual(new Set(['blogPost-generated-11']))
  })

  test.each([
    ...LARGE_QUERIES,
    ['moved path', pageByPathQuery, { path: '/get-in-touch' }] as [string, string, Params],
    ['draft-only service', pageByPathQuery, { path: '/staff-augmentation' }] as [string, string, Params],
    ['new reference', '*[references("faq-2")]._id', {}] as [string, string, Params],
    ['slug changed as the arena was compacted', blogPostBySlugQuery, { slug: 'renamed-in-a-compaction' }] as [
      string,
      string,
      Params,
    ],
    ['deleted as the arena was compacted', '*[_id == "blogPost-generated-12"]._id', {}] as [
      string,
      string,
      Params,
    ],
  ])(
    '%s',
    async (name, query, params) => {
      await expectSameAnswers([...documents.values()], index, query, params, ASKED_ONLY_BY[name] ?? ASKERS)
    },
    LARGE_TIMEOUT,
  )
})

describe('planning', () => {
  test.each([
    ['home page', pageByPathQuery],
    ['article', blogPostBySlugQuery],
    ['case study', caseStudyBySlugQuery],
    ['site settings', siteSettingsQuery],
    ['navigation', navigationQuery],
    ['redirects', redirectsQuery],
  ])('the %s query never reads the whole dataset', (_, query) => {
    const plan = planQuery(parse(query))
    // A derived slot (an ordered slice: an article's related articles) reads its own narrowed slots, once per view.
    expect(plan.slots.filter((slot, i) => slot === null && !plan.derived[i])).toEqual([])
    expect(plan.wholeDataset).toBe(false)
  })

  test('a filter that names no indexed field reads the whole dataset', () => {
    expect(planQuery(parse('*[defined(phone)]')).slots).toEqual([null])
  })

  test('a `*` in a projection branch that applies to nothing is never read', async () => {
    const index = DocumentIndex.of(GENERATED)
    const view = new View(index, 'published', () => true)
    const all = vi.spyOn(view, 'all')
    const query = '*[_id == "siteSettings"][0]{_type == "page" => {"all": *[defined(title)]}}'
    await evaluateQuery(parseQuery(query), view, {})
    expect(all).not.toHaveBeenCalled()
  })

  test('one view answers every page of the blog listing from one sort, each page as the full scan', async () => {
    const index = DocumentIndex.of(GENERATED)
    const view = new View(index, 'published', (id) =>
      isVisible('public', id, (type) => index.withField('type', type).has(id)),
    )
    const answers = []
    for (const start of [0, 9, 18, 1998]) {
      const params = { start, end: start + 9 }
      answers.push(await evaluateQuery(parseQuery(blogListingQuery, params), view, params))
      expect(answers.at(-1)).toEqual(
        await fullScan(GENERATED, blogListingQuery, params, ['public', 'published']),
      )
    }
    // The ordered ids and the count, each kept once for the view.
    expect(view.derived.size).toBe(2)
  })

  test('an article page parses its article, its author and the blog page; its related articles, only their candidates', async () => {
    const index = DocumentIndex.of(GENERATED)
    const view = new View(index, 'published', (id) =>
      isVisible('public', id, (type) => index.withField('type', type).has(id)),
    )
    const category = byId(GENERATED, 'blogPost-generated-1234').category as string
    const get = vi.spyOn(index, 'get')
    await evaluateQuery(parseQuery(blogPostBySlugQuery), view, { slug: GENERATED_SLUG })
    // The article, its author, the settings, the blog and contact pages, and images: not the 2,000 other articles.
    expect(new Set(get.mock.calls.map(([id]) => id)).size).toBeLessThan(12)
    // The lists related articles come from are sorted once per view (commit), for every article of the category:
    // here first for another article's page.
    await evaluateQuery(parseQuery(relatedArticlesQuery), view, { category })
    get.mockClear()
    await evaluateQuery(parseQuery(relatedArticlesQuery), view, { category })
    // The ten candidates of the two lists (four of its category, the newest six) and their images.
    expect(new Set(get.mock.calls.map(([id]) => id)).size).toBeLessThan(20)
  })
})

describe('documents parsed but their large fields', () => {
  const article = byId(SEED, 'blogPost-erp-data-migration-best-practices')

  test('read back as the JSON they were written from, fields in order', () => {
    const index = DocumentIndex.of([article])
    expect(JSON.stringify(index.get(article._id))).toBe(JSON.stringify(article))
  })

  test('are written by serializeDocument exactly as JSON.stringify writes them', () => {
    expect(serializeDocument({ ...article, title: 'Ünïcödé ✓' }).json).toBe(
      JSON.stringify({ ...article, title: 'Ünïcödé ✓' }),
    )
  })
})

describe('perspectives, one document at a time', () => {
  const docs: SanityDocument[] = [
    { _id: 'a', _type: 't' },
    { _id: 'drafts.b', _type: 't' },
    { _id: 'drafts.a', _type: 't', draft: true },
    { _id: 'versions.r.a', _type: 't' },
    { _id: 'c', _type: 't' },
  ]

  const index = DocumentIndex.of(docs)
  const all = (perspective: Perspective) => new View(index, perspective, () => true).all()

  test('published hides drafts and versions', () => {
    expect(all('published').map((doc) => doc._id)).toEqual(['a', 'c'])
  })

  test('drafts shows a draft under its published id, in the published version’s place or its own', () => {
    expect(all('drafts')).toEqual([
      { _id: 'a', _type: 't', draft: true },
      { _id: 'b', _type: 't' },
      { _id: 'c', _type: 't' },
    ])
  })

  test('raw shows every document as stored', () => {
    expect(all('raw')).toEqual(docs)
  })
})

describe('the shared arena', () => {
  test('compaction keeps every live document’s text and drops the rest', () => {
    const arena = new ArenaWriter()
    const old = arena.append(Buffer.from('{"_id":"a","v":1}'))
    const kept = arena.append(Buffer.from('{"_id":"b","v":"é"}'))
    arena.release(old)
    const [moved] = arena.compact([kept])
    expect(arena.text(moved!)).toBe('{"_id":"b","v":"é"}')
  })
})

describe('the store', () => {
  test('reads a database written before records and outlines were kept, as it was written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lake-store-'))
    const old = new DatabaseSync(join(dir, 'documents.sqlite'))
    old.exec('CREATE TABLE documents (id TEXT PRIMARY KEY, body TEXT NOT NULL)')
    const insert = old.prepare('INSERT INTO documents (id, body) VALUES (?, ?)')
    for (const doc of SEED) insert.run(doc._id, JSON.stringify(doc))
    old.close()
    const store = new DocumentStore(join(dir, 'documents.sqlite'))
    const index = new DocumentIndex(store.buffer, entriesOf(store.storedEntries()))
    expect(store.all()).toEqual(SEED)
    expect(index.get('page-home')).toEqual(byId(SEED, 'page-home'))
    store.close()
  })
})

describe('over HTTP', () => {
  let t: TestLake
  beforeAll(async () => {
    t = await startLake()
  })
  afterAll(() => t.close())

  test('returnQuery=false leaves the query out of the answer', async () => {
    const query = encodeURIComponent('count(*[_type == "stat"])')
    const response = await fetch(
      `${t.url}/v2025-02-19/data/query/production?query=${query}&returnQuery=false`,
    )
    const body = await response.json()
    expect(body).not.toHaveProperty('query')
    expect(body.result).toBe(2)
  })

  test('workers read the documents after the arena is compacted', async () => {
    // Enough superseded versions of a large document for the store to copy the live ones to a new buffer.
    const before = t.lake.store.buffer
    // Random text: compression must not shrink it below the garbage that triggers a compaction.
    const big = randomBytes(2 * 1024 * 1024).toString('base64')
    for (let i = 0; i < 12; i++) {
      t.lake.store.commit(`big-${i}`, new Date().toISOString(), [
        {
          id: 'big',
          previous: null,
          next: { _id: 'big', _type: 'blob', text: big, round: i },
          mutations: [],
        },
      ])
    }
    expect(t.lake.store.buffer).not.toBe(before)
    expect(await t.editor.fetch('*[_id == "big"][0].round')).toBe(11)
    expect(await t.editor.fetch('*[_id == "stat-1"][0].label')).toBe('Implementations')
  })
})
