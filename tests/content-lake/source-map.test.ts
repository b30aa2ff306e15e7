// Content source maps (`resultSourceMap`) and sync tags on query answers, checked by hand on the site's real page
// query: which document and which field each value of the result is a copy of.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createClient, type ContentSourceMap } from '@sanity/client'
import { vercelStegaDecode } from '@vercel/stega'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import { blogListingQuery } from '../../web/src/queries/blog.ts'
import { syncTag } from '../../server/content-lake/sync-tags.ts'
import { figureTextValue } from '../../schemas/lib/figure-text.ts'
import { TOKEN, type TestLake } from './harness.ts'
import { startPageLake } from './page-seed.ts'

let t: TestLake
beforeAll(async () => {
  t = await startPageLake()
})
afterAll(() => t.close())

interface Answer {
  result: unknown
  resultSourceMap: ContentSourceMap
  syncTags: string[]
}

async function query(
  text: string,
  params: Record<string, unknown>,
  options: { perspective?: 'drafts' | 'published'; resultSourceMap?: true | 'withKeyArraySelector' } = {},
): Promise<Answer> {
  return (await t.editor.fetch(text, params, {
    filterResponse: false,
    perspective: options.perspective ?? 'drafts',
    resultSourceMap: options.resultSourceMap ?? 'withKeyArraySelector',
  })) as unknown as Answer
}

/** "document-id source-path" for a result path, as the map says. */
function sourceOf(map: ContentSourceMap, resultPath: string): string | undefined {
  const mapping = map.mappings[resultPath]
  if (!mapping || mapping.source.type !== 'documentValue') return undefined
  return `${map.documents[mapping.source.document]!._id} ${map.paths[mapping.source.path]}`
}

