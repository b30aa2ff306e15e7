import { evaluate, parse } from 'groq-js'
import { LakeError } from './errors.ts'
import { documentsFor, type Perspective } from './perspective.ts'
import type { DocumentStore, SanityDocument } from './store.ts'

/** Parameter names a GROQ query uses (`$name`), outside string literals. */
function usedParams(query: string): string[] {
  const withoutStrings = query.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
  return [...new Set([...withoutStrings.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!))]
}

/**
 * Runs a GROQ query with groq-js over a perspective of the store. Syntax errors and missing parameters are 400s
 * in Sanity's error shape (groq-js alone would read a missing parameter as null).
 */
export async function runQuery(
  store: DocumentStore,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  visible?: (id: string) => boolean,
): Promise<unknown> {
  if (!query.trim()) throw new LakeError(400, 'queryParseError', 'The query is empty', { query })
  let tree
  try {
    tree = parse(query, { params })
  } catch (error) {
    const position = (error as { position?: number }).position
    throw new LakeError(400, 'queryParseError', (error as Error).message, {
      query,
      start: position ?? 0,
      end: (position ?? 0) + 1,
    })
  }
  const missing = usedParams(query).filter((name) => !(name in params))
  if (missing.length > 0) {
    throw new LakeError(400, 'queryParseError', `param $${missing[0]} referenced, but not provided`, {
      query,
    })
  }
  const documents = visible ? store.all().filter((doc) => visible(doc._id)) : store.all()
  const dataset: SanityDocument[] = documentsFor(perspective, documents)
  const result = await evaluate(tree, { dataset, params })
  return result.get()
}

/** `$name=<json>` search parameters of a GET query. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw new LakeError(
        400,
        'httpBadRequest',
        `Unable to parse value of "${key}=${value}". Please quote string values.`,
      )
    }
  }
  return params
}
