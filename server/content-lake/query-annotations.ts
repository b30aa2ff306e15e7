// What a query answer carries besides its result: the sync tags of what it depends on (sync-tags.ts: the scans by
// their filters, the documents its `->` looked up), always, and
// the content source map (source-map.ts) when the client asks for `resultSourceMap`. Computed on the query's
// worker thread, beside the evaluation, from the same view of the documents.
import type { ExprNode } from 'groq-js'
import { contentSourceMap, traceQuery, type ContentSourceMap } from './source-map.ts'
import { docDependency, staticDependencies, syncTags } from './sync-tags.ts'
import type { SanityDocument } from './store.ts'

/** `resultSourceMap=true` (indices) or `resultSourceMap=withKeyArraySelector` (keyed array items by `_key`). */
export type SourceMapFormat = 'indices' | 'withKeyArraySelector'

export function sourceMapFormat(requested: string | null | undefined): SourceMapFormat | undefined {
  if (requested === 'withKeyArraySelector') return requested
  return requested === 'true' ? 'indices' : undefined
}

export interface Annotations {
  syncTags: string[]
  resultSourceMap?: ContentSourceMap
}

export interface AnnotateOptions {
  dataset: SanityDocument[]
  /** The documents the evaluation dereferenced (`->`), when it recorded them (query.ts evaluateQuery). */
  dereferenced?: Set<string>
  params: Record<string, unknown>
  result: unknown
  sourceMap?: SourceMapFormat
  sourceId(doc: SanityDocument): string
}

/** The scans' dependencies, and either the documents the evaluation dereferenced or, not knowing them, everything. */
function evaluatedDependencies(tree: ExprNode, options: AnnotateOptions): Set<string> {
  const { dereferenced } = options
  const found = staticDependencies(tree, options.params, { referencesRecorded: dereferenced !== undefined })
  for (const id of dereferenced ?? []) found.add(docDependency(id))
  return found
}

export async function annotateResult(tree: ExprNode, options: AnnotateOptions): Promise<Annotations> {
  if (!options.sourceMap) return { syncTags: syncTags(evaluatedDependencies(tree, options)) }
  try {
    const { traced, dependencies } = await traceQuery(tree, options.dataset, options.params)
    return {
      syncTags: syncTags(dependencies),
      resultSourceMap: contentSourceMap(traced, options.result, {
        keyed: options.sourceMap === 'withKeyArraySelector',
        sourceId: options.sourceId,
      }),
    }
  } catch (error) {
    // The result stands without a map; the trace is what failed.
    console.error('content lake: no source map for a query:', error)
    return {
      syncTags: syncTags(evaluatedDependencies(tree, options)),
      resultSourceMap: { documents: [], paths: [], mappings: {} },
    }
  }
}

/** The annotations as JSON members to splice after the result in `{"ms", "query", "result", ...}`. */
export function annotationsJson(annotations: Annotations): string {
  const sourceMap = annotations.resultSourceMap
    ? `,"resultSourceMap":${JSON.stringify(annotations.resultSourceMap)}`
    : ''
  return `,"syncTags":${JSON.stringify(annotations.syncTags)}${sourceMap}`
}
