// "Open on site" / "Preview on site": which page a document belongs to, and a preview link the site understands.
import { describe, expect, test } from 'vitest'
import type { SanityClient } from '@sanity/client'
import { siteLink, sitePathOf } from '../../studio/site-paths.ts'
import { previewPerspective } from '../../web/src/data/preview-link.ts'
import { previewStartPerspective, previewToken } from '../../web/src/data/preview.ts'

function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  }
}

const clientAnswering = (path: string | null) => ({ fetch: async () => path }) as unknown as SanityClient

describe('the page a document belongs to', () => {
  test('pages and services by their address, case studies and articles by their slug', async () => {
    const client = clientAnswering(null)
    expect(await sitePathOf(client, { _id: 'page-contact', _type: 'page', path: '/contact' })).toBe(
      '/contact',
    )
    expect(await sitePathOf(client, { _id: 's', _type: 'service', path: '/sap-btp' })).toBe('/sap-btp')
    expect(await sitePathOf(client, { _id: 'c', _type: 'caseStudy', slug: { current: 'retail' } })).toBe(
      '/case-studies/retail',
    )
    expect(await sitePathOf(client, { _id: 'b', _type: 'blogPost', slug: { current: 'roi' } })).toBe(
      '/blog/roi',
    )
    expect(await sitePathOf(client, { _id: 'siteSettings', _type: 'siteSettings' })).toBe('/')
  })

  test('the contact form texts on the contact page', async () => {
    const client = clientAnswering(null)
    expect(await sitePathOf(client, { _id: 'contactFormDefaults', _type: 'contactFormDefaults' })).toBe(
      '/contact',
    )
  })

  test('shared items on the first page that shows them; leads nowhere', async () => {
    expect(await sitePathOf(clientAnswering('/'), { _id: 'drafts.stat-clients', _type: 'stat' })).toBe('/')
    // A release's version is looked up under its published id.
    const byId = {
      fetch: async (_query: string, params: { id: string }) => (params.id === 'stat-clients' ? '/' : null),
    } as unknown as SanityClient
    expect(await sitePathOf(byId, { _id: 'versions.rSummer.stat-clients', _type: 'stat' })).toBe('/')
    expect(await sitePathOf(clientAnswering(null), { _id: 'faq-9', _type: 'faqItem' })).toBeNull()
    expect(
      await sitePathOf(clientAnswering('/'), { _id: 'contactSubmission.x', _type: 'contactSubmission' }),
    ).toBeNull()
  })
})

describe('preview links', () => {
  test('a published page opens as is', () => {
    expect(siteLink('http://localhost:3000/', '/contact', false)).toBe('http://localhost:3000/contact')
  })

  test('the site reads a preview link: drafts for the tab, the token kept and never in the query string', () => {
    const link = new URL(siteLink('http://localhost:3000', '/blog/roi', 'preview-abc'))
    expect(link.search).toBe('?preview=drafts')
    expect(link.hash).toBe('#preview-token=preview-abc')
    const storage = memoryStorage()
    expect(previewPerspective(link as unknown as Location, storage)).toBe('drafts')
    expect(previewToken(storage)).toBe('preview-abc')
    // Later pages of the tab stay in preview; ?preview=off leaves it and forgets the token.
    expect(previewPerspective(new URL('http://localhost:3000/') as unknown as Location, storage)).toBe(
      'drafts',
    )
    const off = new URL('http://localhost:3000/?preview=off') as unknown as Location
    expect(previewPerspective(off, storage)).toBe('published')
    expect(previewToken(storage)).toBeUndefined()
  })

  test('a document of a release previews the page in that release, over the drafts', () => {
    const link = new URL(siteLink('http://localhost:3000', '/blog/roi', 'preview-abc', 'rSummer'))
    expect(link.searchParams.get('preview')).toBe('drafts')
    expect(link.searchParams.get('sanity-preview-perspective')).toBe('rSummer,drafts')
    const storage = memoryStorage()
    expect(previewPerspective(link as unknown as Location, storage)).toBe('drafts')
    expect(previewStartPerspective(storage)).toEqual(['rSummer', 'drafts'])
  })
})
