// The rule half of the dataset check: Sanity's own validation (`@sanity/validation`, the code the Studio runs)
// evaluates every rule of the schema: required, lengths, integer, regex, the spec's counts as warnings, and the
// custom rules. Custom rules that query (unique paths, unique slugs) get a client that answers GROQ with groq-js
// over the dataset itself, so the check needs no network.
import { evaluate, parse } from 'groq-js'
import type { Schema } from 'sanity'
import type { SanityClient } from '@sanity/client'
import { documentRuleMarkers } from '../../../schemas/document-rules.ts'
import { SANITY_ASSET_PATTERN } from './structure.ts'
import { formatPath, type PathSegment, type Violation } from './types.ts'

type Json = Record<string, unknown>

/** Marker codes the structural check reports itself, in its own words (kinds, unknown fields, lists, references). */
const STRUCTURAL_CODES = new Set([
  'object.unknown-field',
  'value.type-mismatch',
  'value.not-allowed',
  'document.unknown-type',
  'reference.invalid',
  'reference.not-published',
])

/** A stand-in asset id for a `_sanityAsset` file, so Sanity sees an image with an asset as after an import. */
export const seedAssetId = (file: string) => `image-seed-${file.replace(/[^a-zA-Z0-9]/g, '-')}`

/** The documents as the content lake holds them after an import: `_sanityAsset` becomes an asset reference. */
function asImported(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asImported)
  if (!value || typeof value !== 'object') return value
  const result: Json = {}
  for (const [key, child] of Object.entries(value)) {
    const match =
      key === '_sanityAsset' && typeof child === 'string' ? SANITY_ASSET_PATTERN.exec(child) : null
    if (match) result.asset = { _type: 'reference', _ref: seedAssetId(match[1]!) }
    else if (key !== '_sanityAsset') result[key] = asImported(child)
  }
  return result
}

/** A client for custom validators: GROQ evaluated by groq-js over the given documents (perspective raw). */
export function datasetClient(documents: readonly Json[]): SanityClient {
  const unavailable = () => {
    throw new Error('The dataset check has no network; only fetch() is available to custom validators')
  }
  const client = {
    async fetch(query: string, params: Record<string, unknown> = {}) {
      const tree = parse(query, { params })
      const result = await evaluate(tree, { dataset: documents, params })
      return result.get()
    },
    withConfig: () => client,
    config: () => ({ apiVersion: '2025-02-19', perspective: 'raw' }),
    getDataUrl: unavailable,
    observable: { fetch: unavailable, request: unavailable },
  }
  // Only what custom validators use is implemented; the rest of the client API throws.
  return client as unknown as SanityClient
}

/** Runs every schema rule on every document whose `_type` the schema knows. */
export async function checkRules(documents: readonly Json[], schema: Schema): Promise<Violation[]> {
  const imported = documents.map((document) => asImported(document) as Json)
  const client = datasetClient(imported)
  const existing = new Set(imported.map((document) => String(document._id)))
  const violations: Violation[] = []
  for (const document of imported) {
    const id = String(document._id)
    const markers = await documentRuleMarkers(
      document,
      {
        client,
        exists: (target) => existing.has(target) || target.startsWith('image-seed-'),
      },
      schema,
    )
    if (!markers) continue
    const found = markers
      .filter((marker) => !STRUCTURAL_CODES.has(marker.code) && marker.level !== 'info')
      .map((marker) => ({
        id,
        path: formatPath(marker.path as PathSegment[]),
        level: marker.level === 'warning' ? ('warning' as const) : ('error' as const),
        message: marker.message,
        missing: marker.code === 'value.required',
      }))
    // A missing required object also fails the required fields inside it (a missing image "and" its alt text):
    // only the outermost missing value is reported.
    const missing = found.filter((violation) => violation.missing).map((violation) => violation.path)
    for (const { missing: _missing, ...violation } of found)
      if (!missing.some((path) => isBelow(violation.path, path))) violations.push(violation)
  }
  return violations
}

/** True when `path` lies inside the value at `parent` (not the same path). */
export const isBelow = (path: string, parent: string) =>
  parent !== '' && path !== parent && (path.startsWith(`${parent}.`) || path.startsWith(`${parent}[`))
