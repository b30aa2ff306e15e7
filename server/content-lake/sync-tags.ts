// Sync tags, as the hosted API's Live Content API uses them: every query answer lists opaque tags naming what its
// result depends on, and every write is announced with the tags of what it changed (live-events.ts); a client
// refetches a query when the two share a tag. Here a tag names one of three dependencies:
//
//   doc:<id>         a document the query read by id (a `->` reference, `*[_id == "x"]`), drafts under their published id
//   key:<t>:<f>=<v>  the documents of a type with one value of a key field, the fields pages are found by (KEY_FIELDS):
//                    `*[_type == "blogPost" && slug.current == $slug]` reads one article, not every article
//   type:<t>         the set of documents of a type a query scanned (`*[_type == "t" && ...]`)
//   all              anything (a scan the filter does not narrow to types or ids)
//
// A write is announced with doc:, key: and type: (each of the document before and after) and all, so a query is told
// about every write that can change its result, and about few others: at 10,000 articles, publishing one re-checks
// the article pages whose slug it had or has, not all 10,000. Tags are hashed: they never name a document or a type to a visitor.
import { createHash } from 'node:crypto'
import type { ExprNode } from 'groq-js'
import type { SanityDocument } from './store.ts'
import { publishedIdOf } from './source-ids.ts'

export const ALL = 'all'
export const docDependency = (id: string) => `doc:${publishedIdOf(id)}`
export const typeDependency = (type: string) => `type:${type}`

/**
 * The fields documents are looked up by, as pages do: a scan whose filter requires a type and one of these equal to
 * a string depends on the documents of that type with that value only. Every write announces the values its
 * document had and has, so a field can be a key only if both sides know it: this list.
 */
export const KEY_FIELDS = ['slug.current', 'path'] as const
export const keyDependency = (type: string, field: string, value: string) => `key:${type}:${field}=${value}`

