// GROQ as Sanity's query API answers it: parsing, parameter checks, who sees which documents, evaluation. The
// evaluation itself runs on the worker threads of query-pool.ts (query-worker.ts), never on the main thread.
import { evaluate, parse, type ExprNode } from 'groq-js'
import { LakeError } from './errors.ts'
import { documentsFor, type Perspective } from './perspective.ts'
import type { SanityDocument } from './store.ts'

/**
 * Who is asking, as data (it crosses to a worker thread): a visitor, a holder of a draft-preview token, or the
 * editor (the lake's token).
 */
export type Visibility = 'public' | 'preview' | 'editor'

/** Ids with a dot (drafts.*, contactSubmission.*) are private, as in Sanity: readable only with the token. */
export const isPublicId = (id: string) => !id.includes('.')
/** What a draft preview may read: public documents and their drafts (never leads). */
const isPreviewableId = (id: string) =>
  isPublicId(id) || (id.startsWith('drafts.') && isPublicId(id.slice(7)))

export function isVisible(visibility: Visibility, id: string): boolean {
  if (visibility === 'editor') return true
  return visibility === 'preview' ? isPreviewableId(id) : isPublicId(id)
}

/** The documents a query sees: those the asker may read, through the perspective. */
export function queryDataset(
  documents: Iterable<SanityDocument>,
  visibility: Visibility,
  perspective: Perspective,
): SanityDocument[] {
  const readable = [...documents].filter((doc) => isVisible(visibility, doc._id))
  return documentsFor(perspective, readable)
}

/** A parsed query with the parameter names it uses. */
export interface ParsedQuery {
  tree: ExprNode
  params: string[]
}

/** Parameter names a GROQ query uses (`$name`), outside string literals. */
function usedParams(query: string): string[] {
  const withoutStrings = query.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
  return [...new Set([...withoutStrings.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!))]
}

/**
 * Parses without parameter values, so one tree serves every set of values (groq-js then resolves `$name` at
 * evaluation). Syntax errors are 400s in Sanity's error shape.
 */
export function parseQuery(query: string, params?: Record<string, unknown>): ParsedQuery {
  if (!query.trim()) throw new LakeError(400, 'queryParseError', 'The query is empty', { query })
  try {
    return { tree: parse(query, params ? { params } : undefined), params: usedParams(query) }
  } catch (error) {
    const position = (error as { position?: number }).position
    throw new LakeError(400, 'queryParseError', (error as Error).message, {
      query,
      start: position ?? 0,
      end: (position ?? 0) + 1,
    })
  }
}

/** A missing parameter is a 400, as in Sanity (groq-js alone would read it as null). */
export function checkParams(query: string, parsed: ParsedQuery, params: Record<string, unknown>): void {
  const missing = parsed.params.find((name) => !Object.hasOwn(params, name))
  if (missing !== undefined) {
    throw new LakeError(400, 'queryParseError', `param $${missing} referenced, but not provided`, { query })
  }
}

export async function evaluateQuery(
  parsed: ParsedQuery,
  dataset: SanityDocument[],
  params: Record<string, unknown>,
): Promise<unknown> {
  return (await evaluate(parsed.tree, { dataset, params })).get()
}

/** Whether a listener's filter selects a document (evaluated over that document alone, as Sanity does). */
export async function matchesFilter(
  parsed: ParsedQuery,
  doc: SanityDocument | null,
  params: Record<string, unknown>,
): Promise<boolean> {
  if (!doc) return false
  const result = await evaluateQuery(parsed, [doc], params)
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}

/** `$name=<json>` search parameters of a GET query. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  // No prototype: `$__proto__=...` is a parameter like any other, not a prototype to set.
  const params: Record<string, unknown> = Object.create(null)
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
