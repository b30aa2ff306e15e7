// Content source maps (`resultSourceMap`), as hosted Sanity answers them: for each value of a query's result that is
// a copy of a document's value, which document and which path in it. Visual editing turns them into stega-encoded
// strings that open the right field in the Studio; the Presentation tool applies the editor's keystrokes to them.
//
// groq-js has no source tracking, so the query is evaluated a second time here, tracing values: documents, the
// attributes and elements taken from them, projections, references (`->`), filters, order, `coalesce` and `select`
// keep track of where each value came from. Everything that only computes (conditions, operators, other functions)
// is handed to groq-js itself, so its semantics are groq-js's. A mapping is emitted only where the traced source
// still holds exactly the value groq-js returned, so a trace that went wrong loses a mapping, never points wrongly.
import { isDeepStrictEqual } from 'node:util'
import { evaluate, type ExprNode } from 'groq-js'
import type { SanityDocument } from './store.ts'
import { ALL, docDependency, scanDependencies, staticDependencies } from './sync-tags.ts'

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<
    string,
    { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }
  >
}

// groq-js's node types are not in its published declarations: nodes are read by their documented fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Node = ExprNode & Record<string, any>
type Segment = string | number

interface Origin {
  doc: SanityDocument
  path: Segment[]
  /**
   * The value is not a copy of the document value but a string shown for it: a figure text (Portable Text that
   * cites Stats) read as one string by `array::join` (schemas/lib/figure-text.ts). It maps to the field itself, so
   * visual editing opens the field the words are edited in.
   */
  shown?: boolean
}

/** A value of the result, and where it came from. */
export interface Traced {
  value: unknown
  /** The document value this whole value is a copy of. */
  origin?: Origin
  /** The members of an object or array the query built, each traced. */
  members?: Map<Segment, Traced>
  /** The dataset itself (`*`): each element is a whole document. */
  documents?: boolean
}

/** groq-js's scopes: `^` walks up parents, and a scope nested in a hidden one (`[]` mapping) replaces it. */
interface Scope {
  this: Traced
  parent: Scope | null
  hidden: boolean
}

const NULL: Traced = { value: null }

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const nested = (scope: Scope, value: Traced): Scope => ({
  this: value,
  parent: scope.hidden ? scope.parent : scope,
  hidden: false,
})
const hidden = (scope: Scope, value: Traced): Scope => ({ ...nested(scope, value), hidden: true })

function member(traced: Traced, key: Segment): Traced {
  const known = traced.members?.get(key)
  if (known) return known
  const value = (traced.value as Record<Segment, unknown> | null)?.[key] ?? null
  if (traced.documents) return { value, origin: { doc: value as SanityDocument, path: [] } }
  return traced.origin
    ? { value, origin: { doc: traced.origin.doc, path: [...traced.origin.path, key] } }
    : { value }
}

function built(values: Traced[]): Traced {
  return {
    value: values.map((traced) => traced.value),
    members: new Map(values.map((traced, i) => [i, traced])),
  }
}

/** Frames of a subtree groq-js evaluates: scopes it will create itself (virtual), or scopes of the trace (real). */
type Frame = { virtual: true; parent: Frame; hidden: boolean } | { virtual: false; scope: Scope | null }

function nestedFrame(frame: Frame, hide: boolean): Frame {
  let parent: Frame = frame
  if (frame.virtual && frame.hidden) parent = frame.parent
  else if (!frame.virtual && frame.scope?.hidden) parent = { virtual: false, scope: frame.scope.parent }
  return { virtual: true, parent, hidden: hide }
}

/** Children evaluated in a scope of their own (groq-js's executors), and whether that scope is hidden. */
const SCOPED_CHILDREN: Record<string, Record<string, boolean>> = {
  Filter: { expr: false },
  Projection: { expr: false },
  Map: { expr: true },
  FlatMap: { expr: true },
  PipeFuncCall: { args: false },
}

class Tracer {
  readonly dependencies = new Set<string>()
  private byId?: Map<string, SanityDocument>
  private readonly dataset: SanityDocument[]
  private readonly params: Record<string, unknown>
  private readonly hasParent = new WeakMap<object, boolean>()

  constructor(dataset: SanityDocument[], params: Record<string, unknown>) {
    this.dataset = dataset
    this.params = params
  }

