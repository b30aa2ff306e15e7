// GROQ as Sanity's query API answers it: parsing, parameter checks, who sees which documents, evaluation. The
// evaluation itself runs on the worker threads of query-pool.ts (query-worker.ts), never on the main thread.
import { evaluate, evaluateSync, parse, type EvaluateOptions, type ExprNode } from 'groq-js'
import { LakeError } from './errors.ts'
import { planQuery, slotOf, type Derived, type QueryPlan } from './query-planner.ts'
import type { View } from './query-view.ts'
import type { SanityDocument } from './store.ts'

/**
 * Who is asking, as data (it crosses to a worker thread): a visitor, a holder of a draft-preview token, or the
 * editor (the lake's token).
 */
export type Visibility = 'public' | 'preview' | 'editor'

/** Ids with a dot (drafts.*, contactSubmission.*) are private, as in Sanity: readable only with the token. */
export const isPublicId = (id: string) => !id.includes('.')
/**
 * What a draft preview may read: public documents, their drafts and their versions in releases, and the releases
 * themselves (`_.releases.<id>`, for their titles); never leads, nor a draft or version of one.
 */
const isPreviewableId = (id: string) => {
  if (isPublicId(id)) return true
  const [prefix, ...rest] = id.split('.')
  if (prefix === 'drafts') return rest.length === 1
  if (prefix === 'versions') return rest.length === 2
  return prefix === '_' && rest.length === 2 && rest[0] === 'releases'
}

/**
 * Types only the editor reads, whatever their ids: the Presentation tool's preview URL secrets (`drafts.<uuid>`,
 * which a preview would otherwise read as drafts of public ids). A preview token that read one could open the
 * site's preview-mode link and be given a new token, renewing itself for as long as the Studio writes secrets. And
 * what visitors asked the chat assistant (`unansweredQuestion`, docs/chat.md): private ids already, and never public
 * whatever id one is given.
 */
export const EDITOR_ONLY_TYPES: readonly string[] = [
  'sanity.previewUrlSecret',
  'sanity.previewUrlShareAccess',
  'unansweredQuestion',
]

/**
 * Whether `visibility` may read the document `id`. `hasType` says whether the stored document is of a type (the
 * worker answers it from its type index, the live events from the changed document): asked only of ids that pass.
 */
export function isVisible(visibility: Visibility, id: string, hasType: (type: string) => boolean): boolean {
  if (visibility === 'editor') return true
  if (!(visibility === 'preview' ? isPreviewableId(id) : isPublicId(id))) return false
  return !EDITOR_ONLY_TYPES.some(hasType)
}

/** A parsed query with the parameter names it uses and how it reads the documents (query-planner.ts). */
export interface ParsedQuery {
  tree: ExprNode
  params: string[]
  plan: QueryPlan
}

/**
 * Parameter names a GROQ query uses (`$name`), from its parsed tree: groq-js inlines custom functions
 * (`fn ns::name($doc) = …;`) as it parses, so their own parameters are not the query's, and neither is a `$` in a
 * string or a comment.
 */
function usedParams(tree: ExprNode): string[] {
  const names = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item)
    else if (value && typeof value === 'object') {
      const node = value as { type?: unknown; name?: unknown }
      // A literal's value is data, not query.
      if (node.type === 'Value') return
      if (node.type === 'Parameter' && typeof node.name === 'string') names.add(node.name)
      for (const child of Object.values(node)) visit(child)
    }
  }
  visit(tree)
  return [...names]
}

/**
 * Parses without parameter values, so one tree serves every set of values (groq-js then resolves `$name` at
 * evaluation); with `params` only for what needs the values while parsing (slice bounds). Syntax errors are 400s
 * in Sanity's error shape.
 */
export function parseQuery(query: string, params?: Record<string, unknown>): ParsedQuery {
  if (!query.trim()) throw new LakeError(400, 'queryParseError', 'The query is empty', { query })
  try {
    const tree = parse(query, params ? { params } : undefined)
    return { tree, params: usedParams(tree), plan: planQuery(tree) }
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

/**
 * groq-js's synchronous evaluator, several times faster than its asynchronous one (no promise per document), and
 * the asynchronous one for what the synchronous one does not support (it throws before giving any answer).
 */
async function run(tree: ExprNode, options: EvaluateOptions): Promise<unknown> {
  try {
    return evaluateSync(tree, options).data
  } catch {
    return (await evaluate(tree, options)).get()
  }
}

/**
 * A query's result over a view of the documents: each `*` reads what its plan selects, each `->` is a lookup.
 * `dereferenced` is told the id of every document a `->` looked up (the answer's sync tags name them).
 */
export async function evaluateQuery(
  parsed: ParsedQuery,
  view: View,
  params: Record<string, unknown>,
  dereferenced?: Set<string>,
): Promise<unknown> {
  const { plan } = parsed
  // A `*` inside a projection is reached once per projected document; its documents are looked up once.
  const selected = new Map<number, SanityDocument[]>()
  const dereference = ({ _ref }: { _ref: string }): unknown => {
    const slot = slotOf(_ref)
    if (slot === undefined) {
      dereferenced?.add(_ref)
      return view.get(_ref)
    }
    const derived = plan.derived[slot]
    if (derived) return derivedValue(derived)
    let documents = selected.get(slot)
    if (!documents) selected.set(slot, (documents = view.select(plan.slots[slot] ?? null, params)))
    return documents
  }
  /** A derived sub-query's value from the ids it gave in this view, answering it first when it has not yet. */
  const derivedValue = (derived: Derived): unknown => {
    const key = `${derived.key}\u0000${JSON.stringify(derived.params.map((name) => params[name] ?? null))}`
    const answer = (result: unknown) => {
      const ids = Array.isArray(result) ? result.map((doc: { _id: string }) => doc._id) : null
      view.derived.set(key, ids)
      return ids
    }
    const value = (ids: string[] | null) => {
      if (ids === null) return null
      if (derived.kind === 'count') return ids.length
      let { left, right } = derived.slice!
      // groq-js's own slice: negative from the end, an inclusive end one further, clamped at zero.
      if (left < 0) left += ids.length
      if (right < 0) right += ids.length
      if (derived.slice!.isInclusive) right++
      return ids.slice(Math.max(left, 0), Math.max(right, 0)).map((id) => view.get(id))
    }
    if (view.derived.has(key)) return value(view.derived.get(key)!)
    const options = { dataset: [], params, dereference }
    try {
      return value(answer(evaluateSync(derived.tree, options).data))
    } catch {
      // What the synchronous evaluator cannot do: a promise, which makes the whole query run asynchronously.
      return evaluate(derived.tree, options).then(async (result: Awaited<ReturnType<typeof evaluate>>) =>
        value(answer(await result.get())),
      )
    }
  }
  // groq-js wants a dataset even when it never reads it (`->` checks it is an array).
  return run(plan.tree, { dataset: plan.wholeDataset ? view.all() : [], params, dereference })
}

/** Whether a listener's filter selects a document (evaluated over that document alone, as Sanity does). */
export async function matchesFilter(
  parsed: ParsedQuery,
  doc: SanityDocument | null,
  params: Record<string, unknown>,
): Promise<boolean> {
  if (!doc) return false
  const result = await run(parsed.tree, { dataset: [doc], params })
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