const fieldValue = (document: SanityDocument, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>((value, name) => (value as Record<string, unknown> | undefined)?.[name], document)

/** The opaque tag of a dependency; the same in every thread and process. */
export function syncTag(dependency: string): string {
  return `s1:${createHash('sha256').update(dependency).digest('base64url').slice(0, 10)}`
}

export function syncTags(dependencies: Iterable<string>): string[] {
  return [...new Set([...dependencies].map(syncTag))].sort()
}

/**
 * A dependency on a document's address (its slug or path): what the document's own page reads it by. A document read
 * by id may be on every page (a figure in the footer); by its address, it is on its page.
 */
export const isAddressDependency = (dependency: string) => dependency.startsWith('key:')

/** The dependencies a document's change touches. */
export function changeDependencies(
  id: string,
  previous: SanityDocument | null,
  next: SanityDocument | null,
): string[] {
  const types = new Set([previous?._type, next?._type].filter((type) => typeof type === 'string'))
  const keys = [previous, next].flatMap((document) =>
    document && typeof document._type === 'string'
      ? KEY_FIELDS.flatMap((field) => {
          const value = fieldValue(document, field)
          return typeof value === 'string' ? [keyDependency(document._type, field, value)] : []
        })
      : [],
  )
  return [docDependency(id), ...new Set(keys), ...[...types].map(typeDependency), ALL]
}

type Node = ExprNode & Record<string, unknown>

function literal(node: Node, params: Record<string, unknown>): unknown {
  if (node.type === 'Value') return node.value
  if (node.type === 'Parameter') return params[node.name as string]
  if (node.type === 'Group') return literal(node.base as Node, params)
  if (node.type === 'Array') {
    const elements = node.elements as { value: Node; isSplat: boolean }[]
    if (elements.some((element) => element.isSplat)) return undefined
    return elements.map((element) => literal(element.value, params))
  }
  return undefined
}

const isField = (node: Node, name: string) =>
  node.type === 'AccessAttribute' && !node.base && node.name === name

/** `slug.current` for an attribute path from the document itself, else undefined. */
function fieldPath(node: Node): string | undefined {
  if (node.type !== 'AccessAttribute') return undefined
  if (!node.base) return node.name as string
  const base = fieldPath(node.base as Node)
  return base && `${base}.${node.name as string}`
}

/** `<key field> == "v"` (either side, a literal or a parameter): the field and the value. */
function keyConstraint(node: Node, params: Record<string, unknown>): [string, string] | undefined {
  if (node.type === 'Group') return keyConstraint(node.base as Node, params)
  if (node.type !== 'OpCall' || node.op !== '==') return undefined
  for (const [field, value] of [
    [node.left, node.right],
    [node.right, node.left],
  ] as [Node, Node][]) {
    const path = fieldPath(field)
    const literalValue = literal(value, params)
    if (path && (KEY_FIELDS as readonly string[]).includes(path) && typeof literalValue === 'string')
      return [path, literalValue]
  }
  return undefined
}

/** `_type == "t"`, `_type in [...]`, `_id == "x"`, `_id in [...]` (either side, literals or parameters). */
function constraint(node: Node, params: Record<string, unknown>): string[] | undefined {
  if (node.type === 'Group') return constraint(node.base as Node, params)
  if (node.type !== 'OpCall' || (node.op !== '==' && node.op !== 'in')) return undefined
  const left = node.left as Node
  const right = node.right as Node
  const pairs: [Node, Node][] =
    node.op === '=='
      ? [
          [left, right],
          [right, left],
        ]
      : [[left, right]]
  for (const [field, value] of pairs) {
    const values = [literal(value, params)].flat()
    if (values.length === 0 || values.some((v) => typeof v !== 'string')) continue
    if (isField(field, '_type')) return (values as string[]).map(typeDependency)
    if (isField(field, '_id')) return (values as string[]).map(docDependency)
  }
  return undefined
}

/**
 * What a scan `*[filter]` depends on: the ids, the type and key value, or the types its filter requires (a top-level
 * `&&` of such tests; the narrowest wins), else everything.
 */
export function scanDependencies(filter: ExprNode, params: Record<string, unknown>): string[] {
  const conjuncts: Node[] = []
  const collect = (node: Node) => {
    if (node.type === 'And') {
      collect(node.left as Node)
      collect(node.right as Node)
    } else if (node.type === 'Group') collect(node.base as Node)
    else conjuncts.push(node)
  }
  collect(filter as Node)
  const found = conjuncts.map((node) => constraint(node, params)).filter((found) => found !== undefined)
  const ids = found.find((dependencies) => dependencies[0]!.startsWith('doc:'))
  const types = found.find((dependencies) => dependencies[0]!.startsWith('type:'))
  const key = conjuncts.map((node) => keyConstraint(node, params)).find((key) => key !== undefined)
  return (
    ids ??
    (types && key && types.map((type) => keyDependency(type.slice('type:'.length), ...key))) ??
    types ?? [ALL]
  )
}

/**
 * Dependencies read from the query's text alone: each scan by its filter, and everything once the query follows a
 * reference (which document that is shows only at evaluation; source-map.ts knows it exactly). With
 * `referencesRecorded`, the caller knows which documents the evaluation dereferenced and adds them itself.
 */
export function staticDependencies(
  tree: ExprNode,
  params: Record<string, unknown>,
  { referencesRecorded = false }: { referencesRecorded?: boolean } = {},
): Set<string> {
  const found = new Set<string>()
  const visit = (value: unknown, parent?: Node) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, parent)
      return
    }
    if (!value || typeof value !== 'object') return
    const node = value as Node
    // A literal's value is data, not query.
    if (node.type === 'Value') return
    if (node.type === 'Everything') {
      const scanned =
        parent?.type === 'Filter' && parent.base === node
          ? scanDependencies(parent.expr as Node, params)
          : [ALL]
      for (const dependency of scanned) found.add(dependency)
    } else if (node.type === 'Deref' && !referencesRecorded) found.add(ALL)
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child, node)
  }
  visit(tree)
  return found
}