  async trace(node: Node, scope: Scope): Promise<Traced> {
    switch (node.type) {
      case 'This':
        return scope.this
      case 'Parent': {
        let current: Scope | null = scope
        for (let i = 0; i < node.n && current; i++) current = current.parent
        return current ? current.this : NULL
      }
      case 'Everything':
        this.dependencies.add(ALL)
        return { value: this.dataset, documents: true }
      case 'Parameter':
        return { value: this.params[node.name] ?? null }
      case 'Value':
        return { value: node.value }
      case 'Group':
        return this.trace(node.base, scope)
      case 'AccessAttribute': {
        const base = node.base ? await this.trace(node.base, scope) : scope.this
        return isObject(base.value) && Object.hasOwn(base.value, node.name) ? member(base, node.name) : NULL
      }
      case 'AccessElement': {
        const base = await this.trace(node.base, scope)
        if (!Array.isArray(base.value)) return NULL
        const index = node.index < 0 ? node.index + base.value.length : node.index
        return index >= 0 && index < base.value.length ? member(base, index) : NULL
      }
      case 'Slice':
        return this.slice(node, await this.trace(node.base, scope))
      case 'Deref': {
        const base = await this.trace(node.base, scope)
        const id = isObject(base.value) ? base.value._ref : undefined
        if (typeof id !== 'string') return NULL
        this.dependencies.add(docDependency(id))
        const doc = this.document(id)
        return doc ? { value: doc, origin: { doc, path: [] } } : NULL
      }
      case 'Object':
        return this.object(node, scope)
      case 'Array': {
        const values: Traced[] = []
        for (const element of node.elements as Node[]) {
          const traced = await this.trace(element.value, scope)
          if (!element.isSplat) values.push(traced)
          else if (Array.isArray(traced.value)) values.push(...traced.value.map((_, i) => member(traced, i)))
        }
        return built(values)
      }
      case 'Filter': {
        // A scan depends on what its filter selects; everything else it reads is traced as it is read.
        let base: Traced
        if (node.base.type === 'Everything') {
          for (const dependency of scanDependencies(node.expr, this.params)) this.dependencies.add(dependency)
          base = { value: this.dataset, documents: true }
        } else base = await this.trace(node.base, scope)
        if (!Array.isArray(base.value)) return NULL
        const kept = await this.delegate({ ...node, base: { type: 'Value', value: base.value } }, scope)
        return recover(base, kept)
      }
      case 'PipeFuncCall': {
        if (node.name !== 'order') return { value: await this.delegate(node, scope) }
        const base = await this.trace(node.base, scope)
        if (!Array.isArray(base.value)) return NULL
        const ordered = await this.delegate({ ...node, base: { type: 'Value', value: base.value } }, scope)
        return recover(base, ordered)
      }
      case 'Map':
      case 'FlatMap': {
        const base = await this.trace(node.base, scope)
        if (!Array.isArray(base.value)) return NULL
        const values: Traced[] = []
        for (let i = 0; i < base.value.length; i++) {
          const traced = await this.trace(node.expr, hidden(scope, member(base, i)))
          if (node.type === 'FlatMap' && Array.isArray(traced.value))
            values.push(...traced.value.map((_, j) => member(traced, j)))
          else values.push(traced)
        }
        return built(values)
      }
      case 'Projection': {
        const base = await this.trace(node.base, scope)
        return isObject(base.value) ? this.trace(node.expr, nested(scope, base)) : NULL
      }
      case 'ArrayCoerce': {
        const base = await this.trace(node.base, scope)
        return Array.isArray(base.value) ? base : NULL
      }
      case 'Select': {
        for (const alternative of node.alternatives as Node[]) {
          if ((await this.delegate(alternative.condition, scope)) === true)
            return this.trace(alternative.value, scope)
        }
        return node.fallback ? this.trace(node.fallback, scope) : NULL
      }
      case 'FuncCall': {
        if (node.namespace === 'global' && node.name === 'coalesce') {
          for (const arg of node.args as Node[]) {
            const traced = await this.trace(arg, scope)
            if (traced.value !== null && traced.value !== undefined) return traced
          }
          return NULL
        }
        if (node.namespace === 'array' && node.name === 'join') return this.join(node, scope)
        return { value: await this.delegate(node, scope) }
      }
      default:
        return { value: await this.delegate(node, scope) }
    }
  }

  /** `array::join`: computed by groq-js, and shown for the field most of its parts come from (see `Origin.shown`). */
  private async join(node: Node, scope: Scope): Promise<Traced> {
    const [first, ...rest] = node.args as Node[]
    const parts = await this.trace(first!, scope)
    const value = await this.delegate(
      { ...node, args: [{ type: 'Value', value: parts.value }, ...rest] } as Node,
      scope,
    )
    if (typeof value !== 'string' || !Array.isArray(parts.value)) return { value }
    const origins = parts.value
      .map((_, i) => member(parts, i).origin)
      .filter((origin): origin is Origin => Boolean(origin))
    const counts = new Map<SanityDocument, number>()
    for (const origin of origins) counts.set(origin.doc, (counts.get(origin.doc) ?? 0) + 1)
    const doc = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
    if (!doc) return { value }
    const paths = origins.filter((origin) => origin.doc === doc).map((origin) => origin.path)
    let path = paths[0]!
    for (const other of paths) {
      let same = 0
      while (same < path.length && same < other.length && path[same] === other[same]) same++
      path = path.slice(0, same)
    }
    // Words of a Portable Text block (`heading[0].children[2].text`) are edited in the field the block is in.
    const children = path.lastIndexOf('children')
    if (children > 0) path = path.slice(0, children - 1)
    return { value, origin: { doc, path, shown: true } }
  }

