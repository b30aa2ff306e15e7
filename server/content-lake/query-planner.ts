// Query planning: a query reads the documents its filters name, not the whole dataset. groq-js evaluates `*` as
// "every document", so a filter such as `*[_type == "page" && path == $path]` would test all of them, and every `->`
// would scan them for one id. Instead, from the parsed tree, each `*[filter]` whose filter provably holds only for
// documents with given ids, types, slugs, paths or references reads just those, from the indexes of
// document-index.ts; every `->` is a lookup by id; and the whole view is read only by a `*` that cannot be narrowed.
//
// Narrowing never changes a result: a filter keeps exactly the documents for which it is true, so giving it a
// superset of those, in the whole view's order, gives the same answer. The tests compare every query the project
// sends with plain groq-js over every document (tests/content-lake/query-planner.test.ts). A plan is carried out
// over a view of the documents (query-view.ts).
import { randomUUID } from 'node:crypto'
import type { ExprNode } from 'groq-js'
import type { IndexedField } from './document-index.ts'

/** A constant of the query: a literal, or a parameter (resolved when the query is evaluated). */
export type Operand = { value: unknown } | { param: string }

/**
 * What a filter's documents must have: one of some ids, field values or references, or a combination. `list`
 * operands are arrays of values (`_type in $types`); the others are single values.
 */
export type Constraint =
  | { kind: 'id' | IndexedField; operands: Operand[]; list: boolean }
  | { kind: 'refs'; operands: Operand[] }
  | { kind: 'and' | 'or'; parts: Constraint[] }

/**
 * A sub-query whose answer depends on nothing but the documents and its own parameters (no `^`, no `now()`), so it is
 * answered once per view, that is once per commit, and kept as the ids it gave: `*[filter] | order(...)` under a
 * slice (a page of a listing: the sort is not redone for every page, nor for every query until something changes)
 * and `count(*[filter])`.
 */
export interface Derived {
  kind: 'slice' | 'count'
  /** The sub-query, planned like the rest (its own `*` read through slots). */
  tree: ExprNode
  /** The same sub-query across queries: its parsed tree as JSON. */
  key: string
  /** The parameters it reads, whose values are part of the key. */
  params: string[]
  /** The slice taken of the ordered ids, as groq-js takes it. */
  slice?: { left: number; right: number; isInclusive: boolean }
}

export interface QueryPlan {
  /** The query with each `*` replaced by a lookup of its documents (`slotRef`). */
  tree: ExprNode
  /** What each `*` reads, by slot number: the documents a constraint admits, or (null) every document. */
  slots: (Constraint | null)[]
  /** The slots that stand for a derived sub-query instead of a `*`. */
  derived: (Derived | undefined)[]
  /** groq-js itself reads the dataset (`releases::all()`): it gets every document up front. */
  wholeDataset: boolean
}

// Each `*` becomes `{"_ref": <slot>}->`, which groq-js hands to the evaluation's dereference hook only when it gets
// there: the documents of a projection branch that applies to no section are never looked up, nor, for a `*` that
// cannot be narrowed, is the whole view. The random part keeps any query from writing a slot's reference itself.
const SLOT_PREFIX = `lake-slot-${randomUUID()}-`

export const slotRef = (slot: number) => `${SLOT_PREFIX}${slot}`

/** The slot a dereferenced id stands for, or undefined for a document id. */
export const slotOf = (ref: string): number | undefined =>
  ref.startsWith(SLOT_PREFIX) ? Number(ref.slice(SLOT_PREFIX.length)) : undefined

