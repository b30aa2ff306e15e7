// What the server answers for the CMS redirects (schemas/lib/redirect-target.ts): chains collapse to one hop, loops
// and redirects hidden by a live page are left out; and where a document lives, in GROQ and in TypeScript alike.
import { describe, expect, test } from 'vitest'
import { evaluate, parse } from 'groq-js'
import { collapseRedirects, redirectLocation, redirectLoop } from '../../schemas/lib/redirect-target.ts'
import { documentPath, routePathOf } from '../../schemas/lib/document-path.ts'

const rule = (from: string, to: string, permanent: boolean | null = true) => ({ from, to, permanent })

describe('the redirects the server answers', () => {
  test('a chain answers its last address in one hop: A → B, B → C answers A → C', () => {
    const answers = collapseRedirects([rule('/a', '/b'), rule('/b', '/c')])
    expect(answers.get('/a')).toEqual({ to: '/c', permanent: true })
    expect(answers.get('/b')).toEqual({ to: '/c', permanent: true })
  })

  test('a chain with one temporary hop is temporary', () => {
    expect(collapseRedirects([rule('/a', '/b'), rule('/b', '/c', false)]).get('/a')).toEqual({
      to: '/c',
      permanent: false,
    })
  })

  test('a redirect from the address a page lives at is left out: the page wins', () => {
    const answers = collapseRedirects(
      [rule('/sap-btp', '/new-btp'), rule('/old', '/sap-btp')],
      new Set(['/sap-btp']),
    )
    expect(answers.has('/sap-btp')).toBe(false)
    expect(answers.get('/old')).toEqual({ to: '/sap-btp', permanent: true })
  })

  test('a loop is left out, however long', () => {
    const answers = collapseRedirects([
      rule('/a', '/b'),
      rule('/b', '/c'),
      rule('/c', '/a'),
      rule('/d', '/a'),
    ])
    expect([...answers.keys()]).toEqual([])
  })

  test('a redirect whose chosen page is gone (no address) or that leaves the site unsafely is left out', () => {
    const answers = collapseRedirects([
      { from: '/a', to: null, permanent: true },
      rule('/b', '//evil.example'),
      rule('/c', 'https://partner.example/x'),
    ])
    expect([...answers]).toEqual([['/c', { to: 'https://partner.example/x', permanent: true }]])
  })

  test('the first of two redirects from one address wins', () => {
    expect(collapseRedirects([rule('/a', '/b'), rule('/a', '/c')]).get('/a')?.to).toBe('/b')
  })
})

describe('a loop the Studio refuses', () => {
  test('names the addresses visitors would go round', () => {
    expect(redirectLoop('/c', '/a', [rule('/a', '/b'), rule('/b', '/c')])).toEqual(['/c', '/a', '/b', '/c'])
  })

  test('is none when the chain ends elsewhere, or the redirect replaces its own earlier version', () => {
    expect(redirectLoop('/a', '/b', [rule('/b', '/c')])).toBeNull()
    expect(redirectLoop('/a', '/b', [rule('/a', '/x')])).toBeNull()
  })
})

describe("a document's address", () => {
  const documents = [
    { _id: 'p', _type: 'page', path: '/contact' },
    { _id: 's', _type: 'service', path: '/sap-btp' },
    { _id: 'b', _type: 'blogPost', slug: { current: 'sap-2027' } },
    { _id: 'c', _type: 'caseStudy', slug: { current: 'medcore' }, detail: { roi: '8 months' } },
    { _id: 'card', _type: 'caseStudy', slug: { current: 'card-only' } },
    { _id: 'f', _type: 'faqItem', question: 'Why?' },
  ]

  test('is the same in GROQ and in TypeScript', async () => {
    const query = parse(`*[]{_id, "path": ${documentPath}}`)
    const fromGroq = (await (await evaluate(query, { dataset: documents })).get()) as {
      _id: string
      path: string | null
    }[]
    expect(fromGroq.map(({ path }) => path ?? null)).toEqual(documents.map((doc) => routePathOf(doc)))
    expect(fromGroq.map(({ path }) => path ?? null)).toEqual([
      '/contact',
      '/sap-btp',
      '/blog/sap-2027',
      '/case-studies/medcore',
      null,
      null,
    ])
  })
})

describe('where a redirect sends a visitor who came with a query', () => {
  test('to a site path, with the query', () => {
    expect(redirectLocation('/new', '?utm_campaign=spring')).toBe('/new?utm_campaign=spring')
    expect(redirectLocation('/new', '')).toBe('/new')
  })

  test("after the target's own query, and before its #section", () => {
    expect(redirectLocation('/new?lang=de', '?utm_campaign=spring')).toBe('/new?lang=de&utm_campaign=spring')
    expect(redirectLocation('/about#team', '?utm_campaign=spring')).toBe('/about?utm_campaign=spring#team')
  })

  test('to another site, without it', () => {
    expect(redirectLocation('https://partner.example/welcome', '?utm_campaign=spring')).toBe(
      'https://partner.example/welcome',
    )
  })
})
