// The documents in one SharedArrayBuffer that the main thread and every GROQ worker read, so the process holds them
// once, compactly, rather than once per thread as objects: each as its record (document-record.ts: JSON, with large
// values compressed) and outline, about 85 MB for 50,000 articles where each thread's objects took about 230 MB. Only the main
// thread writes, and only by appending: bytes a thread may be reading are never overwritten. A worker learns where
// each document is from the commits the pool posts it, and parses a document when a query reads it (parsed-documents.ts
// keeps the recently read ones parsed). When superseded versions outweigh the live documents, the live ones are
// copied into a new buffer: threads switch to it at a message boundary and the old one is freed when the last of
// them lets go.

/** Where a document's record is: a byte range of the arena's buffer. */
export interface Span {
  at: number
  length: number
}

/** Compaction waits for at least this much garbage: copying costs more than small garbage. */
const MIN_GARBAGE = 16 * 1024 * 1024
/** Address space reserved beyond the first size (virtual memory only: pages count once written). */
const RESERVE = 4

const newBuffer = (size: number, reserve: number) =>
  new SharedArrayBuffer(size, { maxByteLength: Math.max(reserve, size, 1024 * 1024) })

/** Reads records out of an arena buffer; the view follows the buffer as it grows. */
export class ArenaReader {
  readonly buffer: SharedArrayBuffer
  private view: Buffer

  constructor(buffer: SharedArrayBuffer) {
    this.buffer = buffer
    this.view = Buffer.from(buffer)
  }

  text({ at, length }: Span): string {
    if (at + length > this.view.length) this.view = Buffer.from(this.buffer)
    return this.view.toString('utf8', at, at + length)
  }

  /** The bytes themselves, not copied: read them before the arena is compacted. */
  bytes({ at, length }: Span): Uint8Array {
    return new Uint8Array(this.buffer, at, length)
  }
}

/** The main thread's side: appends documents' records and compacts. */
export class ArenaWriter {
  private reader: ArenaReader
  private used = 0
  private live = 0

  constructor() {
    this.reader = new ArenaReader(newBuffer(0, 1024 ** 3))
  }

  get buffer(): SharedArrayBuffer {
    return this.reader.buffer
  }

  text(span: Span): string {
    return this.reader.text(span)
  }

  bytes(span: Span): Uint8Array {
    return this.reader.bytes(span)
  }

  /** Bytes as they are (a record of document-record.ts, as SQLite gives it, and its outline): copied, never decoded. */
  append(...chunks: Uint8Array[]): Span {
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
    this.reserve(length)
    const at = this.used
    const target = new Uint8Array(this.buffer, at, length)
    let offset = 0
    for (const chunk of chunks) {
      target.set(chunk, offset)
      offset += chunk.length
    }
    this.used += length
    this.live += length
    return { at, length }
  }

  /** A span no longer read by anyone who starts reading after this (a superseded or deleted version). */
  release(span: Span): void {
    this.live -= span.length
  }

  /** Whether superseded versions now outweigh the live documents enough to copy the live ones. */
  get wasteful(): boolean {
    const garbage = this.used - this.live
    return garbage > MIN_GARBAGE && garbage > this.live
  }

  /** Copies the given live spans, in order, into a new buffer; returns their new places. */
  compact(spans: Span[]): Span[] {
    const live = spans.reduce((sum, span) => sum + span.length, 0)
    const old = new Uint8Array(this.buffer)
    const next = newBuffer(Math.ceil(live * 1.25), Math.max(live * RESERVE, 1024 ** 3))
    const target = new Uint8Array(next)
    let used = 0
    const moved = spans.map(({ at, length }) => {
      target.set(old.subarray(at, at + length), used)
      used += length
      return { at: used - length, length }
    })
    this.reader = new ArenaReader(next)
    this.used = used
    this.live = live
    return moved
  }

  private reserve(length: number) {
    const needed = this.used + length
    if (needed <= this.buffer.byteLength) return
    const size = Math.max(needed, Math.ceil(this.buffer.byteLength * 1.5))
    if (size <= this.buffer.maxByteLength) {
      this.buffer.grow(size)
      return
    }
    // Past the reserved address space: a new, larger buffer with the bytes so far (old spans stay valid).
    const next = newBuffer(size, size * RESERVE)
    new Uint8Array(next).set(new Uint8Array(this.buffer, 0, this.used))
    this.reader = new ArenaReader(next)
  }
}
