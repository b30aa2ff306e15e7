import { describe, expect, test } from 'vitest'
import { hashKey } from '@tanstack/react-query'
import { queryId, queryText, sanityQueryKey } from '../../web/src/data/query.ts'
import { navigationQuery, siteSettingsQuery } from '../../web/src/queries/settings.ts'

describe('the cache key of a GROQ query', () => {
  test('holds a short id of the query text, not the text, with the parameters', () => {
    const key = sanityQueryKey(navigationQuery, { path: '/' })
    expect(key[0]).toBe('sanity')
    expect(key[1]).toMatch(/^[0-9a-z]{1,11}$/)
    expect(key[2]).toEqual({ language: 'en', path: '/' })
    expect(hashKey(key).length).toBeLessThan(80)
    expect(navigationQuery.length).toBeGreaterThan(1000)
  })

  test('holds the page’s language only for a query that asks for it', () => {
    expect(sanityQueryKey(navigationQuery, {}, 'de')[2]).toEqual({ language: 'de' })
    expect(sanityQueryKey('*[_type == "stat"]', { path: '/' }, 'de')[2]).toEqual({ path: '/' })
  })

  test('is the same for the same text and differs between texts', () => {
    expect(queryId(`${siteSettingsQuery}`)).toBe(queryId(siteSettingsQuery))
    expect(queryId(siteSettingsQuery)).not.toBe(queryId(navigationQuery))
    expect(queryId('*[_type == "a"]')).not.toBe(queryId('*[_type == "b"]'))
  })

  test('leads back to the query text, for the list of queries a page ran', () => {
    const [, id] = sanityQueryKey(siteSettingsQuery)
    expect(queryText(id)).toBe(siteSettingsQuery)
    expect(queryText('not-an-id')).toBeUndefined()
  })
})
