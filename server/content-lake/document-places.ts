// Where each stored document is in the shared arena (document-arena.ts): its record, then its outline's JSON, as
// spans of bytes. The main thread appends documents and reads them back whole; workers are given every place in a
// compact form and read outlines from the arena rather than keeping one per document.
import type { ArenaReader, ArenaWriter, Span } from './document-arena.ts'
import { largeText, type Outline } from './document-record.ts'
import type { SanityDocument } from './sanity-document.ts'

/**
 * Where a stored document is in the arena: its record, then its outline's JSON (the last `outline` bytes of the
 * span). The outline lives in the shared buffer too, read when a document is indexed or parsed, so that no thread
 * keeps one string per document (with its object, 13-15 MB of each thread's heap at 50,000 articles).
 */
export interface Place extends Span {
  outline: number
}

/** A stored document as the main thread tells a worker of it. */
export interface StoredEntry extends Place {
  id: string
}

/**
 * Every stored document's place, in the stored order, as a new worker is given them: the ids, and three numbers
 * per document (at, length, outline), not an object per document to copy between threads.
 */
export interface StoredEntries {
  ids: string[]
  places: Float64Array
}

/** Appends a document's record and outline (as `serializeDocument` gives them) to an arena. */
export function appendDocument(arena: ArenaWriter, record: Uint8Array, outline: string): Place {
  const outlineBytes = Buffer.from(outline)
  return { ...arena.append(record, outlineBytes), outline: outlineBytes.length }
}

/** The stored entries one at a time, as objects that live no longer than it takes to index each. */
export function* entriesOf({ ids, places }: StoredEntries): Generator<StoredEntry> {
  for (let i = 0; i < ids.length; i++)
    yield { id: ids[i]!, at: places[3 * i]!, length: places[3 * i + 1]!, outline: places[3 * i + 2]! }
}

/** The entries in their compact form (the inverse of `entriesOf`). */
export function compactEntries(entries: Iterable<StoredEntry>): StoredEntries {
  const ids: string[] = []
  const numbers: number[] = []
  for (const { id, at, length, outline } of entries) {
    ids.push(id)
    numbers.push(at, length, outline)
  }
  return { ids, places: Float64Array.from(numbers) }
}

/** A stored document's outline, read from the arena. */
export function readOutline(reader: Pick<ArenaReader, 'text'>, { at, length, outline }: Place): Outline {
  return JSON.parse(reader.text({ at: at + length - outline, length: outline })) as Outline
}

/** Reads a whole document back from its record (the main thread's reads: the API, mutations). */
export function readRecord(reader: Pick<ArenaReader, 'text' | 'bytes'>, place: Place) {
  const { large } = readOutline(reader, place)
  if (!large)
    return JSON.parse(reader.text({ at: place.at, length: place.length - place.outline })) as SanityDocument
  const doc = JSON.parse(reader.text({ at: place.at, length: large[0]![1] })) as Record<string, unknown>
  // Each large value was written as `null` in its place: setting it keeps the fields' order.
  for (const [field, start, end] of large)
    doc[field] = JSON.parse(largeText(reader.bytes({ at: place.at + start, length: end - start })))
  return doc as SanityDocument
}
