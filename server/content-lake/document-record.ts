// A document as the arena holds it (document-arena.ts) and SQLite keeps it beside its JSON: its record (the JSON,
// with each large top-level value compressed apart) and its outline (what the query planner indexes it by). Written
// once, when the document is, so neither opening the store nor starting a worker parses or compresses documents.
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import type { SanityDocument } from './sanity-document.ts'

/**
 * What a worker knows of a document without parsing it: what it is indexed by, and where its large fields are.
 * Computed when the document is written and kept in SQLite beside it.
 */
export interface Outline {
  type?: string
  slug?: string
  path?: string
  /** Every `_ref` string anywhere in the document, once each. */
  refs: string[]
  /** Top-level fields with a large value: the field, and where its compressed JSON is in the record (bytes). */
  large?: [field: string, start: number, end: number][]
}

/**
 * A top-level value this long (characters of JSON) is kept compressed and parsed only when a query reads it: an
 * article's body, a page's sections. Queries over many documents (lists, sitemaps) read the small fields only,
 * and the bodies take a third of the memory.
 */
const LARGE_VALUE = 512

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function collectRefs(value: unknown, refs: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, refs)
  } else if (isRecord(value)) {
    if (typeof value._ref === 'string') refs.add(value._ref)
    for (const key in value) collectRefs(value[key], refs)
  }
}

/**
 * A document as the store writes it: its JSON (for SQLite's `body`), its record (what the arena holds: the JSON
 * with each large value replaced by `null`, then each large value's JSON, compressed), and its outline as JSON (the
 * store and every worker keep one short string per document, not an object).
 */
export function serializeDocument(doc: SanityDocument): {
  json: string
  record: Uint8Array
  outline: string
} {
  let json = '{'
  let head = '{'
  const values: [string, Buffer][] = []
  for (const [field, value] of Object.entries(doc)) {
    const text = JSON.stringify(value) as string | undefined
    if (text === undefined) continue
    const prefix = `${json.length > 1 ? ',' : ''}${JSON.stringify(field)}:`
    json += prefix + text
    if (text.length < LARGE_VALUE) head += prefix + text
    else {
      head += `${prefix}null`
      values.push([field, deflateRawSync(text)])
    }
  }
  json += '}'
  head += '}'
  const headBytes = Buffer.from(head)
  const large: [string, number, number][] = []
  let end = headBytes.length
  for (const [field, compressed] of values) large.push([field, end, (end += compressed.length)])
  const refs = new Set<string>()
  collectRefs(doc, refs)
  const slug = isRecord(doc.slug) ? doc.slug.current : undefined
  const outline: Outline = {
    type: typeof doc._type === 'string' ? doc._type : undefined,
    slug: typeof slug === 'string' ? slug : undefined,
    path: typeof doc.path === 'string' ? doc.path : undefined,
    refs: [...refs],
    large: large.length > 0 ? large : undefined,
  }
  return {
    json,
    record: Buffer.concat([headBytes, ...values.map(([, compressed]) => compressed)]),
    outline: JSON.stringify(outline),
  }
}

/** A large value's JSON, from its compressed bytes in a record. */
export const largeText = (bytes: Uint8Array) => inflateRawSync(bytes).toString('utf8')