/** A node of groq-js's tree, read generically: the planner only looks at a few node types. */
type Node = { type: string; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

const unwrap = (node: Node): Node => (node.type === 'Group' ? unwrap(node.base as Node) : node)

/** The current element itself: `_type` parses with no base, `@._type` with `This`. */
const isThis = (base: unknown) => base === undefined || (isNode(base) && base.type === 'This')

/** The indexed field an expression reads from the element, if it is one. */
function fieldOf(node: Node): 'id' | IndexedField | undefined {
  const inner = unwrap(node)
  if (inner.type !== 'AccessAttribute') return undefined
  if (isThis(inner.base)) {
    if (inner.name === '_id') return 'id'
    if (inner.name === '_type') return 'type'
    if (inner.name === 'path') return 'path'
    return undefined
  }
  const base = unwrap(inner.base as Node)
  return inner.name === 'current' &&
    base.type === 'AccessAttribute' &&
    base.name === 'slug' &&
    isThis(base.base)
    ? 'slug'
    : undefined
}

function operandOf(node: Node): Operand | undefined {
  const inner = unwrap(node)
  if (inner.type === 'Value') return { value: inner.value }
  if (inner.type === 'Parameter') return { param: inner.name as string }
  return undefined
}

/** A constraint every document the filter keeps satisfies, or null when the filter does not prove one. */
function constraintOf(expr: Node): Constraint | null {
  const node = unwrap(expr)
  switch (node.type) {
    case 'And': {
      // Both sides must be true: either side's documents will do, both narrow more.
      const parts = [constraintOf(node.left as Node), constraintOf(node.right as Node)].filter((part) => part)
      return parts.length === 0
        ? null
        : parts.length === 1
          ? parts[0]!
          : { kind: 'and', parts: parts as Constraint[] }
    }
    case 'Or': {
      const left = constraintOf(node.left as Node)
      const right = left && constraintOf(node.right as Node)
      return left && right ? { kind: 'or', parts: [left, right] } : null
    }
    case 'OpCall': {
      const left = node.left as Node
      const right = node.right as Node
      if (node.op === '==') {
        const field = fieldOf(left) ?? fieldOf(right)
        const operand = fieldOf(left) ? operandOf(right) : operandOf(left)
        return field && operand ? { kind: field, operands: [operand], list: false } : null
      }
      if (node.op === 'in') {
        const field = fieldOf(left)
        if (!field) return null
        const list = unwrap(right)
        if (list.type === 'Parameter')
          return { kind: field, operands: [{ param: list.name as string }], list: true }
        if (list.type !== 'Array') return null
        const operands: Operand[] = []
        for (const element of list.elements as Node[]) {
          const operand = element.isSplat ? undefined : operandOf(element.value as Node)
          if (!operand) return null
          operands.push(operand)
        }
        return { kind: field, operands, list: false }
      }
      return null
    }
    case 'FuncCall': {
      if (node.namespace !== 'global' || node.name !== 'references') return null
      const operands = (node.args as Node[]).map(operandOf)
      return operands.every((operand) => operand) ? { kind: 'refs', operands: operands as Operand[] } : null
    }
    default:
      return null
  }
}

/** Functions whose answer depends on more than their arguments and the documents: never in a derived sub-query. */
const CONTEXTUAL_FUNCTIONS = new Set(['now', 'identity', 'before', 'after'])
const CONTEXTUAL_NAMESPACES = new Set(['delta', 'releases', 'sanity', 'dateTime'])

/** Whether a sub-tree's value depends only on the documents and parameters; collects the parameters it reads. */
function selfContained(node: Node, params: Set<string>): boolean {
  if (node.type === 'Parent' || node.type === 'Context') return false
  if (node.type === 'Parameter') params.add(node.name as string)
  if (
    (node.type === 'FuncCall' || node.type === 'PipeFuncCall') &&
    (CONTEXTUAL_FUNCTIONS.has(node.name as string) || CONTEXTUAL_NAMESPACES.has(node.namespace as string))
  )
    return false
  for (const value of Object.values(node)) {
    if (isNode(value) && !selfContained(value, params)) return false
    if (Array.isArray(value) && value.some((item) => isNode(item) && !selfContained(item, params)))
      return false
  }
  return true
}

/** `*` or `*[filter]`: a sub-query over whole documents. */
const readsDocuments = (node: Node) =>
  node.type === 'Everything' || (node.type === 'Filter' && unwrap(node.base as Node).type === 'Everything')

/** The derived sub-query a node is, if it is one (see `Derived`), before planning. */
function derivedOf(node: Node): (Omit<Derived, 'tree'> & { sub: Node }) | undefined {
  const params = new Set<string>()
  if (node.type === 'Slice' && typeof node.left === 'number' && typeof node.right === 'number') {
    const base = unwrap(node.base as Node)
    if (
      base.type === 'PipeFuncCall' &&
      base.name === 'order' &&
      readsDocuments(unwrap(base.base as Node)) &&
      selfContained(base, params)
    ) {
      const slice = { left: node.left, right: node.right, isInclusive: Boolean(node.isInclusive) }
      return { kind: 'slice', sub: base, key: JSON.stringify(base), params: [...params], slice }
    }
  }
  if (node.type === 'FuncCall' && node.namespace === 'global' && node.name === 'count') {
    const args = node.args as Node[]
    const argument = args.length === 1 ? unwrap(args[0]!) : undefined
    if (argument && readsDocuments(argument) && selfContained(argument, params))
      return { kind: 'count', sub: argument, key: JSON.stringify(argument), params: [...params] }
  }
  return undefined
}

/** Plans a parsed query: done once per query text, whatever its parameters. */
export function planQuery(tree: ExprNode): QueryPlan {
  const slots: (Constraint | null)[] = []
  const derivedSlots: (Derived | undefined)[] = []
  let wholeDataset = false
  const lookup = (constraint: Constraint | null): Node => {
    slots.push(constraint)
    return { type: 'Deref', base: { type: 'Value', value: { _ref: slotRef(slots.length - 1) } } }
  }
  const rewrite = (node: Node): Node => {
    if (node.type === 'Value') return node
    const derived = derivedOf(node)
    if (derived) {
      const { sub, ...rest } = derived
      const planned = rewrite(sub) as unknown as ExprNode
      const slot = lookup(null)
      derivedSlots[slots.length - 1] = { ...rest, tree: planned }
      return slot
    }
    if (node.type === 'Everything') return lookup(null)
    // releases::all() reads `*` itself, outside the tree.
    if (node.type === 'FuncCall' && node.namespace === 'releases') wholeDataset = true
    const filtersAll = node.type === 'Filter' && (node.base as Node).type === 'Everything'
    const copy: Node = { ...node }
    for (const [key, value] of Object.entries(node)) {
      if (filtersAll && key === 'base') continue
      if (isNode(value)) copy[key] = rewrite(value)
      else if (Array.isArray(value))
        copy[key] = value.map((item: unknown) => (isNode(item) ? rewrite(item) : item))
    }
    if (filtersAll) copy.base = lookup(constraintOf(node.expr as Node))
    return copy
  }
  const planned = rewrite(tree as unknown as Node) as unknown as ExprNode
  return { tree: planned, slots, derived: derivedSlots, wholeDataset }
}