  private async object(node: Node, scope: Scope): Promise<Traced> {
    const value: Record<string, unknown> = {}
    const members = new Map<Segment, Traced>()
    const splat = (traced: Traced) => {
      if (!isObject(traced.value)) return
      for (const key of Object.keys(traced.value)) {
        value[key] = traced.value[key]
        members.set(key, member(traced, key))
      }
    }
    for (const attribute of node.attributes as Node[]) {
      if (attribute.type === 'ObjectAttributeValue') {
        const traced = await this.trace(attribute.value, scope)
        value[attribute.name] = traced.value
        members.set(attribute.name, traced)
      } else if (attribute.type === 'ObjectConditionalSplat') {
        if ((await this.delegate(attribute.condition, scope)) === true)
          splat(await this.trace(attribute.value, scope))
      } else if (attribute.type === 'ObjectSplat') splat(await this.trace(attribute.value, scope))
      else throw new Error(`Unknown object attribute ${attribute.type}`)
    }
    return { value, members }
  }

  /** groq-js's slice bounds. */
  private slice(node: Node, base: Traced): Traced {
    if (!Array.isArray(base.value)) return NULL
    const length = base.value.length
    let left: number = node.left < 0 ? length + node.left : node.left
    let right: number = node.right < 0 ? length + node.right : node.right
    if (node.isInclusive) right++
    left = Math.max(left, 0)
    right = Math.max(right, 0)
    const values: Traced[] = []
    for (let i = left; i < Math.min(right, length); i++) values.push(member(base, i))
    return built(values)
  }

  private document(id: string): SanityDocument | undefined {
    if (!this.byId) {
      this.byId = new Map()
      for (const doc of this.dataset) if (!this.byId.has(doc._id)) this.byId.set(doc._id, doc)
    }
    return this.byId.get(id)
  }

  /** Evaluates a node with groq-js in the trace's scope: `^` that reaches out of it is bound to its value. */
  private async delegate(node: Node, scope: Scope): Promise<unknown> {
    for (const dependency of staticDependencies(node, this.params)) this.dependencies.add(dependency)
    const bound = this.containsParent(node) ? this.bind(node, { virtual: false, scope }) : node
    const value = await evaluate(bound, {
      dataset: this.dataset,
      params: this.params,
      root: scope.this.value,
    })
    return value.get()
  }

  private containsParent(node: Node): boolean {
    let known = this.hasParent.get(node)
    if (known === undefined) {
      known =
        node.type === 'Parent' ||
        (node.type !== 'Value' && childNodes(node).some((child) => this.containsParent(child)))
      this.hasParent.set(node, known)
    }
    return known
  }

  private bind(node: Node, frame: Frame): Node {
    if (node.type === 'Value' || node.type.startsWith('Selector')) return node
    if (node.type === 'Parent') {
      let target: Frame = frame
      for (let i = 0; i < node.n; i++) {
        if (target.virtual) target = target.parent
        else target = { virtual: false, scope: target.scope?.parent ?? null }
      }
      // Inside the subtree groq-js resolves it itself; outside, it is a value of the trace.
      if (target.virtual) return node
      return { type: 'Value', value: target.scope ? target.scope.this.value : null } as Node
    }
    const scoped = SCOPED_CHILDREN[node.type] ?? {}
    let changed = false
    const copy: Node = { ...node }
    for (const [key, child] of Object.entries(node)) {
      const childFrame = key in scoped ? nestedFrame(frame, scoped[key]!) : frame
      const bindChild = (value: unknown) => (isNode(value) ? this.bind(value, childFrame) : value)
      const next = Array.isArray(child) ? child.map(bindChild) : bindChild(child)
      if (
        Array.isArray(child) ? next.some((value: unknown, i: number) => value !== child[i]) : next !== child
      ) {
        changed = true
        copy[key] = next
      }
    }
    return changed ? copy : node
  }
}

const isNode = (value: unknown): value is Node => isObject(value) && typeof value.type === 'string'

function childNodes(node: Node): Node[] {
  return Object.values(node)
    .flatMap((child) => (Array.isArray(child) ? child : [child]))
    .filter(isNode)
}

