import { describe, expect, it } from 'vitest'
import { PageDependencies } from '../../render/page-dependencies.ts'
import type { RoutesManifest } from '../../render/routes-manifest.ts'

const query = (tags?: string[]) => ({ query: '*', params: {}, tags })

/** Settings on every page, one article query per article page, a listing, and a page that ran nothing. */
function manifest(): RoutesManifest {
  return {
    queries: {
      settings: query(['doc:settings']),
      a: query(['key:a']),
      b: query(['key:b']),
      listing: query(['type:blogPost']),
      unknown: query(),
    },
    routes: {
      '/': { file: 'index.html', status: 200, etag: '"1"', queries: { settings: 'h', listing: 'h' } },
      '/blog/a': { file: 'a', status: 200, etag: '"2"', queries: { settings: 'h', a: 'h' } },
      '/blog/b': { file: 'b', status: 200, etag: '"3"', queries: { settings: 'h', b: 'h' } },
      '/odd': { file: 'odd', status: 200, etag: '"4"', queries: { unknown: 'h' } },
      '/static': { file: 'static', status: 200, etag: '"5"', queries: {} },
    },
  }
}

describe('which pages a change may have touched', () => {
  it('a change read by one page touches that page, and those whose queries say nothing of what they read', () => {
    const dependencies = PageDependencies.from(manifest())
    expect([...dependencies.touchedBy(['key:a'])].sort()).toEqual(['/blog/a', '/odd', '/static'])
  })

  it('the queries a change may have touched are those whose tags meet it and those whose tags are not known', () => {
    const dependencies = PageDependencies.from(manifest())
    expect([...dependencies.touchedQueries(['key:a'])].sort()).toEqual(['a', 'unknown'])
  })

  it('a change every page reads touches every page', () => {
    const dependencies = PageDependencies.from(manifest())
    expect(dependencies.touchedBy(['doc:settings']).size).toBe(5)
  })

  it("the pages that read a tag are those whose queries' known tags carry it", () => {
    const dependencies = PageDependencies.from(manifest())
    expect([...dependencies.readers(['type:blogPost', 'key:b'])].sort()).toEqual(['/', '/blog/b'])
  })

  it('a page rendered again with other queries is found by its new queries only', () => {
    const dependencies = PageDependencies.from(manifest())
    dependencies.setQuery('c', ['key:c'])
    dependencies.setPage('/blog/a', ['settings', 'c'])
    expect(dependencies.readers(['key:a']).size).toBe(0)
    expect([...dependencies.readers(['key:c'])]).toEqual(['/blog/a'])
    expect(dependencies.queries('/blog/a')).toEqual(['settings', 'c'])
  })

  it('a query whose tags change is found by the new tags, not the old', () => {
    const dependencies = PageDependencies.from(manifest())
    dependencies.setQuery('listing', ['type:caseStudy'])
    expect(dependencies.readers(['type:blogPost']).size).toBe(0)
    expect([...dependencies.readers(['type:caseStudy'])]).toEqual(['/'])
    expect(dependencies.touchedQueries(['type:caseStudy']).has('listing')).toBe(true)
    expect(dependencies.touchedQueries(['type:blogPost']).has('listing')).toBe(false)
  })

  it('a deleted page is touched by nothing, and a query no page runs is unused', () => {
    const dependencies = PageDependencies.from(manifest())
    dependencies.deletePage('/blog/b')
    expect(dependencies.touchedBy(['key:b']).has('/blog/b')).toBe(false)
    expect(dependencies.used('b')).toBe(false)
    expect(dependencies.used('settings')).toBe(true)
  })

  it('a query read by several pages is read by those left as they are deleted, and by none after the last', () => {
    const dependencies = PageDependencies.from(manifest())
    dependencies.deletePage('/blog/a')
    dependencies.deletePage('/blog/b')
    expect([...dependencies.readers(['doc:settings'])]).toEqual(['/'])
    dependencies.deletePage('/')
    expect(dependencies.readers(['doc:settings']).size).toBe(0)
    expect(dependencies.used('settings')).toBe(false)
  })

  it('a page that ran a query no longer kept counts as reading anything', () => {
    const dependencies = PageDependencies.from(manifest())
    dependencies.deleteQuery('a')
    expect(dependencies.touchedBy(['doc:other']).has('/blog/a')).toBe(true)
    expect(dependencies.touchedQueries(['doc:other']).has('a')).toBe(true)
  })
})