describe('resultSourceMap on the page query', () => {
  test('maps projected fields, keyed section items and referenced stats', async () => {
    const { resultSourceMap: map } = await query(pageByPathQuery, { path: '/', language: 'en' })
    expect(sourceOf(map, "$['title']")).toBe("page-home $['title']")
    expect(sourceOf(map, "$['seo']['metaTitle']")).toBe("page-home $['seo']['metaTitle']")
    expect(sourceOf(map, "$['sections'][0]['heading']")).toBe(
      "page-home $['sections'][?(@._key=='hero')]['heading']",
    )
    expect(sourceOf(map, "$['sections'][0]['links'][0]['label']")).toBe(
      "page-home $['sections'][?(@._key=='hero')]['links'][?(@._key=='l0')]['label']",
    )
    expect(sourceOf(map, "$['sections'][0]['stats'][0]['value']")).toBe("drafts.stat-1 $['value']")
    expect(sourceOf(map, "$['sections'][1]['stats'][0]['value']")).toBe("drafts.stat-1 $['value']")
    expect(sourceOf(map, "$['sections'][1]['stats'][1]['label']")).toBe("stat-2 $['label']")
    expect(sourceOf(map, "$['sections'][2]['items'][0]['question']")).toBe("faq-1 $['question']")
    expect(map.documents).toEqual([
      { _id: 'page-home', _type: 'page' },
      { _id: 'drafts.stat-1', _type: 'stat' },
      { _id: 'stat-2', _type: 'stat' },
      { _id: 'faq-1', _type: 'faqItem' },
    ])
  })

  test('a sentence citing a figure reads the Stat’s current value and maps to the field it is edited in', async () => {
    const drafts = await query(pageByPathQuery, { path: '/', language: 'en' })
    const published = await query(
      pageByPathQuery,
      { path: '/', language: 'en' },
      { perspective: 'published' },
    )
    const subheading = (answer: Answer) =>
      (answer.result as { sections: { subheading: string }[] }).sections[0]!.subheading
    expect([subheading(drafts), subheading(published)]).toEqual([
      'Over 175+ projects delivered.',
      'Over 150+ projects delivered.',
    ])
    expect(sourceOf(drafts.resultSourceMap, "$['sections'][0]['subheading']")).toBe(
      "page-home $['sections'][?(@._key=='hero')]['subheading']",
    )
    // A publish of the Stat is a change to the page's answer.
    expect(drafts.syncTags).toContain(syncTag('doc:stat-1'))
  })

  test('maps a page of the blog listing, newest first, to each article', async () => {
    const { resultSourceMap: map } = await query(blogListingQuery, { start: 0, end: 12, language: 'en' })
    expect(sourceOf(map, "$['posts'][0]['title']")).toBe("post-new $['title']")
    expect(sourceOf(map, "$['posts'][1]['slug']")).toBe("post-old $['slug']['current']")
    expect(map.documents).toEqual([
      { _id: 'post-new', _type: 'blogPost' },
      { _id: 'post-old', _type: 'blogPost' },
    ])
  })

  test('maps nothing the documents do not hold: a missing field is null in the result and has no mapping', async () => {
    const { result, resultSourceMap: map } = await query(pageByPathQuery, { path: '/', language: 'en' })
    expect((result as { summary: unknown }).summary).toBeNull()
    expect(map.mappings["$['summary']"]).toBeUndefined()
    expect(map.mappings["$['sections'][0]['intro']"]).toBeUndefined()
  })

  test('every mapped value is exactly the value at its source', async () => {
    const { result, resultSourceMap: map } = await query(pageByPathQuery, { path: '/', language: 'en' })
    const raw = await t.editor.fetch<Record<string, unknown>[]>('*', {}, { perspective: 'raw' })
    const at = (value: unknown, path: string) => {
      const steps = path.matchAll(/\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]|\[\?\(@\._key=='((?:[^'\\]|\\.)*)'\)\]/g)
      for (const [, key, index, itemKey] of steps) {
        if (key !== undefined) value = (value as Record<string, unknown>)[key]
        else if (index !== undefined) value = (value as unknown[])[Number(index)]
        else value = (value as { _key: string }[]).find((item) => item._key === itemKey)
      }
      return value
    }
    expect(Object.keys(map.mappings).length).toBeGreaterThan(30)
    for (const [resultPath, mapping] of Object.entries(map.mappings)) {
      if (mapping.source.type !== 'documentValue') continue
      const id = map.documents[mapping.source.document]!._id
      const doc = raw.find((candidate) => candidate._id === id)!
      // The drafts perspective shows a draft under its published id.
      const source = at({ ...doc, _id: id.replace(/^drafts\./, '') }, map.paths[mapping.source.path]!)
      // A text citing figures is shown as a string: the words with each figure's value (as the drafts show it).
      const shown = Array.isArray(source) && typeof at(result, resultPath) === 'string'
      const statValue = (statId: string) =>
        String((raw.find((d) => d._id === `drafts.${statId}`) ?? raw.find((d) => d._id === statId))?.value)
      expect({ resultPath, value: at(result, resultPath) }).toEqual({
        resultPath,
        value: shown ? figureTextValue(source, statValue) : source,
      })
    }
  })

  test('in the published perspective the stats map to their published documents', async () => {
    const { resultSourceMap: map } = await query(
      pageByPathQuery,
      { path: '/', language: 'en' },
      { perspective: 'published' },
    )
    expect(sourceOf(map, "$['sections'][1]['stats'][0]['value']")).toBe("stat-1 $['value']")
    expect(map.documents.map(({ _id }) => _id)).not.toContain('drafts.stat-1')
  })

  test('resultSourceMap=true addresses array items by index', async () => {
    const { resultSourceMap: map } = await query(
      pageByPathQuery,
      { path: '/', language: 'en' },
      { resultSourceMap: true },
    )
    expect(sourceOf(map, "$['sections'][0]['links'][0]['label']")).toBe(
      "page-home $['sections'][0]['links'][0]['label']",
    )
  })
})

