import { useSuspenseQuery } from '@tanstack/react-query'
import type { QueryParams } from '@sanity/client'
import { useSanityClientLoader } from './SanityProvider.tsx'
import { useLanguage } from './language.ts'
import { DEFAULT_LANGUAGE, type LanguageId } from '#shared/languages.ts'

/** Each query text's id (queryId) and each id's text, both ways: query texts are module constants, a few dozen. */
const idsByText = new Map<string, string>()
const textsById = new Map<string, string>()

/** cyrb53: 53 well-mixed bits of a string, in plain arithmetic (the same in the browser and on the server). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/**
 * A short id of a GROQ query's text, which the cache key holds instead of the text: TanStack Query hashes a key
 * several times a render, and the page's data block carries each key twice (the key and its hash), where the
 * navigation query alone is 6 KB of GROQ. Two texts with one id would share cached answers, so that throws.
 */
export function queryId(query: string): string {
  let id = idsByText.get(query)
  if (id === undefined) {
    id = hash53(query).toString(36)
    const known = textsById.get(id)
    if (known !== undefined && known !== query) throw new Error(`Two GROQ queries have the same id ${id}`)
    idsByText.set(query, id)
    textsById.set(id, query)
  }
  return id
}

/** The GROQ text of a query id this module has made (the prerender lists each page's queries with it). */
export function queryText(id: string): string | undefined {
  return textsById.get(id)
}

/**
 * The cache key of a GROQ query: the same on the server (prerender) and in the browser (hydration). Its params are
 * what the query is asked with: a query that reads texts in the page's language (`$language`,
 * schemas/lib/language-groq.ts) gets that language; no other query's key carries it.
 */
export function sanityQueryKey(
  query: string,
  params: QueryParams = {},
  language: LanguageId = DEFAULT_LANGUAGE,
) {
  const asked = query.includes('$language') ? { language, ...params } : params
  return ['sanity', queryId(query), asked] as const
}

/**
 * Runs a `defineQuery` GROQ query through @sanity/client and suspends until it answers. Prerendering waits for it;
 * in the browser the prerendered result is already in the cache, and the page asks the server whether it changed
 * (a conditional GET with its ETag, hydration/page-check.ts; app/start.tsx says when), so content published since
 * it was served shows without a reload. `Result` is the query's TypeGen type, imported by name from
 * shared/sanity.types.ts (`useSanityQuery<PageByPathQueryResult>(pageByPathQuery, …)`); left out, it is `unknown`.
 * A query that uses `$language` is asked in the page's language (data/language.ts).
 */
export function useSanityQuery<Result = unknown>(query: string, ownParams: QueryParams = {}): Result {
  const loadClient = useSanityClientLoader()
  const queryKey = sanityQueryKey(query, ownParams, useLanguage())
  const params = queryKey[2]
  const { data } = useSuspenseQuery({
    queryKey,
    queryFn: async ({ signal }) => (await loadClient()).fetch<Result>(query, params, { signal }),
  })
  return data
}
