// A query plan carried out (query-planner.ts makes it): the documents one asker sees through one perspective, and
// those a plan's constraint admits, read from the worker's indexes (document-index.ts) with the fewest documents
// read, in the order the whole view has.
import type { DocumentIndex } from './document-index.ts'
import {
  asViewed,
  isUnpublishingVersion,
  placeId,
  sourceIds,
  viewId,
  type Perspective,
} from './perspective.ts'
import type { Constraint, Operand } from './query-planner.ts'
import type { SanityDocument } from './sanity-document.ts'

/** The strings an operand stands for with these parameters, or null when it is not strings only. */
function strings(operand: Operand, list: boolean, params: Record<string, unknown>): string[] | null {
  const value = 'param' in operand ? params[operand.param] : operand.value
  if (!list) return typeof value === 'string' ? [value] : null
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null
}

/** The ids `references()` looks for: strings, and the strings of arrays; anything else matches nothing. */
function referencedIds(operands: Operand[], params: Record<string, unknown>): string[] {
  const ids: string[] = []
  for (const operand of operands) {
    const value = 'param' in operand ? params[operand.param] : operand.value
    if (typeof value === 'string') ids.push(value)
    else if (Array.isArray(value)) ids.push(...value.filter((item) => typeof item === 'string'))
  }
  return ids
}

/** Below this share of all documents, narrowed documents are put in order by sorting; above, by the whole view. */
const SORT_SHARE = 1 / 8

/**
 * The documents as one asker sees them through one perspective, read one document at a time. Built per commit
 * (the worker drops its views when documents change), so what it derives is cached until then.
 */
export class View {
  private readonly index: DocumentIndex
  readonly perspective: Perspective
  private readonly readable: (id: string) => boolean
  /** The ids `*` reads, in order; the documents themselves are read per query (parsed ones are cached). */
  private wholeIds?: string[]
  /** Drafts shown under their published ids, made once per view. */
  private readonly shown = new Map<string, SanityDocument>()
  /** The ids each derived sub-query gave (null: not a list), by its key and parameters (query.ts). */
  readonly derived = new Map<string, string[] | null>()

  constructor(index: DocumentIndex, perspective: Perspective, readable: (id: string) => boolean) {
    this.index = index
    this.perspective = perspective
    this.readable = readable
  }

  private readonly exists = (id: string) => this.readable(id) && this.index.has(id)

  /**
   * The stored id of the document shown as `id` (a draft's, where the perspective shows the draft); none where a
   * release in the stack unpublishes it.
   */
  storedId(id: string): string | undefined {
    const stored = sourceIds(id, this.perspective).find(this.exists)
    if (stored === undefined || typeof this.perspective === 'string' || !stored.startsWith('versions.'))
      return stored
    return isUnpublishingVersion(this.index.get(stored)) ? undefined : stored
  }

  /** The document shown as `id`, or null: what `->` and `*[_id == id]` find. */
  get(id: string): SanityDocument | null {
    const stored = this.storedId(id)
    if (stored === undefined) return null
    const doc = this.index.get(stored)!
    if (stored === id) return doc
    let shown = this.shown.get(id)
    if (!shown) this.shown.set(id, (shown = asViewed(doc, id)))
    return shown
  }

  /** Every document, in the stored order: what `*` reads. */
  all(): SanityDocument[] {
    return this.whole().map((id) => this.get(id)!)
  }

  private whole(): string[] {
    if (this.wholeIds) return this.wholeIds
    const ids: string[] = []
    for (const stored of this.index.ids()) {
      if (!this.readable(stored)) continue
      const id = viewId(stored, this.perspective)
      if (id === null || placeId(id, this.perspective, this.exists) !== stored) continue
      if (typeof this.perspective === 'string' || this.storedId(id) !== undefined) ids.push(id)
    }
    return (this.wholeIds = ids)
  }

  /** The documents a constraint admits with these parameters (every one for null), in the whole view's order. */
  select(constraint: Constraint | null, params: Record<string, unknown>): SanityDocument[] {
    const ids = constraint && this.ids(constraint, params)
    if (ids === null) return this.all()
    if (ids.size > this.index.size * SORT_SHARE)
      return this.whole()
        .filter((id) => ids.has(id))
        .map((id) => this.get(id)!)
    const placed: { doc: SanityDocument; seq: number }[] = []
    for (const id of ids) {
      const doc = this.get(id)
      if (doc) placed.push({ doc, seq: this.index.seq(placeId(id, this.perspective, this.exists)!)! })
    }
    return placed.sort((a, b) => a.seq - b.seq).map(({ doc }) => doc)
  }

  /** The ids (as shown) of the documents a constraint admits, or null when it admits any document. */
  private ids(constraint: Constraint, params: Record<string, unknown>): Set<string> | null {
    switch (constraint.kind) {
      case 'and': {
        // Each side alone admits every document the filter keeps (the filter itself tests the rest): read the
        // side with the fewest documents, never a type's thousands to intersect them with one slug.
        let narrowest: Constraint | undefined
        let fewest = Infinity
        for (const part of constraint.parts) {
          const count = this.estimate(part, params)
          if (count < fewest) [narrowest, fewest] = [part, count]
        }
        return narrowest ? this.ids(narrowest, params) : null
      }
      case 'or': {
        const union = new Set<string>()
        for (const part of constraint.parts) {
          const ids = this.ids(part, params)
          if (ids === null) return null
          for (const id of ids) union.add(id)
        }
        return union
      }
      case 'refs':
        return this.shownIds(
          referencedIds(constraint.operands, params).map((id) => this.index.referencing(id)),
        )
      case 'id': {
        const ids = new Set<string>()
        for (const operand of constraint.operands) {
          const values = strings(operand, constraint.list, params)
          if (values === null) return null
          for (const id of values) ids.add(id)
        }
        return ids
      }
      default: {
        const stored: ReadonlySet<string>[] = []
        for (const operand of constraint.operands) {
          const values = strings(operand, constraint.list, params)
          if (values === null) return null
          for (const value of values) stored.push(this.index.withField(constraint.kind, value))
        }
        return this.shownIds(stored)
      }
    }
  }

  /** At most how many stored documents a constraint admits, counted without reading them; Infinity for any. */
  private estimate(constraint: Constraint, params: Record<string, unknown>): number {
    switch (constraint.kind) {
      case 'and':
        return Math.min(...constraint.parts.map((part) => this.estimate(part, params)))
      case 'or':
        return constraint.parts.reduce((sum, part) => sum + this.estimate(part, params), 0)
      case 'refs':
        return referencedIds(constraint.operands, params).reduce(
          (sum, id) => sum + this.index.referencing(id).size,
          0,
        )
      default: {
        let count = 0
        for (const operand of constraint.operands) {
          const values = strings(operand, constraint.list, params)
          if (values === null) return Infinity
          for (const value of values)
            count += constraint.kind === 'id' ? 2 : this.index.withField(constraint.kind, value).size
        }
        return count
      }
    }
  }

  /** Stored ids as the ids they are shown under (a draft under its published id); hidden ones left out. */
  private shownIds(stored: ReadonlySet<string>[]): Set<string> {
    const ids = new Set<string>()
    for (const set of stored) {
      for (const id of set) {
        const shown = viewId(id, this.perspective)
        if (shown !== null) ids.add(shown)
      }
    }
    return ids
  }
}