describe('resultSourceMap on other GROQ', () => {
  const QUERY = `*[_id == "page-home"][0]{
    "heading": coalesce(sections[_key == "missing"][0].heading, sections[_key == "faq"][0].heading),
    "stat": sections[_key == "figures"][0].stats[1]->,
    "link": sections[0].links[0]{label, "text": label},
    "answers": sections[_type == "faqSection"].items[]->answer,
    "label": select(defined(title) => title, "untitled")
  }`

  test('coalesce maps to the argument that gave the value', async () => {
    const { resultSourceMap: map } = await query(QUERY, {})
    expect(sourceOf(map, "$['heading']")).toBe("page-home $['sections'][?(@._key=='faq')]['heading']")
  })

  test('a whole referenced document maps at its root', async () => {
    const { resultSourceMap: map } = await query(QUERY, {})
    expect(sourceOf(map, "$['stat']")).toBe('stat-2 $')
  })

  test('a projection of a keyed item maps each attribute, renamed or not', async () => {
    const { resultSourceMap: map } = await query(QUERY, {})
    const label = "page-home $['sections'][?(@._key=='hero')]['links'][?(@._key=='l0')]['label']"
    expect(sourceOf(map, "$['link']['label']")).toBe(label)
    expect(sourceOf(map, "$['link']['text']")).toBe(label)
  })

  test('a filtered array followed through references maps each element', async () => {
    const { resultSourceMap: map } = await query(QUERY, {})
    expect(sourceOf(map, "$['answers'][0]")).toBe("faq-1 $['answer']")
  })

  test('select() maps to the branch that was chosen', async () => {
    const { resultSourceMap: map } = await query(QUERY, {})
    expect(sourceOf(map, "$['label']")).toBe("page-home $['title']")
  })

  test('^ reaches the enclosing document inside a subquery', async () => {
    const { resultSourceMap: map } = await query(
      `*[_type == "stat" && _id == "stat-2"][0]{"page": *[_type == "page" && references(^._id)][0].title}`,
      {},
    )
    expect(sourceOf(map, "$['page']")).toBe("page-home $['title']")
  })
})

describe('stega from the source map', () => {
  test("a client with stega on gets the stat's figure with an edit link to the draft's field", async () => {
    const client = createClient({
      ...t.editor.config(),
      token: TOKEN,
      perspective: 'drafts',
      stega: { enabled: true, studioUrl: 'https://studio.test' },
    })
    const page = await client.fetch<{ sections: { stats?: { value: string }[] }[] }>(pageByPathQuery, {
      path: '/',
      language: 'en',
    })
    const figure = page.sections[1]!.stats![0]!.value
    expect(figure.startsWith('175+')).toBe(true)
    expect(figure.length).toBeGreaterThan('175+'.length)
    const { href } = vercelStegaDecode<{ href: string }>(figure)!
    expect(href).toContain('/intent/edit/mode=presentation;id=stat-1;type=stat;path=value')
  })
})

describe('syncTags', () => {
  test('name the documents and the page address the page query read, and nothing else', async () => {
    const { syncTags } = await query(pageByPathQuery, { path: '/', language: 'en' })
    for (const dependency of [
      'key:page:path=/',
      'key:service:path=/',
      'doc:stat-1',
      'doc:stat-2',
      'doc:faq-1',
    ])
      expect(syncTags).toContain(syncTag(dependency))
    expect(syncTags).not.toContain(syncTag('type:page'))
    expect(syncTags).not.toContain(syncTag('doc:stat-unused'))
    expect(syncTags).not.toContain(syncTag('all'))
  })

  test('come with every answer; without a source map a reference makes the query depend on what it reached', async () => {
    const answer = (await t.visitor.fetch(
      pageByPathQuery,
      { path: '/', language: 'en' },
      { filterResponse: false },
    )) as {
      syncTags: string[]
    }
    expect(answer.syncTags).not.toContain(syncTag('all'))
    expect(answer.syncTags).toContain(syncTag('doc:stat-1'))
    const settings = (await t.visitor.fetch(
      '*[_id == "siteSettings"][0]',
      {},
      { filterResponse: false },
    )) as {
      syncTags: string[]
    }
    expect(settings.syncTags).toEqual([syncTag('doc:siteSettings')])
  })
})