/**
 * The elements groq-js kept (filter) or reordered (order), each traced to the input element it is: objects by
 * identity (groq-js passes them through), other values by equality, each input used once.
 */
function recover(base: Traced, output: unknown): Traced {
  if (!Array.isArray(output)) return { value: output }
  const input = base.value as unknown[]
  const unused = new Map<unknown, number[]>()
  input.forEach((value, i) => {
    const queue = unused.get(value)
    if (queue) queue.push(i)
    else unused.set(value, [i])
  })
  return built(
    output.map((value) => {
      const index = unused.get(value)?.shift()
      return index === undefined ? { value } : member(base, index)
    }),
  )
}

export interface TraceResult {
  traced: Traced
  /** What the result depends on (sync-tags.ts), exactly for what was traced. */
  dependencies: Set<string>
}

/** Evaluates a parsed query again, tracing where each value of its result comes from. */
export async function traceQuery(
  tree: ExprNode,
  dataset: SanityDocument[],
  params: Record<string, unknown>,
): Promise<TraceResult> {
  const tracer = new Tracer(dataset, params)
  const traced = await tracer.trace(tree as Node, { this: NULL, parent: null, hidden: false })
  return { traced, dependencies: tracer.dependencies }
}

/** JSONPath string escapes, as @sanity/client writes and reads them. */
const escaped = (text: string, characters: RegExp) =>
  text.replace(
    characters,
    (match) => ({ '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[match] ?? `\\${match}`,
  )
const propertySegment = (key: string) => `['${escaped(key, /[\f\n\r\t'\\]/g)}']`

/** A result path: `$['sections'][0]['heading']`. */
function resultPath(path: Segment[]): string {
  return `$${path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : propertySegment(segment))).join('')}`
}

/** A document path; with `keyed`, array items that have a `_key` are selected by it, as the Studio addresses them. */
function documentPath(doc: unknown, path: Segment[], keyed: boolean): string {
  let current = doc
  let text = '$'
  for (const segment of path) {
    const next = (current as Record<Segment, unknown> | null)?.[segment]
    if (typeof segment === 'string') text += propertySegment(segment)
    else if (keyed && isObject(next) && typeof next._key === 'string')
      text += `[?(@._key=='${escaped(next._key, /['\\]/g)}')]`
    else text += `[${segment}]`
    current = next
  }
  return text
}

function valueAt(doc: unknown, path: Segment[]): unknown {
  let current = doc
  for (const segment of path) current = (current as Record<Segment, unknown> | null)?.[segment]
  return current
}

export interface SourceMapOptions {
  /** `withKeyArraySelector`: keyed array items as `[?(@._key=='…')]`. */
  keyed: boolean
  /** The id the source document has in the dataset (a draft's, where the perspective showed the draft). */
  sourceId(doc: SanityDocument): string
}

/** The content source map of a traced result, checked against the result groq-js gave. */
export function contentSourceMap(
  traced: Traced,
  result: unknown,
  options: SourceMapOptions,
): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documents = new Map<SanityDocument, number>()
  const paths = new Map<string, number>()
  const indexOf = <K>(index: Map<K, number>, key: K, add: () => void) => {
    let found = index.get(key)
    if (found === undefined) {
      found = index.size
      index.set(key, found)
      add()
    }
    return found
  }

  const visit = (node: Traced, path: Segment[], value: unknown) => {
    if (node.origin) {
      const source = valueAt(node.origin.doc, node.origin.path)
      const shown = node.origin.shown === true && typeof value === 'string' && source !== undefined
      if (shown || (source !== undefined && source !== null && isDeepStrictEqual(source, value))) {
        const { doc } = node.origin
        const document = indexOf(documents, doc, () =>
          map.documents.push({ _id: options.sourceId(doc), _type: doc._type }),
        )
        const text = documentPath(doc, node.origin.path, options.keyed)
        const sourcePath = indexOf(paths, text, () => map.paths.push(text))
        map.mappings[resultPath(path)] = {
          type: 'value',
          source: { type: 'documentValue', document, path: sourcePath },
        }
        return
      }
    }
    if (!value || typeof value !== 'object') return
    // A built value's members, or the parts of a copy that no longer matches as a whole.
    const keys: Segment[] = node.members
      ? [...node.members.keys()]
      : !node.documents && !node.origin
        ? []
        : Array.isArray(value)
          ? value.map((_, i) => i)
          : Object.keys(value)
    for (const key of keys) {
      if (Object.hasOwn(value, key))
        visit(member(node, key), [...path, key], (value as Record<Segment, unknown>)[key])
    }
  }
  visit(traced, [], result)
  return map
}
