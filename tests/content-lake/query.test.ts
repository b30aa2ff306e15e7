import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLake, TOKEN, type TestLake } from './harness.ts'

let t: TestLake
beforeAll(async () => {
  t = await startLake()
})
afterAll(() => t.close())

describe('GET and POST /data/query', () => {
  test('answers {ms, query, result} from the seed', async () => {
    const response = await fetch(
      `${t.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "stat"])')}`,
    )
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ query: 'count(*[_type == "stat"])', result: 2 })
    expect(typeof body.ms).toBe('number')
  })

  test('$param parameters are applied', async () => {
    expect(await t.visitor.fetch('*[_type == "stat" && value == $value][0].label', { value: '24/7' })).toBe(
      'Support',
    )
  })

  test('a long query goes by POST and gets the same answer', async () => {
    const padding = ' '.repeat(12_000)
    expect(await t.visitor.fetch(`count(*[_type == "stat"])${padding}`)).toBe(2)
  })

  test('the published perspective hides drafts; drafts overlays them for the editor', async () => {
    expect(await t.editor.fetch('*[_id == "stat-1"][0].value', {}, { perspective: 'published' })).toBe('150+')
    expect(await t.editor.fetch('*[_id == "stat-1"][0].value', {}, { perspective: 'drafts' })).toBe('175+')
    expect(
      await t.editor.fetch('count(*[_id in ["stat-1", "drafts.stat-1"]])', {}, { perspective: 'raw' }),
    ).toBe(2)
  })

  test('a visitor never sees drafts or private documents, whatever the perspective', async () => {
    expect(await t.visitor.fetch('*[_id == "stat-1"][0].value', {}, { perspective: 'drafts' })).toBe('150+')
    expect(await t.visitor.fetch('count(*[_type == "contactSubmission"])', {}, { perspective: 'raw' })).toBe(
      0,
    )
    expect(await t.editor.fetch('count(*[_type == "contactSubmission"])')).toBe(1)
  })

  test("the lake's in-process query (the build's) answers what a visitor's request answers", async () => {
    const queries = [
      ['*[_id == "stat-1"][0].value', {}],
      ['count(*[_type == "contactSubmission"])', {}],
      ['*[_type == "stat" && value == $value][0].label', { value: '24/7' }],
      ['*[_id == "no-such-document"][0]', {}],
    ] as const
    for (const [query, params] of queries)
      expect(await t.lake.query(query, params)).toEqual(await t.visitor.fetch(query, params))
    expect(await t.lake.query('*[_id == "stat-1"][0].value', {})).toBe('150+')
  })

  test("a GROQ syntax error is a 400 in Sanity's error shape", async () => {
    const response = await fetch(
      `${t.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[')}`,
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({ type: 'queryParseError', query: '*[' })
  })

  test('a missing parameter is a 400, not a silent null', async () => {
    const response = await fetch(
      `${t.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == $id]')}`,
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error.description).toBe('param $id referenced, but not provided')
  })

  test('custom functions (fn ns::name($p) = …;) are answered; their own parameters are not the query’s', async () => {
    const query =
      'fn stat::card($stat) = $stat{ "text": label + ": " + value }; ' +
      '*[_type == "stat" && value == $value]{ "card": stat::card(@) }'
    expect(await t.visitor.fetch(query, { value: '24/7' })).toEqual([{ card: { text: 'Support: 24/7' } }])
    // A parameter the query itself uses is still required.
    const missing = await fetch(
      `${t.url}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`,
    )
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.description).toBe('param $value referenced, but not provided')
  })

  test('a custom function answers as groq-js does over the same documents (the issue’s `$baz`)', async () => {
    const query =
      'fn ex::summary($baz) = $baz{ label, "long": length(value) > $min }; ' +
      '*[_type == "stat"] | order(_id) { "summary": ex::summary(@) }'
    const params = { min: 3 }
    const documents = await t.visitor.fetch('*[_type == "stat"]')
    const expected = await (await evaluate(parse(query), { dataset: documents, params })).get()
    expect(expected).toHaveLength(2)
    expect(await t.visitor.fetch(query, params)).toEqual(expected)
  })

  test('a "$" in a comment is not a parameter', async () => {
    expect(await t.visitor.fetch('// the stats, not $x\ncount(*[_type == "stat"])')).toBe(2)
  })
})

describe('GET /data/doc', () => {
  test('returns the documents and lists missing ids as omitted', async () => {
    const response = await fetch(`${t.url}/v2025-02-19/data/doc/production/stat-1,nope`)
    const body = await response.json()
    expect(body.documents.map((doc: { _id: string }) => doc._id)).toEqual(['stat-1'])
    expect(body.omitted).toEqual([{ id: 'nope', reason: 'existence' }])
  })

  test('a lead (a private id) is answered only with the editor token', async () => {
    const url = `${t.url}/v2025-02-19/data/doc/production/contactSubmission.secret`
    const visitor = await (await fetch(url)).json()
    expect(visitor.documents).toEqual([])
    const editor = await (await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()
    expect(editor.documents.map((doc: { name: string }) => doc.name)).toEqual(['Private lead'])
  })
})

describe('seeding', () => {
  test('an _sanityAsset image becomes a sanity.imageAsset document and a reference to it', async () => {
    const settings = await t.visitor.fetch<{ shareImage: { alt: string; asset: { _ref: string } } }>(
      '*[_id == "siteSettings"][0]',
    )
    expect(settings.shareImage.alt).toBe('Blue')
    expect(settings.shareImage.asset._ref).toMatch(/^image-[a-f0-9]{40}-400x300-png$/)
    const asset = await t.visitor.fetch('*[_id == $id][0]', { id: settings.shareImage.asset._ref })
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'png',
      mimeType: 'image/png',
      metadata: { dimensions: { width: 400, height: 300, aspectRatio: 400 / 300 } },
    })
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
    expect(asset.url).toMatch(/^\/content-lake\/images\/local\/production\/[a-f0-9]{40}-400x300\.png$/)
  })
})
